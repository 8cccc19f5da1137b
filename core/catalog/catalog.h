#pragma once
// Built-in reference data: accelerators, network fabrics and the default price book.
// Shipped in resources/data/*.csv (copied from the team's sourced reference data) and
// compiled into core as Qt resources. Every record keeps its source and confidence; price
// entries keep their as-of date, and those without a public source are assumptions.

#include "core/common/csv.h"
#include "core/common/expected.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cp {

/// Where the confidence column says a figure came from.
enum class Confidence {
    Found, ///< read off a primary public source
    Secondary, ///< quoted by a reputable secondary source
    Uncertain, ///< conflicting or community-reported figures
    Assumption, ///< no public source: the user must confirm it
};

/// Maps the CSV confidence strings ("found", "found-memory-uncertain", "secondary",
/// "uncertain", "uncertain-bandwidth", "assumption", "not-found") to the enum.
Confidence confidenceFromString(const QString &text);
QString confidenceToString(Confidence c);

struct Accelerator {
    QString id;
    QString vendor;
    QString name;
    double bf16DenseTflops = 0; ///< dense BF16/FP16 tensor TFLOP/s
    std::optional<double> tf32Tflops;
    std::optional<double> fp8Tflops;
    std::optional<double> int8Tops;
    double memoryGB = 0; ///< device memory, GB as marketed (80 GB cards have 80 GiB)
    /// Device memory as the framework sees it, MiB (nvidia-smi / npu-smi memory.total), and
    /// where that figure comes from; empty: memoryGB taken as GiB.
    std::optional<double> usableMemoryMiB;
    QString usableMemorySource;
    /// Host memory of the accelerator's usual server, GiB per node (offload checks), and the
    /// achieved host<->device bandwidth per GPU and direction, GB/s; both assumptions.
    std::optional<double> hostMemoryGiB;
    std::optional<double> hostLinkGBps;
    double memoryBandwidthTBps = 0; ///< TB/s
    QString scaleUpFabric; ///< "NVLink4+NVSwitch", "PCIe Gen4 x16", "HCCS (8-card mesh)"
    std::optional<double> scaleUpBandwidthGBpsBidir; ///< per-GPU bidirectional GB/s inside a node
    int gpusPerNode = 8;
    std::optional<double> tdpWatts;
    QString softwareStack; ///< CUDA, CANN, ROCm ...
    QString confidenceText; ///< the CSV's own wording, e.g. "uncertain-bandwidth"
    Confidence confidence = Confidence::Found;
    QString source;
    /// Whether the card can exchange data with an RDMA NIC directly (GPUDirect RDMA or the vendor's
    /// equivalent; accelerators.csv "gpudirect_rdma", "no" for consumer cards) and where that comes
    /// from. The planner keeps a card without it within one node.
    bool gpudirectRdma = true;
    QString gpudirectRdmaSource;

    /// True when the scale-up link is plain PCIe (no NVLink/NVSwitch/HCCS mesh): tensor
    /// parallelism across such cards is slow.
    bool isPcieOnly() const;
    /// Peak dense TFLOP/s for a precision name ("bf16", "fp16", "fp8", "tf32"); falls back to
    /// BF16 when the card has no figure for it.
    double peakTflops(const QString &precision) const;
};

struct Fabric {
    QString id;
    QString name;
    double perGpuGbps = 0; ///< Gb/s available to each GPU for inter-node traffic
    QString kind; ///< infiniband, roce, ethernet
    bool rdma = false;
    QString notes;
    QString source;
    bool isAssumption() const { return source.compare(QLatin1String("assumption"), Qt::CaseInsensitive) == 0; }
};

/// Which of a price-book entry's figures a computation uses (cheapest seller, representative
/// market rate, hyperscaler list).
enum class PriceTier {
    Low, ///< the cheapest seller (for a discount: the largest discount)
    Typical, ///< a representative market rate: a 30-day average or the mid of quotes (default)
    High, ///< a hyperscaler's list price (for a discount: the smallest discount)
};

/// "low", "typical", "high".
QString priceTierName(PriceTier tier);
/// The tier a word names, or nullopt for any other word.
std::optional<PriceTier> priceTierFromString(const QString &text);
/// The tier words in order: low, typical, high.
const QStringList &priceTierNames();

/// One tier's figure of a price-book entry, with its own provenance.
struct PriceFigure {
    std::optional<double> value;
    QString asOf;
    QString confidenceText;
    Confidence confidence = Confidence::Found;
    QString source;
};

struct PriceEntry {
    QString key; ///< e.g. "cloud.h100-sxm-80gb.on_demand"
    QString item;
    QString unit; ///< "per GPU-hour", "per server", "fraction", "per kWh" ...
    std::optional<double> value; ///< empty when no public figure was found
    QString currency; ///< CNY, USD, or empty for ratios
    QString asOf;
    QString confidenceText;
    Confidence confidence = Confidence::Found;
    QString source;
    /// The low and high tiers (columns low*, high* of the CSV); value, as_of, confidence and
    /// source above are the typical tier. A tier without a figure uses the typical one.
    std::optional<PriceFigure> low;
    std::optional<PriceFigure> high;
    /// Set on an entry put at the low or high tier (atTier): the typical figure it replaced.
    std::optional<PriceFigure> typical;
    /// No public source: the user must confirm (or enter) this figure.
    bool isAssumption() const { return confidence == Confidence::Assumption; }
    /// The tier's figure (the typical one when the tier has none).
    PriceFigure figure(PriceTier tier) const;
    /// This entry with the tier's figure and provenance in value, as_of, confidence and source.
    PriceEntry atTier(PriceTier tier) const;
};

