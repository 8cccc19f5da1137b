#include "core/catalog/catalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace cp {

namespace {

QString where(const CsvTable &t, qsizetype row, const QString &column)
{
    return QStringLiteral("%1:%2 (%3)").arg(t.origin()).arg(t.lineOf(row)).arg(column);
}

Errors missingColumns(const CsvTable &t, const QStringList &columns)
{
    Errors errors;
    for (const QString &c : columns) {
        if (!t.hasColumn(c))
            errors << Error { t.origin(), QCoreApplication::translate("cp::Catalog", "missing column '%1'").arg(c) };
    }
    return errors;
}

/// One row of a catalog table, read column by column; every problem is added to the table's
/// errors with its file, line and column.
class Row {
public:
    Row(const CsvTable &t, qsizetype row, Errors &errors)
        : m_t(t)
        , m_row(row)
        , m_errors(errors)
    {
    }

    QString text(const char *column) const { return m_t.field(m_row, QLatin1String(column)); }

    QString requiredText(const char *column) const
    {
        const QString v = text(column);
        if (v.isEmpty())
            fail(column, QCoreApplication::translate("cp::Catalog", "must not be empty"));
        return v;
    }

    /// A non-negative number; empty is allowed only for optional columns.
    std::optional<double> number(const char *column, bool required) const
    {
        const QString v = text(column);
        if (v.isEmpty()) {
            if (required)
                fail(column, QCoreApplication::translate("cp::Catalog", "a number is required"));
            return std::nullopt;
        }
        bool ok = false;
        const double d = v.toDouble(&ok);
        if (!ok || d < 0) {
            fail(column, QCoreApplication::translate("cp::Catalog", "'%1' is not a non-negative number").arg(v));
            return std::nullopt;
        }
        return d;
    }

