// The price book's own data (checkPriceBookData, core/catalog/pricecheck.h): what a buyer in
// China can pay, leases against their cloud prices and their own quotes, whole servers, dated
// figures, distinct names and published accelerator figures.
#include "core/catalog/pricecheck.h"
#include "core/catalog/pricereader.h"
#include "core/catalog/pricetexts.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace cp {

namespace {

QString num(double v) { return QString::number(v, 'f', 2); }

QString nameOf(const Catalog &catalog, const QString &key)
{
    const PriceEntry *e = catalog.price(key);
    return e ? QStringLiteral("%1 (%2)").arg(priceItemText(e->item), key) : key;
}

/// The key names a price a buyer in mainland China pays through one of the channels: the China
/// on-demand rental (no provider suffix), a bare-metal lease, a server or card purchase.
bool isChinaChannelKey(const QString &key)
{
    static const QRegularExpression re(QStringLiteral("^(cloud\\.[^.]+\\.on_demand|lease\\.bare_metal\\..+|server\\.[^.]+\\.8gpu|card\\..+)$"));
    return re.match(key).hasMatch();
}

/// The top of every quote range a source text names: "20000-40000 local quotes", "quote range
/// 10000-22000", "18000-35000 quote range".
QList<double> quoteRangeTops(const QString &text)
{
    static const QRegularExpression after(QStringLiteral("(\\d[\\d,]*)\\s*-\\s*(\\d[\\d,]*)\\s+(?:local\\s+)?quote"));
    static const QRegularExpression before(QStringLiteral("quote range\\s+(\\d[\\d,]*)\\s*-\\s*(\\d[\\d,]*)"));
    QList<double> tops;
    for (const QRegularExpression *re : { &after, &before }) {
        for (auto it = re->globalMatch(text); it.hasNext();)
            tops << it.next().captured(2).remove(QLatin1Char(',')).toDouble();
    }
    return tops;
}

class DataChecker {
public:
    DataChecker(const Catalog &catalog, const QHash<QString, double> &overrides)
        : m_catalog(catalog)
        , m_reader(catalog, overrides)
    {
    }

    void add(PriceViolation::Rule rule, const QString &acc, const QString &key, const QString &otherKey, double value, double otherValue,
        const QString &message)
    {
        PriceViolation v { rule, PriceTier::Typical, acc, key, otherKey, value, otherValue, message, {}, {}, {} };
        for (const QString &k : { key, otherKey }) {
            if (m_catalog.price(k) && !v.keys.contains(k))
                v.keys << k;
        }
        const PriceEntry *e = m_catalog.price(key);
        const PriceEntry *o = m_catalog.price(otherKey);
        v.item = e ? e->item : QString();
        v.otherItem = o ? o->item : QString();
        m_out << v;
    }

    std::optional<double> leasePerGpuHour(const QString &acc) const
    {
        const auto v = m_reader.peekCny(leaseKey(acc));
        return v ? std::optional<double>(*v / kServerMonthGpuHours) : std::nullopt;
    }
    static QString leaseKey(const QString &acc) { return QStringLiteral("lease.bare_metal.%1.8gpu").arg(acc); }
    static QString onDemandKey(const QString &acc) { return QStringLiteral("cloud.%1.on_demand").arg(acc); }

    /// Lease / on-demand per GPU-hour of each accelerator with both, against the median of the
    /// others': a market prices the two ways of renting the same card alike, so a ratio more
    /// than twice or less than half the others' means one of the two figures is wrong.
    void checkLeaseCloudRatios()
    {
        QList<std::pair<QString, double>> ratios;
        for (const Accelerator &a : m_catalog.accelerators()) {
            const auto lease = leasePerGpuHour(a.id);
            const auto od = m_reader.peekCny(onDemandKey(a.id));
            if (lease && od && *od > 0)
                ratios.append({ a.id, *lease / *od });
        }
        for (const auto &[acc, ratio] : ratios) {
            QList<double> others;
            for (const auto &[otherAcc, otherRatio] : ratios) {
                if (otherAcc != acc)
                    others << otherRatio;
            }
            if (others.size() < 3)
                continue;
            std::sort(others.begin(), others.end());
            const qsizetype n = others.size();
            const double median = n % 2 ? others[n / 2] : (others[n / 2 - 1] + others[n / 2]) / 2;
            if (ratio >= median / 2 && ratio <= median * 2)
                continue;
            add(PriceViolation::Rule::LeaseCloudRatio, acc, leaseKey(acc), onDemandKey(acc), ratio, median,
                //: %1 and %2 price items with their keys, %3 CNY per GPU-hour, %4 and %6 ratios, %5 CNY per GPU-hour
                QCoreApplication::translate("cp::PriceCheck", "%1 costs %3 CNY per GPU-hour at full use (÷ 8 × 730 h), %4 of %2 at %5; the other "
                                                              "accelerators' leases cost %6 of their on-demand price (median), so one of the two figures is off")
                    .arg(nameOf(m_catalog, leaseKey(acc)), nameOf(m_catalog, onDemandKey(acc)), num(*leasePerGpuHour(acc)), num(ratio),
                        num(*m_reader.peekCny(onDemandKey(acc))), num(median)));
        }
    }