/// How a buyer in mainland China gets an accelerator (availability.csv "channel").
enum class Channel {
    Purchase, ///< buy servers
    Lease, ///< bare-metal lease from a local intelligent-computing centre (智算中心)
    Cloud, ///< cloud rental (on demand, monthly commitment, spot)
};
QString channelId(Channel c); ///< "purchase", "lease", "cloud"
std::optional<Channel> channelFromId(const QString &id);
const QStringList &channelIds();

/// Whether a mainland-China buyer can get an accelerator through a channel.
enum class AvailabilityStatus {
    Available,
    Restricted, ///< export-licensed, grey-market or supply-constrained: limited cluster sizes
    Unavailable, ///< cannot be obtained (export-controlled without licence, discontinued)
};
QString availabilityStatusId(AvailabilityStatus s); ///< "available", "restricted", "unavailable"
std::optional<AvailabilityStatus> availabilityStatusFromId(const QString &id);
const QStringList &availabilityStatusIds();

/// One row of availability.csv: an accelerator through one channel, with its source.
struct Availability {
    QString accelerator;
    Channel channel = Channel::Cloud;
    AvailabilityStatus status = AvailabilityStatus::Available;
    std::optional<int> maxGpusPerOrder; ///< the largest cluster typically obtainable per order
    std::optional<double> leadTimeWeeks;
    QString source; ///< "ASSUMPTION" marks the figures nobody published
    QString asOf;
    /// False for the stand-in of an accelerator/channel the table has no row for (available,
    /// no limit).
    bool known = true;
    bool isAssumption() const { return source.contains(QLatin1String("ASSUMPTION"), Qt::CaseInsensitive); }
};

/// The loaded reference data. Copyable value type; lookups are by the ids in the CSV files.
class Catalog {
public:
    /// Loads the copies compiled into the application (":/cp/data/*.csv"), including the
    /// project's price defaults (price-book-defaults.csv, see mergePriceDefaults()).
    static Expected<Catalog> loadBuiltIn();
    /// Loads accelerators.csv, fabrics.csv and price-book.csv from a folder, and merges
    /// price-book-defaults.csv and availability.csv when the folder has them.
    static Expected<Catalog> loadFromDirectory(const QString &dir);
    /// Parses the three tables; reports every bad row at once.
    static Expected<Catalog> fromTables(const CsvTable &accelerators, const CsvTable &fabrics, const CsvTable &prices);

    /// The reference data as shipped, loaded once (it ships with the app, so failure is a
    /// build defect). Editors show the user's corrections against it.
    static const Catalog &shipped();
    /// The reference data in use: shipped(), or what install() last put in place (the desktop
    /// app installs the shipped data with the user's price-book and accelerator corrections).
    static const Catalog &builtIn();
    /// Puts `catalog` in use for every later builtIn() call. Thread-safe; a reference obtained
    /// earlier stays valid (earlier catalogs are kept for the life of the process).
    static void install(const Catalog &catalog);

    /// The accelerator columns a user may correct (accelerators.csv names):
    /// bf16_dense_tflops, memory_gb, memory_bw_tbps, scaleup_bw_gbps_bidir, gpus_per_node, tdp_w,
    /// and the availability of each channel: <channel>_status, <channel>_max_gpus,
    /// <channel>_lead_weeks (channel: purchase, lease, cloud).
    static const QStringList &correctableAcceleratorColumns();
    /// Why `text` is not allowed in an accelerator column (translated), or empty when it is.
    static QString checkAcceleratorValue(const QString &column, const QString &text);
    /// Sets an accelerator's figure from its text (a user's correction of the catalog).
    Status correctAccelerator(const QString &id, const QString &column, const QString &text);

    const QList<Accelerator> &accelerators() const { return m_accelerators; }
    const QList<Fabric> &fabrics() const { return m_fabrics; }
    const QList<PriceEntry> &prices() const { return m_prices; }
    const QList<Availability> &availabilities() const { return m_availability; }
    /// The accelerator's availability through `channel`; an accelerator without a row is
    /// available without a cluster limit (known = false).
    Availability availability(const QString &acceleratorId, Channel channel) const;
    /// Replaces the availability rows with the table's (availability.csv columns: accelerator,
    /// channel, status, max_gpus_per_order, lead_time_weeks, source, as_of); every bad row at once.
    Status setAvailabilityTable(const CsvTable &table);

    const Accelerator *accelerator(const QString &id) const;
    const Fabric *fabric(const QString &id) const;
    const PriceEntry *price(const QString &key) const;

    QStringList acceleratorIds() const;
    QStringList fabricIds() const;

    /// Merges project defaults (same columns as price-book.csv) into the prices: an entry of the
    /// price book that has a value wins; a default fills a key that is missing or has no value.
    /// Every merged default is flagged as an assumption the user must confirm.
    Status mergePriceDefaults(const CsvTable &defaults);

    /// Replaces or adds a price entry (user edits of the price book).
    void setPrice(const PriceEntry &entry);

    /// This catalog with every price entry at `tier` (PriceEntry::atTier). Each entry keeps its
    /// three figures, so withTier() of the result picks again. The typical tier is the catalog
    /// as loaded; an entry without figures for the tier keeps its typical one.
    Catalog withTier(PriceTier tier) const;
    /// The tier the price entries' values are at (Typical as loaded).
    PriceTier tier() const { return m_tier; }

private:
    QList<Accelerator> m_accelerators;
    QList<Fabric> m_fabrics;
    QList<PriceEntry> m_prices;
    QList<Availability> m_availability;
    PriceTier m_tier = PriceTier::Typical;
};

} // namespace cp