    void fail(const char *column, const QString &message) const
    {
        m_errors << Error { where(m_t, m_row, QLatin1String(column)), message };
    }

private:
    const CsvTable &m_t;
    qsizetype m_row;
    Errors &m_errors;
};

/// The one parser of the catalog tables: checks the required columns, reads every row with
/// `read(Row)` and reports every bad row at once.
template<class T, class Read>
Expected<QList<T>> parseRows(const CsvTable &t, const QStringList &requiredColumns, Read read)
{
    Errors errors = missingColumns(t, requiredColumns);
    if (!errors.isEmpty())
        return errors;
    QList<T> list;
    for (qsizetype r = 0; r < t.rowCount(); ++r)
        list << read(Row(t, r, errors));
    if (!errors.isEmpty())
        return errors;
    return list;
}

Expected<QList<Accelerator>> parseAccelerators(const CsvTable &t)
{
    const QStringList required { QStringLiteral("id"), QStringLiteral("bf16_dense_tflops"), QStringLiteral("memory_gb"),
        QStringLiteral("memory_bw_tbps"), QStringLiteral("gpus_per_node") };
    return parseRows<Accelerator>(t, required, [](const Row &row) {
        Accelerator a;
        a.id = row.requiredText("id");
        a.vendor = row.text("vendor");
        a.name = row.text("name");
        a.bf16DenseTflops = row.number("bf16_dense_tflops", true).value_or(0);
        a.tf32Tflops = row.number("tf32_tflops", false);
        a.fp8Tflops = row.number("fp8_tflops", false);
        a.int8Tops = row.number("int8_tops", false);
        a.memoryGB = row.number("memory_gb", true).value_or(0);
        a.memoryBandwidthTBps = row.number("memory_bw_tbps", true).value_or(0);
        a.usableMemoryMiB = row.number("usable_memory_mib", false);
        a.usableMemorySource = row.text("usable_memory_source");
        a.hostMemoryGiB = row.number("host_memory_gib", false);
        a.hostLinkGBps = row.number("host_link_gbps", false);
        a.scaleUpFabric = row.text("scaleup_fabric");
        a.scaleUpBandwidthGBpsBidir = row.number("scaleup_bw_gbps_bidir", false);
        a.gpusPerNode = static_cast<int>(row.number("gpus_per_node", true).value_or(8));
        a.tdpWatts = row.number("tdp_w", false);
        a.softwareStack = row.text("software_stack");
        a.confidenceText = row.text("confidence");
        a.confidence = confidenceFromString(a.confidenceText);
        a.source = row.text("source");
        a.gpudirectRdma = row.text("gpudirect_rdma").compare(QLatin1String("no"), Qt::CaseInsensitive) != 0;
        a.gpudirectRdmaSource = row.text("gpudirect_rdma_source");
        if (a.gpusPerNode < 1)
            row.fail("gpus_per_node", QCoreApplication::translate("cp::Catalog", "must be at least 1"));
        return a;
    });
}

Expected<QList<Fabric>> parseFabrics(const CsvTable &t)
{
    return parseRows<Fabric>(t, { QStringLiteral("id"), QStringLiteral("per_gpu_gbps") }, [](const Row &row) {
        Fabric f;
        f.id = row.requiredText("id");
        f.name = row.text("name");
        f.perGpuGbps = row.number("per_gpu_gbps", true).value_or(0);
        f.kind = row.text("kind");
        f.rdma = row.text("rdma").compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0;
        f.notes = row.text("notes");
        f.source = row.text("source");
        return f;
    });
}

bool isAssumptionSource(const QString &source) { return source.contains(QLatin1String("ASSUMPTION"), Qt::CaseSensitive); }

/// The optional tier columns "<tier>", "<tier>_as_of", "<tier>_confidence", "<tier>_source" of a
/// price row (absent in the older format and in user files): nullopt when the tier has no figure.
std::optional<PriceFigure> tierFigure(const Row &row, const char *tier)
{
    const QByteArray t(tier);
    const auto value = row.number(t.constData(), false);
    if (!value)
        return std::nullopt;
    PriceFigure f;
    f.value = value;
    f.asOf = row.text(QByteArray(t + "_as_of").constData());
    f.confidenceText = row.text(QByteArray(t + "_confidence").constData());
    f.confidence = isAssumptionSource(row.text(QByteArray(t + "_source").constData())) ? Confidence::Assumption
                                                                                       : confidenceFromString(f.confidenceText);
    f.source = row.text(QByteArray(t + "_source").constData());
    return f;
}

Expected<QList<PriceEntry>> parsePrices(const CsvTable &t)
{
    const QStringList required { QStringLiteral("key"), QStringLiteral("value"), QStringLiteral("unit"), QStringLiteral("currency"),
        QStringLiteral("as_of"), QStringLiteral("confidence"), QStringLiteral("source") };
    return parseRows<PriceEntry>(t, required, [](const Row &row) {
        PriceEntry p;
        p.key = row.requiredText("key");
        p.item = row.text("item");
        p.unit = row.text("unit");
        p.value = row.number("value", false);
        p.currency = row.text("currency");
        p.asOf = row.text("as_of");
        p.confidenceText = row.text("confidence");
        p.confidence = confidenceFromString(p.confidenceText);
        p.source = row.text("source");
        // A figure with no value, or whose source says it is an assumption, must be confirmed.
        if (!p.value || isAssumptionSource(p.source))
            p.confidence = Confidence::Assumption;
        p.low = tierFigure(row, "low");
        p.high = tierFigure(row, "high");
        return p;
    });
}

Expected<QList<Availability>> parseAvailability(const CsvTable &t)
{
    const QStringList required { QStringLiteral("accelerator"), QStringLiteral("channel"), QStringLiteral("status"), QStringLiteral("source"),
        QStringLiteral("as_of") };
    return parseRows<Availability>(t, required, [](const Row &row) {
        Availability a;
        a.accelerator = row.requiredText("accelerator");
        if (const auto c = channelFromId(row.text("channel")))
            a.channel = *c;
        else
            row.fail("channel", QCoreApplication::translate("cp::Catalog", "'%1' is not a channel; use one of %2").arg(row.text("channel"), channelIds().join(QLatin1Char('|'))));
        if (const auto s = availabilityStatusFromId(row.text("status")))
            a.status = *s;
        else
            row.fail("status", QCoreApplication::translate("cp::Catalog", "'%1' is not a status; use one of %2").arg(row.text("status"), availabilityStatusIds().join(QLatin1Char('|'))));
        if (const auto n = row.number("max_gpus_per_order", false)) {
            if (*n < 1 || *n != std::floor(*n))
                row.fail("max_gpus_per_order", QCoreApplication::translate("cp::Catalog", "must be a whole number of at least 1"));
            a.maxGpusPerOrder = int(std::min(*n, 1e7));
        }
        a.leadTimeWeeks = row.number("lead_time_weeks", false);
        a.source = row.requiredText("source");
        a.asOf = row.text("as_of");
        return a;
    });
}

template<class T>
Errors duplicateIds(const QList<T> &items, const QString &origin, QString T::*idField)
{
    Errors errors;
    QSet<QString> seen;
    for (const T &item : items) {
        const QString &id = item.*idField;
        if (seen.contains(id))
            errors << Error { origin, QCoreApplication::translate("cp::Catalog", "duplicate id '%1'").arg(id) };
        seen.insert(id);
    }
    return errors;
}

} // namespace

