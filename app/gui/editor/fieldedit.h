#pragma once
// A number field checked against the scenario's field rules (core/scenario/validation.h), with
// the reason for a bad value shown inline under it. Unlike a spin box it lets the user type a
// bad value, so the editor can say why it is bad instead of silently clamping it.

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;

namespace cp::gui {

class FieldEdit : public QWidget {
    Q_OBJECT
public:
    /// `rulePath` names a rule of cp::fieldRules(); with `optional` an empty field means
    /// "not set" (shown as the placeholder, e.g. "auto").
    explicit FieldEdit(const QString &rulePath, bool optional = false, QWidget *parent = nullptr);

    QString rulePath() const { return m_rulePath; }
    QLineEdit *lineEdit() const { return m_edit; }

    /// Shows a value (nullopt: empty) without emitting committed().
    void setValue(std::optional<double> value);
    /// The parsed value (cp::parseNumberText in the current locale: separators, k/M/B/T, 万/亿);
    /// nullopt when empty or unparsable (check isValid()).
    std::optional<double> value() const;
    /// True when the text is empty (and the field optional) or a number the rule accepts, and no
    /// external error is set.
    bool isValid() const;
    /// The inline message shown (empty when valid).
    QString errorText() const;
    /// An error found by a cross-field check (e.g. hidden not divisible by heads); empty clears it.
    void setExternalError(const QString &message);
    void setPlaceholder(const QString &text);
    /// Digits after the decimal point when showing a value.
    void setDecimals(int decimals) { m_decimals = decimals; }
    /// Whether the value is shown with group separators ("2,026"); off for a year.
    void setGrouping(bool on) { m_grouping = on; }
    /// A unit label after the box ("days", "CNY").
    void setUnit(const QString &unit);

signals:
    /// The text changed (typing); validity may have changed.
    void edited();
    /// Editing finished with a valid value.
    void committed();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void revalidate();
    QString localError() const;
    /// Keeps the message's wrapped lines whole: a form that keeps fields at their size hint
    /// (the wizard's) gives the box the height of one line otherwise.
    void fitError();

    QString m_rulePath;
    bool m_optional;
    int m_decimals = -1;
    bool m_grouping = true;
    QString m_external;
    QLineEdit *m_edit;
    QLabel *m_unit;
    QLabel *m_error;
};

} // namespace cp::gui