    /// A lease above the top of a quote range named in its own row's sources.
    void checkLeaseQuotes()
    {
        for (const PriceEntry &p : m_catalog.prices()) {
            if (!p.key.startsWith(QLatin1String("lease.bare_metal.")))
                continue;
            const auto v = m_reader.peekCny(p.key);
            if (!v)
                continue;
            QString text = p.source;
            for (const auto &f : { p.low, p.high }) {
                if (f)
                    text += QLatin1Char(' ') + f->source;
            }
            const QList<double> tops = quoteRangeTops(text);
            if (tops.isEmpty())
                continue;
            const double top = *std::max_element(tops.begin(), tops.end());
            if (*v <= top + 1e-6)
                continue;
            add(PriceViolation::Rule::LeaseAboveQuotes, {}, p.key, p.key, *v, top,
                //: %1 price item with its key, %2 and %3 CNY per server-month
                QCoreApplication::translate("cp::PriceCheck", "%1 is %2 CNY, above the quotes its own sources name (up to %3 CNY); "
                                                              "the figure or the quotes are wrong")
                    .arg(nameOf(m_catalog, p.key), num(*v), num(top)));
        }
    }

    /// A server purchase whose name says the host (CPUs, memory, disks) is not in the price.
    void checkHostlessServers()
    {
        static const QRegularExpression hostless(QStringLiteral("host (is )?not included|without (the )?host|excluding (the )?host|\\bmodule\\b"),
            QRegularExpression::CaseInsensitiveOption);
        for (const PriceEntry &p : m_catalog.prices()) {
            if (!isChinaChannelKey(p.key) || !p.key.startsWith(QLatin1String("server.")) || !hostless.match(p.item).hasMatch())
                continue;
            add(PriceViolation::Rule::HostlessServer, {}, p.key, p.key, p.value.value_or(0), 0,
                //: %1 price item with its key
                QCoreApplication::translate("cp::PriceCheck", "%1 is booked as a whole server, but its name says the host is not included; "
                                                              "a build would miss the CPUs, memory and disks")
                    .arg(nameOf(m_catalog, p.key)));
        }
    }

    /// A China channel priced in a foreign currency, or an accelerator a buyer in China can rent
    /// whose only on-demand figure is a foreign provider's list (cloud.ID.on_demand.PROVIDER).
    void checkForeignPrices()
    {
        for (const PriceEntry &p : m_catalog.prices()) {
            if (!isChinaChannelKey(p.key) || !p.value || p.currency.isEmpty() || p.currency == QLatin1String("CNY"))
                continue;
            add(PriceViolation::Rule::ForeignPrice, {}, p.key, p.key, *p.value, 0,
                //: %1 price item with its key, %2 a figure, %3 a currency code
                QCoreApplication::translate("cp::PriceCheck", "%1 is %2 %3: a price a buyer in China pays is stated in CNY from a China source")
                    .arg(nameOf(m_catalog, p.key), num(*p.value), p.currency));
        }
        for (const Accelerator &a : m_catalog.accelerators()) {
            const Availability av = m_catalog.availability(a.id, Channel::Cloud);
            if (!av.known || av.status == AvailabilityStatus::Unavailable || m_reader.has(onDemandKey(a.id)))
                continue;
            const QString variant = m_reader.cheapestVariant(onDemandKey(a.id));
            if (variant.isEmpty())
                continue;
            add(PriceViolation::Rule::ForeignPrice, a.id, variant, onDemandKey(a.id), m_reader.peekCny(variant).value_or(0), 0,
                //: %1 accelerator name, %2 price item with its key, %3 CNY per GPU-hour
                QCoreApplication::translate("cp::PriceCheck", "%1 can be rented in China, but its only on-demand price is a foreign provider's list, "
                                                              "%2 at %3 CNY per GPU-hour; the plan would price a China rental at it")
                    .arg(a.name, nameOf(m_catalog, variant), num(m_reader.peekCny(variant).value_or(0))));
        }
    }

