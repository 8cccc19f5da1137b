#pragma once
// Tools → Calibrate from a Pilot Run…: what the user measured on a configuration they ran
// (tokens/s per GPU or step time, peak memory per GPU, optionally MFU), typed in or read from
// pasted log lines (calibrate::parseLog, with what was read shown); the shipped prediction
// beside it with the correction factor and the range before and after; Save stores the point in
// the library with its provenance; the stored points are listed with Remove.

#include "core/calibrate/pilot.h"
#include "core/estimate/estimate.h"
#include "core/scenario/scenario.h"

#include <QDialog>

#include <optional>

class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace cp {
class Store;
}

namespace cp::gui {

class PilotDialog : public QDialog {
    Q_OBJECT
public:
    /// `plan` gives the configuration (its training run on its primary accelerator and GPU
    /// count); `store` the library the points are saved in (may be null: nothing to save to).
    PilotDialog(Store *store, const Scenario &plan, const QString &readOnlyReason = {}, QWidget *parent = nullptr);

    QLineEdit *tokensEdit() const { return m_tokens; }
    QLineEdit *stepEdit() const { return m_step; }
    QLineEdit *peakEdit() const { return m_peak; }
    QLineEdit *mfuEdit() const { return m_mfu; }
    QPlainTextEdit *logEdit() const { return m_log; }
    QPushButton *readLogButton() const { return m_readLog; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *removeButton() const { return m_remove; }
    QTableWidget *pointsTable() const { return m_points; }
    /// Reads the pasted log into the fields; false (and the message shown) when nothing was read.
    bool readLog();
    /// Saves the point the fields describe; false with the message shown when refused.
    bool savePoint();
    /// Removes the selected stored point.
    bool removeSelected();
    /// The texts shown: configuration, what the log gave, before/after, the last message.
    QString configurationText() const;
    QString readText() const;
    QString comparisonText() const;
    QString messageText() const;
    /// The point the fields describe now (none when nothing valid is measured).
    std::optional<calibrate::PilotPoint> currentPoint() const;

signals:
    /// A point was saved or removed: plans on its accelerator compute with the new correction.
    void calibrationsChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    QGroupBox *buildPointsBox();
    void retranslateUi();
    void refreshPoints();
    void updateComparison();
    void showMessage(const QString &text, bool isError);
    /// The throughput range of this configuration before and after the correction.
    QString rangeHtml(const calibrate::Correction &after) const;
    std::optional<double> number(QLineEdit *edit, bool *bad) const;

    Store *m_store = nullptr;
    Scenario m_plan;
    QString m_readOnly;
    std::optional<estimate::EstimateInput> m_input;
    std::optional<estimate::Estimate> m_predicted;
    QString m_inputError;
    QList<calibrate::PilotPoint> m_stored;
    QString m_framework;
    QString m_rawText;
    QStringList m_read;

    QLabel *m_configuration = nullptr;
    QLabel *m_tokensLabel = nullptr;
    QLabel *m_stepLabel = nullptr;
    QLabel *m_peakLabel = nullptr;
    QLabel *m_mfuLabel = nullptr;
    QLineEdit *m_tokens = nullptr;
    QLineEdit *m_step = nullptr;
    QLineEdit *m_peak = nullptr;
    QLineEdit *m_mfu = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QPushButton *m_readLog = nullptr;
    QLabel *m_readLabel = nullptr;
    QLabel *m_comparison = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_save = nullptr;
    QTableWidget *m_points = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace cp::gui
