#pragma once
// The price book (built-in entries with the user's edits from the Store): a table model with
// validation and an assumption badge, reset to defaults, and CSV import/export. It shows one
// price tier (low / typical / high) at a time and marks every price a coherence rule
// (core/catalog/pricecheck.h) finds out of order: allowed, but visible next to the value.

#include "core/catalog/catalog.h"
#include "core/catalog/pricecheck.h"
#include "core/common/csv.h"

#include "app/gui/editor/correctionsdialog.h"
#include "app/gui/editor/pricecolumns.h"

class QComboBox;
class QLabel;

namespace cp {
class Store;
}

namespace cp::gui {

class MessageBar;

class PriceBookModel : public PriceColumnsModel, public CorrectableTable {
    Q_OBJECT
public:
    explicit PriceBookModel(Store *store, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    /// Value column only: a number prices[].value accepts (or empty: no value); stored as a
    /// user edit (confirmed by the user). Refused values return false; lastError() says why.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QString lastError() const override { return m_lastError; }

    const QList<PriceEntry> &entries() const { return m_entries; }
    /// The tier whose figures the table shows (an edit is one figure for every tier).
    PriceTier tier() const { return m_tier; }
    void setTier(PriceTier tier);
    /// The coherence violations of the book with the user's edits, in every tier.
    const QList<PriceViolation> &violations() const { return m_violations; }
    /// The reasons shown next to a row's value (empty when its price is in order).
    QStringList violationsFor(int row) const;
    /// Re-reads the built-in book and the Store's edits.
    void reload();
    /// Removes every user edit.
    [[nodiscard]] bool resetToDefaults() override;
    /// Writes key,item,unit,value,currency,as_of,confidence,source (UTF-8 with BOM).
    [[nodiscard]] bool exportCsv(const QString &path) override;
    /// Reads the same columns and stores every row whose value differs as a user edit; all rows
    /// are checked first and nothing is stored if one is bad.
    [[nodiscard]] bool importCsv(const QString &path) override;

private:
    void recheck();

    Store *m_store;
    Catalog m_catalog; ///< the book with the user's edits, at the typical tier
    PriceTier m_tier = PriceTier::Typical;
    QList<PriceEntry> m_entries; ///< m_catalog at m_tier
    QList<PriceViolation> m_violations;
    QString m_lastError;
};

class PriceBookDialog : public CorrectionsDialog {
    Q_OBJECT
public:
    explicit PriceBookDialog(Store *store, QWidget *parent = nullptr);
    PriceBookModel *model() const { return m_model; }

protected:
    Texts texts() const override;

private:
    PriceBookModel *m_model;
    QComboBox *m_tier = nullptr; ///< which tier the table shows (the plan's tier is a field of the plan)
    QLabel *m_tierLabel = nullptr;
};

/// Writes rows as CSV (RFC 4180 quoting), UTF-8 with a BOM so spreadsheet programs read Chinese.
/// Reads a CSV file, skipping a UTF-8 BOM.
Expected<CsvTable> readCsvFile(const QString &path);

[[nodiscard]] bool writeCsvFile(const QString &path, const QStringList &header, const QList<QStringList> &rows, QString *error);

} // namespace cp::gui
