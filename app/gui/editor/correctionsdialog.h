#pragma once
// The window around a table of reference data the user may correct (the price book, the
// accelerator catalog): an introduction, inline messages, the table, and Import CSV…,
// Export CSV…, Reset to defaults and Close. The table says how it is read, written and reset.

#include <QDialog>

class QAbstractItemModel;
class QLabel;
class QPushButton;
class QTableView;

namespace cp::gui {

class MessageBar;

/// What a correctable table offers the dialog.
class CorrectableTable {
public:
    virtual ~CorrectableTable() = default;
    /// Each returns false when it failed; lastError() then says why.
    [[nodiscard]] virtual bool exportCsv(const QString &path) = 0;
    /// All rows are checked first; nothing is stored if one is bad, and the rows are stored in
    /// one transaction (a write that fails half-way stores none).
    [[nodiscard]] virtual bool importCsv(const QString &path) = 0;
    /// Removes every user correction.
    [[nodiscard]] virtual bool resetToDefaults() = 0;
    virtual QString lastError() const = 0;
};

class CorrectionsDialog : public QDialog {
    Q_OBJECT
public:
    QTableView *view() const { return m_view; }
    MessageBar *messageBar() const { return m_message; }

protected:
    /// The translated texts of one kind of table (asked again when the language changes).
    struct Texts {
        QString title;
        QString intro;
        QString exportCaption;
        QString importCaption;
        QString resetTitle;
        QString resetQuestion;
    };

    explicit CorrectionsDialog(QWidget *parent);
    /// Shows `model` in the table; `table` reads, writes and resets it. Call once, first.
    void setTable(QAbstractItemModel *model, CorrectableTable *table);
    virtual Texts texts() const = 0;
    /// Sets the texts; subclasses call it at the end of their constructor.
    void retranslateUi();
    void changeEvent(QEvent *event) override;

private:
    void exportCsv();
    void importCsv();
    void reset();

    CorrectableTable *m_table = nullptr;
    QTableView *m_view;
    MessageBar *m_message;
    QLabel *m_intro;
    QPushButton *m_import;
    QPushButton *m_export;
    QPushButton *m_reset;
    QPushButton *m_close;
};

} // namespace cp::gui
