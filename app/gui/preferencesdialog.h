#pragma once
// Edit → Preferences: the UI language (applied without restart) and the library's location.

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace cp::gui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    PreferencesDialog(const QString &language, const QString &databasePath, QWidget *parent = nullptr);

    /// "zh_CN" or "en".
    QString language() const;
    QString databasePath() const;

    QComboBox *languageCombo() const { return m_language; }
    QLineEdit *databaseEdit() const { return m_database; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void browse();
    QLabel *m_languageLabel = nullptr;
    QLabel *m_databaseLabel = nullptr;
    QLabel *m_hint = nullptr;
    QComboBox *m_language = nullptr;
    QLineEdit *m_database = nullptr;
    QToolButton *m_browse = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace cp::gui
