#include "app/gui/editor/pricebookdialog.h"

#include "app/gui/editor/choices.h"
#include "app/gui/editor/pricesmodel.h"
#include "core/common/csv.h"
#include "core/common/savefile.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/validation.h"
#include "core/store/store.h"

#include <QBrush>
#include <QColor>
#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QTableView>
#include <QVBoxLayout>

namespace cp::gui {

namespace {

QString plainNumber(const std::optional<double> &v) { return v ? QString::number(*v, 'g', 15) : QString(); }

const QStringList &priceColumns()
{
    static const QStringList c { QStringLiteral("key"), QStringLiteral("item"), QStringLiteral("unit"), QStringLiteral("value"),
        QStringLiteral("currency"), QStringLiteral("as_of"), QStringLiteral("confidence"), QStringLiteral("source") };
    return c;
}

} // namespace

Expected<CsvTable> readCsvFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error { path, file.errorString() };
    QString text = QString::fromUtf8(file.readAll());
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return CsvTable::parse(text, path);
}

bool writeCsvFile(const QString &path, const QStringList &header, const QList<QStringList> &rows, QString *error)
{
    // A cell a spreadsheet would run as a formula is written as text (CSV injection).
    QList<QStringList> safe { header };
    for (const QStringList &row : rows) {
        QStringList cells;
        for (const QString &cell : row)
            cells << csvSafeText(cell);
        safe << cells;
    }
    if (const Status written = saveFile(path, csvBytes(safe)); !written) {
        if (error)
            *error = written.error().toString();
        return false;
    }
    return true;
}

PriceBookModel::PriceBookModel(Store *store, QObject *parent)
    : PriceColumnsModel(parent)
    , m_store(store)
{
    reload();
}

void PriceBookModel::reload()
{
    beginResetModel();
    m_catalog = Catalog::shipped();
    if (m_store) {
        if (const Expected<Catalog> edited = m_store->editedCatalog(Catalog::shipped()))
            m_catalog = *edited;
    }
    m_entries = m_catalog.withTier(m_tier).prices();
    recheck();
    endResetModel();
}

void PriceBookModel::setTier(PriceTier tier)
{
    if (tier == m_tier)
        return;
    m_tier = tier;
    reload();
}

void PriceBookModel::recheck()
{
    m_violations = checkPriceBook(m_catalog);
}

QStringList PriceBookModel::violationsFor(int row) const
{
    QStringList out;
    if (row < 0 || row >= m_entries.size())
        return out;
    for (const PriceViolation &v : m_violations) {
        if (v.keys.contains(m_entries.at(row).key))
            out << v.message;
    }
    return out;
}

int PriceBookModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_entries.size()); }
QVariant PriceBookModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const PriceEntry &p = m_entries.at(index.row());
    if (index.column() == Value && (role == Qt::ToolTipRole || role == Qt::BackgroundRole)) {
        const QStringList problems = violationsFor(index.row());
        if (!problems.isEmpty()) {
            if (role == Qt::BackgroundRole)
                return QBrush(QColor(255, 224, 178)); // a warning shade: allowed, but out of order
            return tr("Out of order with other prices (allowed, but the verdict and report list it):\n%1")
                .arg(problems.join(QLatin1Char('\n')));
        }
    }
    return cell(snapshotEntry(p), p.item, p.isAssumption(), index.column(), role);
}