Confidence confidenceFromString(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t.startsWith(QLatin1String("found")))
        return Confidence::Found;
    if (t.startsWith(QLatin1String("secondary")))
        return Confidence::Secondary;
    if (t.startsWith(QLatin1String("uncertain")))
        return Confidence::Uncertain;
    return Confidence::Assumption; // "assumption", "not-found", empty or unknown wording
}

QString confidenceToString(Confidence c)
{
    switch (c) {
    case Confidence::Found:
        return QStringLiteral("found");
    case Confidence::Secondary:
        return QStringLiteral("secondary");
    case Confidence::Uncertain:
        return QStringLiteral("uncertain");
    case Confidence::Assumption:
        return QStringLiteral("assumption");
    }
    return QStringLiteral("assumption");
}

QString channelId(Channel c) { return channelIds().at(int(c)); }

std::optional<Channel> channelFromId(const QString &id)
{
    const qsizetype i = channelIds().indexOf(id.trimmed());
    return i < 0 ? std::nullopt : std::optional<Channel>(Channel(i));
}

const QStringList &channelIds()
{
    static const QStringList ids { QStringLiteral("purchase"), QStringLiteral("lease"), QStringLiteral("cloud") };
    return ids;
}

QString availabilityStatusId(AvailabilityStatus s) { return availabilityStatusIds().at(int(s)); }

std::optional<AvailabilityStatus> availabilityStatusFromId(const QString &id)
{
    const qsizetype i = availabilityStatusIds().indexOf(id.trimmed());
    return i < 0 ? std::nullopt : std::optional<AvailabilityStatus>(AvailabilityStatus(i));
}

const QStringList &availabilityStatusIds()
{
    static const QStringList ids { QStringLiteral("available"), QStringLiteral("restricted"), QStringLiteral("unavailable") };
    return ids;
}

QString priceTierName(PriceTier tier)
{
    return priceTierNames().at(int(tier));
}

std::optional<PriceTier> priceTierFromString(const QString &text)
{
    const qsizetype i = priceTierNames().indexOf(text);
    return i < 0 ? std::nullopt : std::optional<PriceTier>(PriceTier(i));
}

const QStringList &priceTierNames()
{
    static const QStringList names { QStringLiteral("low"), QStringLiteral("typical"), QStringLiteral("high") };
    return names;
}

PriceFigure PriceEntry::figure(PriceTier tier) const
{
    if (tier == PriceTier::Low && low)
        return *low;
    if (tier == PriceTier::High && high)
        return *high;
    if (typical)
        return *typical;
    return PriceFigure { value, asOf, confidenceText, confidence, source };
}

PriceEntry PriceEntry::atTier(PriceTier tier) const
{
    PriceEntry e = *this;
    const PriceFigure f = figure(tier);
    e.typical = tier == PriceTier::Typical ? std::nullopt : std::optional<PriceFigure>(figure(PriceTier::Typical));
    e.value = f.value;
    e.asOf = f.asOf;
    e.confidenceText = f.confidenceText;
    e.confidence = f.confidence;
    e.source = f.source;
    return e;
}