    /// Every as-of date of an entry (typical, low and high figure) names its month.
    void checkAsOfMonths()
    {
        static const QRegularExpression month(QStringLiteral("^\\d{4}-(0[1-9]|1[0-2])"));
        for (const PriceEntry &p : m_catalog.prices()) {
            QStringList bad;
            for (const QString &asOf : { p.asOf, p.low ? p.low->asOf : QString(), p.high ? p.high->asOf : QString() }) {
                if (!asOf.isEmpty() && !month.match(asOf).hasMatch() && !bad.contains(asOf))
                    bad << asOf;
            }
            if (bad.isEmpty())
                continue;
            add(PriceViolation::Rule::AsOfWithoutMonth, {}, p.key, p.key, p.value.value_or(0), 0,
                //: %1 price item with its key, %2 the dates
                QCoreApplication::translate("cp::PriceCheck", "%1 is dated %2 without a month; a price's as-of date names its month (yyyy-MM)")
                    .arg(nameOf(m_catalog, p.key), bad.join(QStringLiteral(", "))));
        }
    }

    /// Two entries whose names read the same once a trailing qualifier in brackets is dropped
    /// ("1-year commitment discount vs on-demand" and "... (China market)").
    void checkDuplicateNames()
    {
        static const QRegularExpression qualifier(QStringLiteral("\\s*\\([^)]*\\)\\s*$"));
        QHash<QString, QString> seen; // the plain name -> the first key of that name
        for (const PriceEntry &p : m_catalog.prices()) {
            const QString plain = QString(p.item).remove(qualifier).trimmed().toCaseFolded();
            if (plain.isEmpty())
                continue;
            const auto it = seen.constFind(plain);
            if (it == seen.constEnd()) {
                seen.insert(plain, p.key);
                continue;
            }
            add(PriceViolation::Rule::DuplicateItemName, {}, p.key, it.value(), 0, 0,
                //: %1 and %2 price items with their keys
                QCoreApplication::translate("cp::PriceCheck", "%1 and %2 have the same name; a reader cannot tell which figure a plan uses")
                    .arg(nameOf(m_catalog, p.key), nameOf(m_catalog, it.value())));
        }
    }

    /// An accelerator whose TDP or scale-up figures are blank must list them as not published.
    void checkAcceleratorFigures()
    {
        for (const Accelerator &a : m_catalog.accelerators()) {
            const QStringList unpublished = unpublishedColumns(a);
            QStringList blank;
            if (!a.tdpWatts && !unpublished.contains(QLatin1String("tdp_w")))
                blank << QStringLiteral("tdp_w");
            if (!a.scaleUpBandwidthGBpsBidir && !unpublished.contains(QLatin1String("scaleup_bw_gbps_bidir")))
                blank << QStringLiteral("scaleup_bw_gbps_bidir");
            if (a.scaleUpFabric.isEmpty() && !unpublished.contains(QLatin1String("scaleup_fabric")))
                blank << QStringLiteral("scaleup_fabric");
            if (blank.isEmpty())
                continue;
            add(PriceViolation::Rule::MissingAcceleratorFigure, a.id, a.id, {}, 0, 0,
                //: %1 accelerator name, %2 accelerators.csv column names
                QCoreApplication::translate("cp::PriceCheck", "%1: %2 blank without a source or a reason; fill the figure or mark it in the "
                                                              "source as NOT PUBLISHED (columns): why")
                    .arg(a.name, blank.join(QStringLiteral(", "))));
        }
    }

    QList<PriceViolation> result() const { return m_out; }

private:
    const Catalog &m_catalog;
    PriceReader m_reader;
    QList<PriceViolation> m_out;
};

const QRegularExpression &unpublishedMarker()
{
    static const QRegularExpression re(QStringLiteral("NOT PUBLISHED \\(([^)]*)\\):\\s*(.*)$"));
    return re;
}

} // namespace

QStringList unpublishedColumns(const Accelerator &accelerator)
{
    const QRegularExpressionMatch m = unpublishedMarker().match(accelerator.source);
    QStringList columns;
    if (m.hasMatch()) {
        for (const QString &c : m.captured(1).split(QLatin1Char(',')))
            columns << c.trimmed();
    }
    return columns;
}

QString unpublishedReason(const Accelerator &accelerator)
{
    const QRegularExpressionMatch m = unpublishedMarker().match(accelerator.source);
    return m.hasMatch() ? m.captured(2).trimmed() : QString();
}

QString acceleratorAsOf(const Catalog &catalog, const QString &acceleratorId)
{
    QString latest;
    for (const Availability &av : catalog.availabilities()) {
        if (av.accelerator == acceleratorId && av.asOf > latest)
            latest = av.asOf;
    }
    return latest;
}

QList<PriceViolation> checkPriceBookData(const Catalog &catalog, const QHash<QString, double> &overrides)
{
    DataChecker c(catalog, overrides);
    c.checkLeaseCloudRatios();
    c.checkLeaseQuotes();
    c.checkHostlessServers();
    c.checkForeignPrices();
    c.checkAsOfMonths();
    c.checkDuplicateNames();
    c.checkAcceleratorFigures();
    return c.result();
}

} // namespace cp