bool PriceBookModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != Value)
        return false;
    std::optional<double> v; // empty text: the price book has no figure for the key
    if (!value.toString().trimmed().isEmpty()) {
        const FieldValue read = readFieldNumber(QStringLiteral("prices[].value"), value.toString(),
            value.typeId() == QMetaType::QString ? QLocale() : QLocale::c()); // typed text, or a number from a delegate
        if (!read.isValid()) {
            m_lastError = tr("%1: %2").arg(m_entries.at(index.row()).key, read.error);
            return false;
        }
        v = read.value;
    }
    PriceEntry &p = m_entries[index.row()];
    PriceSnapshotEntry edit = snapshotEntry(p);
    edit.value = v;
    edit.confidence = userConfirmedConfidence();
    if (m_store) {
        if (const Status s = m_store->setPriceEdit(edit); !s) {
            m_lastError = joinErrors(s.errors());
            return false;
        }
    }
    m_lastError.clear();
    p.value = v;
    p.confidenceText = edit.confidence;
    p.confidence = confidenceFromString(edit.confidence);
    // The book at the typical tier takes the edit too (one figure for every tier), then the
    // coherence rules run again and every row they name is repainted.
    if (const PriceEntry *base = m_catalog.price(p.key)) {
        PriceEntry edited = *base;
        edited.value = v;
        edited.confidenceText = edit.confidence;
        edited.confidence = p.confidence;
        m_catalog.setPrice(edited);
    }
    recheck();
    emit dataChanged(this->index(0, 0), this->index(rowCount() - 1, ColumnCount - 1));
    return true;
}

bool PriceBookModel::resetToDefaults()
{
    if (m_store) {
        if (const Status cleared = m_store->clearPriceEdits(); !cleared) {
            m_lastError = joinErrors(cleared.errors());
            return false;
        }
    }
    reload();
    m_lastError.clear();
    return true;
}

bool PriceBookModel::exportCsv(const QString &path)
{
    QList<QStringList> rows;
    for (const PriceEntry &p : m_entries)
        rows << QStringList { p.key, p.item, p.unit, plainNumber(p.value), p.currency, p.asOf, p.confidenceText, p.source };
    return writeCsvFile(path, priceColumns(), rows, &m_lastError);
}

bool PriceBookModel::importCsv(const QString &path)
{
    const Expected<CsvTable> table = readCsvFile(path);
    if (!table) {
        m_lastError = joinErrors(table.errors());
        return false;
    }
    for (const QString &c : { QStringLiteral("key"), QStringLiteral("value") }) {
        if (!table->hasColumn(c)) {
            m_lastError = tr("%1: the column '%2' is missing").arg(path, c);
            return false;
        }
    }
    const QString keyColumn = QStringLiteral("key");
    const FieldRule &rule = fieldRule(QStringLiteral("prices[].value"));
    QStringList problems;
    QList<PriceSnapshotEntry> edits;
    QList<int> lines; ///< the file's line of each edit
    for (const QString &c : table->header()) {
        if (!priceColumns().contains(c))
            //: %1 the file, %2 a column name, %3 the allowed columns
            problems << tr("%1: unknown column '%2'; the columns are %3").arg(path, c, priceColumns().join(QStringLiteral(", ")));
    }
    for (qsizetype r = 0; r < table->rowCount(); ++r) {
        PriceSnapshotEntry e;
        e.key = table->field(r, keyColumn).trimmed();
        const QString text = table->field(r, QStringLiteral("value")).trimmed();
        if (!text.isEmpty()) {
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok || !rule.accepts(v)) {
                problems << tr("line %1: value %2").arg(table->lineOf(r)).arg(rule.message());
                continue;
            }
            e.value = v;
        }
        if (e.key.isEmpty()) {
            problems << tr("line %1: the key is empty").arg(table->lineOf(r));
            continue;
        }
        e.unit = table->field(r, QStringLiteral("unit"));
        e.currency = table->field(r, QStringLiteral("currency"));
        e.asOf = table->field(r, QStringLiteral("as_of"));
        e.confidence = table->field(r, QStringLiteral("confidence"));
        e.source = table->field(r, QStringLiteral("source"));
        const PriceEntry *current = nullptr;
        for (const PriceEntry &p : m_entries) {
            if (p.key == e.key)
                current = &p;
        }
        if (current && snapshotEntry(*current) == e)
            continue;
        edits << e;
        lines << table->lineOf(r);
    }
    // The one check of price-book entries (Store::setPriceEdits runs it too): unknown keys,
    // each field's rule and formula cells, named by line and column.
    static const QRegularExpression at(QStringLiteral(R"(^prices\[(\d+)\]\.(\w+)$)"));
    for (const Error &e : validatePriceEdits(edits, m_catalog)) {
        const QRegularExpressionMatch m = at.match(e.path);
        if (m.hasMatch())
            //: %1 a line of the CSV file, %2 its column, %3 what is wrong
            problems << tr("line %1, column %2: %3").arg(lines.value(m.captured(1).toInt())).arg(m.captured(2), e.message);
        else
            problems << e.message;
    }
    if (!problems.isEmpty()) {
        m_lastError = problems.join(QLatin1Char('\n'));
        return false;
    }
    // One transaction: a write that fails half-way leaves the book as it was.
    if (m_store) {
        if (const Status s = m_store->setPriceEdits(edits); !s) {
            m_lastError = joinErrors(s.errors());
            return false;
        }
    }
    reload();
    m_lastError.clear();
    return true;
}