bool Accelerator::isPcieOnly() const
{
    return scaleUpFabric.startsWith(QLatin1String("PCIe"), Qt::CaseInsensitive) || scaleUpFabric.isEmpty();
}

double Accelerator::peakTflops(const QString &precision) const
{
    if (precision == QLatin1String("fp8") && fp8Tflops)
        return *fp8Tflops;
    if (precision == QLatin1String("tf32") && tf32Tflops)
        return *tf32Tflops;
    return bf16DenseTflops;
}

Expected<Catalog> Catalog::fromTables(const CsvTable &accelerators, const CsvTable &fabrics, const CsvTable &prices)
{
    Errors errors;
    Catalog c;
    if (auto a = parseAccelerators(accelerators))
        c.m_accelerators = *a;
    else
        errors << a.errors();
    if (auto f = parseFabrics(fabrics))
        c.m_fabrics = *f;
    else
        errors << f.errors();
    if (auto p = parsePrices(prices))
        c.m_prices = *p;
    else
        errors << p.errors();
    errors << duplicateIds(c.m_accelerators, accelerators.origin(), &Accelerator::id);
    errors << duplicateIds(c.m_fabrics, fabrics.origin(), &Fabric::id);
    errors << duplicateIds(c.m_prices, prices.origin(), &PriceEntry::key);
    if (!errors.isEmpty())
        return errors;
    return c;
}

Expected<Catalog> Catalog::loadFromDirectory(const QString &dirPath)
{
    const QDir dir(dirPath);
    auto a = CsvTable::read(dir.filePath(QStringLiteral("accelerators.csv")));
    auto f = CsvTable::read(dir.filePath(QStringLiteral("fabrics.csv")));
    auto p = CsvTable::read(dir.filePath(QStringLiteral("price-book.csv")));
    Errors errors = a.errors() + f.errors() + p.errors();
    if (!errors.isEmpty())
        return errors;
    auto catalog = fromTables(*a, *f, *p);
    if (!catalog)
        return catalog;
    // Optional, so folders written before availability.csv existed stay readable.
    if (const QString availabilityPath = dir.filePath(QStringLiteral("availability.csv")); QFile::exists(availabilityPath)) {
        auto av = CsvTable::read(availabilityPath);
        if (!av)
            return av.errors();
        if (auto set = catalog->setAvailabilityTable(*av); !set)
            return set.errors();
    }
    const QString defaultsPath = dir.filePath(QStringLiteral("price-book-defaults.csv"));
    if (!QFile::exists(defaultsPath))
        return catalog;
    auto d = CsvTable::read(defaultsPath);
    if (!d)
        return d.errors();
    if (auto merged = catalog->mergePriceDefaults(*d); !merged)
        return merged.errors();
    return catalog;
}

Status Catalog::mergePriceDefaults(const CsvTable &defaults)
{
    auto parsed = parsePrices(defaults);
    if (!parsed)
        return parsed.errors();
    Errors errors = duplicateIds(*parsed, defaults.origin(), &PriceEntry::key);
    for (const PriceEntry &d : std::as_const(*parsed)) {
        if (!d.value)
            errors << Error { defaults.origin(), QCoreApplication::translate("cp::Catalog", "default '%1' has no value").arg(d.key) };
    }
    if (!errors.isEmpty())
        return errors;
    for (PriceEntry d : std::as_const(*parsed)) {
        d.confidence = Confidence::Assumption;
        for (std::optional<PriceFigure> *f : { &d.low, &d.high }) {
            if (*f)
                (*f)->confidence = Confidence::Assumption;
        }
        const PriceEntry *existing = price(d.key);
        if (existing && existing->value)
            continue;
        setPrice(d);
    }
    return Ok {};
}

Expected<Catalog> Catalog::loadBuiltIn()
{
    return loadFromDirectory(QStringLiteral(":/cp/data"));
}

namespace {
std::atomic<const Catalog *> g_installed { nullptr };

// Every catalog ever installed, kept for the life of the process: computations on other threads
// may still hold the previous one, and a user installs a handful per session at most.
std::vector<std::unique_ptr<const Catalog>> &installedCatalogs()
{
    static std::vector<std::unique_ptr<const Catalog>> all;
    return all;
}
std::mutex g_installMutex;
} // namespace

const Catalog &Catalog::shipped()
{
    static const Catalog catalog = [] {
        auto loaded = loadBuiltIn();
        Q_ASSERT_X(loaded.hasValue(), "Catalog::shipped", qPrintable(joinErrors(loaded.errors())));
        return loaded ? *loaded : Catalog {};
    }();
    return catalog;
}

const Catalog &Catalog::builtIn()
{
    const Catalog *installed = g_installed.load(std::memory_order_acquire);
    return installed ? *installed : shipped();
}

void Catalog::install(const Catalog &catalog)
{
    const std::lock_guard lock(g_installMutex);
    installedCatalogs().push_back(std::make_unique<const Catalog>(catalog));
    g_installed.store(installedCatalogs().back().get(), std::memory_order_release);
}

const QStringList &Catalog::correctableAcceleratorColumns()
{
    static const QStringList columns = [] {
        QStringList c { QStringLiteral("bf16_dense_tflops"), QStringLiteral("memory_gb"), QStringLiteral("memory_bw_tbps"),
            QStringLiteral("scaleup_bw_gbps_bidir"), QStringLiteral("gpus_per_node"), QStringLiteral("tdp_w") };
        for (const QString &channel : channelIds())
            c << channel + QStringLiteral("_status") << channel + QStringLiteral("_max_gpus") << channel + QStringLiteral("_lead_weeks");
        return c;
    }();
    return columns;
}

namespace {

/// The channel and its field ("status", "max_gpus", "lead_weeks") of an availability column.
std::optional<std::pair<Channel, QString>> availabilityColumn(const QString &column)
{
    const qsizetype cut = column.indexOf(QLatin1Char('_'));
    const auto channel = cut < 0 ? std::nullopt : channelFromId(column.left(cut));
    if (!channel)
        return std::nullopt;
    return std::pair<Channel, QString> { *channel, column.mid(cut + 1) };
}

} // namespace

QString Catalog::checkAcceleratorValue(const QString &column, const QString &text)
{
    if (!correctableAcceleratorColumns().contains(column))
        return QCoreApplication::translate("cp::Catalog", "%1 cannot be corrected; use one of %2")
            .arg(column, correctableAcceleratorColumns().join(QLatin1Char('|')));
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (const auto av = availabilityColumn(column)) {
        if (av->second == QLatin1String("status"))
            return availabilityStatusFromId(text) ? QString()
                                                  : QCoreApplication::translate("cp::Catalog", "must be one of %1")
                                                        .arg(availabilityStatusIds().join(QLatin1Char('|')));
        if (av->second == QLatin1String("max_gpus") && (!ok || v < 1 || v > 1e7 || v != std::floor(v)))
            return QCoreApplication::translate("cp::Catalog", "must be a whole number of GPUs from 1 to 10,000,000");
        if (av->second == QLatin1String("lead_weeks") && (!ok || v < 0 || v > 520))
            return QCoreApplication::translate("cp::Catalog", "must be a number of weeks from 0 to 520");
        return {};
    }
    if (column == QLatin1String("gpus_per_node")) {
        if (!ok || v < 1 || v > 64 || v != std::floor(v))
            return QCoreApplication::translate("cp::Catalog", "must be a whole number 1–64");
        return {};
    }
    // Sanity bound, far above any card (an H100 has 989 BF16 TFLOP/s, 80 GB, 3.35 TB/s, 700 W).
    if (!ok || !(v > 0) || v > 1e7)
        return QCoreApplication::translate("cp::Catalog", "must be a positive number up to 10,000,000");
    return {};
}