PriceBookDialog::PriceBookDialog(Store *store, QWidget *parent)
    : CorrectionsDialog(parent)
    , m_model(new PriceBookModel(store, this))
{
    setObjectName(QStringLiteral("priceBookDialog"));
    setTable(m_model, m_model);
    m_tier = new QComboBox;
    m_tier->setObjectName(QStringLiteral("priceTier"));
    for (const QString &t : priceTierNames())
        m_tier->addItem(choiceText(QStringLiteral("price_tier"), t), t);
    selectChoice(m_tier, priceTierName(m_model->tier()));
    connect(m_tier, &QComboBox::currentIndexChanged, this, [this] {
        m_model->setTier(priceTierFromString(m_tier->currentData().toString()).value_or(PriceTier::Typical));
    });
    m_tierLabel = new QLabel;
    auto *tierRow = new QHBoxLayout;
    tierRow->addWidget(m_tierLabel);
    tierRow->addWidget(m_tier);
    tierRow->addStretch(1);
    if (auto *box = qobject_cast<QVBoxLayout *>(layout()))
        box->insertLayout(1, tierRow);
    QTableView *v = view();
    // Names, not keys: a key shows in the item's tooltip (issue 45); the model keeps the column
    // for the CSV export and the tests.
    v->setColumnHidden(PriceBookModel::Key, true);
    v->setColumnWidth(PriceBookModel::Item, 360);
    v->setColumnWidth(PriceBookModel::Value, 110);
    v->setColumnWidth(PriceBookModel::Unit, 150);
    v->setColumnWidth(PriceBookModel::Currency, 80);
    v->setColumnWidth(PriceBookModel::AsOf, 80);
    v->setColumnWidth(PriceBookModel::Source, 280);
    v->horizontalHeader()->setStretchLastSection(true);
    retranslateUi();
    resize(1200, 700);
}

CorrectionsDialog::Texts PriceBookDialog::texts() const
{
    if (m_tier && m_tierLabel) {
        m_tierLabel->setText(tr("Show prices at tier:"));
        for (int i = 0; i < m_tier->count(); ++i)
            m_tier->setItemText(i, choiceText(QStringLiteral("price_tier"), m_tier->itemData(i).toString()));
    }
    return { tr("Price book"),
        tr("Prices used for new plans (a saved plan keeps the prices it was made with, so its numbers do not change under it). "
           "Entries marked \"assumption\" have no public source: confirm or correct them. Double-click a value to edit it. "
           "Each entry has a low (cheapest seller), typical (market average) and high (hyperscaler list) figure; a plan uses its "
           "own tier (typical unless set). A value shaded orange is out of order with other prices (a lease dearer than renting "
           "by the month, for example): allowed, but its tooltip says why."),
        tr("Export price book"), tr("Import price book"), tr("Reset price book"),
        tr("Remove all your price edits and return to the built-in prices?") };
}

} // namespace cp::gui