Status Catalog::correctAccelerator(const QString &id, const QString &column, const QString &text)
{
    if (const QString problem = checkAcceleratorValue(column, text); !problem.isEmpty())
        return Error { id + QLatin1Char('.') + column, problem };
    auto it = std::find_if(m_accelerators.begin(), m_accelerators.end(), [&](const Accelerator &a) { return a.id == id; });
    if (it == m_accelerators.end())
        return Error { id, QCoreApplication::translate("cp::Catalog", "unknown accelerator '%1'").arg(id) };
    const double v = text.trimmed().toDouble();
    if (const auto av = availabilityColumn(column)) {
        Availability a = availability(id, av->first);
        a.known = true;
        if (av->second == QLatin1String("status"))
            a.status = *availabilityStatusFromId(text);
        else if (av->second == QLatin1String("max_gpus"))
            a.maxGpusPerOrder = int(v);
        else
            a.leadTimeWeeks = v;
        a.source = QStringLiteral("user correction; was: ") + a.source;
        auto row = std::find_if(m_availability.begin(), m_availability.end(),
            [&](const Availability &x) { return x.accelerator == id && x.channel == av->first; });
        if (row == m_availability.end())
            m_availability << a;
        else
            *row = a;
        return Ok {};
    }
    if (column == QLatin1String("bf16_dense_tflops"))
        it->bf16DenseTflops = v;
    else if (column == QLatin1String("memory_gb")) {
        // The framework-visible figure scales with a corrected card size (the same share lost to
        // the driver's reservation); without this the correction would not reach the estimate.
        if (it->usableMemoryMiB && it->memoryGB > 0)
            *it->usableMemoryMiB *= v / it->memoryGB;
        it->memoryGB = v;
    } else if (column == QLatin1String("memory_bw_tbps"))
        it->memoryBandwidthTBps = v;
    else if (column == QLatin1String("scaleup_bw_gbps_bidir"))
        it->scaleUpBandwidthGBpsBidir = v;
    else if (column == QLatin1String("gpus_per_node"))
        it->gpusPerNode = int(v);
    else if (column == QLatin1String("tdp_w"))
        it->tdpWatts = v;
    return Ok {};
}

const Accelerator *Catalog::accelerator(const QString &id) const
{
    for (const Accelerator &a : m_accelerators) {
        if (a.id == id)
            return &a;
    }
    return nullptr;
}

const Fabric *Catalog::fabric(const QString &id) const
{
    for (const Fabric &f : m_fabrics) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

const PriceEntry *Catalog::price(const QString &key) const
{
    for (const PriceEntry &p : m_prices) {
        if (p.key == key)
            return &p;
    }
    return nullptr;
}

QStringList Catalog::acceleratorIds() const
{
    QStringList ids;
    for (const Accelerator &a : m_accelerators)
        ids << a.id;
    return ids;
}

QStringList Catalog::fabricIds() const
{
    QStringList ids;
    for (const Fabric &f : m_fabrics)
        ids << f.id;
    return ids;
}

Catalog Catalog::withTier(PriceTier tier) const
{
    Catalog c = *this;
    for (PriceEntry &p : c.m_prices)
        p = p.atTier(tier);
    c.m_tier = tier;
    return c;
}

Availability Catalog::availability(const QString &acceleratorId, Channel channel) const
{
    for (const Availability &a : m_availability) {
        if (a.accelerator == acceleratorId && a.channel == channel)
            return a;
    }
    Availability none;
    none.accelerator = acceleratorId;
    none.channel = channel;
    none.known = false;
    return none;
}

Status Catalog::setAvailabilityTable(const CsvTable &table)
{
    auto parsed = parseAvailability(table);
    if (!parsed)
        return parsed.errors();
    Errors errors;
    QSet<QString> seen;
    for (const Availability &a : std::as_const(*parsed)) {
        const QString id = a.accelerator + QLatin1Char('/') + channelId(a.channel);
        if (seen.contains(id))
            errors << Error { table.origin(), QCoreApplication::translate("cp::Catalog", "duplicate row '%1'").arg(id) };
        seen.insert(id);
        if (!accelerator(a.accelerator))
            errors << Error { table.origin(),
                QCoreApplication::translate("cp::Catalog", "unknown accelerator '%1'").arg(a.accelerator) };
    }
    if (!errors.isEmpty())
        return errors;
    m_availability = *parsed;
    return Ok {};
}

void Catalog::setPrice(const PriceEntry &entry)
{
    for (PriceEntry &p : m_prices) {
        if (p.key == entry.key) {
            p = entry;
            return;
        }
    }
    m_prices << entry;
}

} // namespace cp
