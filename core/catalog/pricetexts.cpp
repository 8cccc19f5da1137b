#include "core/catalog/pricetexts.h"

#include "core/catalog/catalog.h"
#include "core/catalog/datatexts.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cp {

namespace {

// The items and units of resources/data/price-book.csv and price-book-defaults.csv, for lupdate.
const char *const kItems[] = {
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "H100 80GB on-demand rental (China market)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "A100 80GB on-demand rental (China market)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "A800 80GB on-demand rental (China market)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "A100 40GB on-demand rental (China market, derived)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "H20 96GB on-demand rental (China market)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "L40S 48GB on-demand rental (China market, derived)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "H200 141GB on-demand rental (foreign list, proxy)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "RTX 4090 24GB on-demand rental (China market)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "H100 SXM (Lambda 8-GPU node)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "A100 SXM 80GB (Lambda 8-GPU node)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "B200 (Lambda 8-GPU node)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "AWS p5.48xlarge us-east-1"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "AWS p4d.24xlarge us-east-1"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Spot/preemptible discount vs on-demand"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "1-year commitment discount, older name (same figures as the China-market entry)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x H20 server purchase"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x H800 server purchase"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x H100 server purchase (China grey market)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Ascend 910B card"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "H20 card"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Server cost / sum of GPU cost"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "DGX H100 max system power"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "DGX A100 max system power"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Average draw during training / max system power"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "PUE of a Yangtze River Delta hub data centre (policy target)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "PUE of ordinary enterprise colocation"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "China average industrial electricity price"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Zhejiang industrial electricity price"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Hangzhou IDC rack rent (high-density)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "GPU cluster operations engineer (loaded cost)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Server useful life used by hyperscalers"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Resale value of an 8-GPU node after 36 months"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Object storage (China mainland standard)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Internet egress (China mainland)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Exchange rate"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Zhejiang industrial electricity price (blended peak/valley)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Hangzhou IDC high-density rack rent (electricity billed separately)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Usable power per high-density rack"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x H100 bare-metal lease from a local intelligent-computing centre (rack power and hardware maintenance included)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x H800 bare-metal lease (rack power and maintenance included)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x A100 80GB bare-metal lease (rack power and maintenance included)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x A800 80GB bare-metal lease (rack power and maintenance included)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x H20 bare-metal lease (rack power and maintenance included)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x L40S bare-metal lease (rack power and maintenance included)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x Ascend 910B bare-metal lease (rack power and maintenance included)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Minimum term of a bare-metal lease"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x A100 80GB server purchase"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Monthly commitment discount vs on-demand (billed in whole 730-hour months)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Mean time between spot preemptions of a job"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Time to reschedule and reload a job after a preemption"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "InfiniBand/RoCE 400G NICs for one 8-GPU server (one per GPU rail)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "64-port 400G InfiniBand switch"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Ports per InfiniBand switch"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "All-flash parallel file system (usable capacity)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Room retrofit per rack (containment PDUs cabling)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "One-time power-capacity expansion fee"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Hangzhou IDC BGP internet bandwidth"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Hardware maintenance and spares per year"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "PUE increase in summer months"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Average draw of an idle server / max system power"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8-GPU server max power / sum of GPU TDP"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "H800 80GB on-demand rental (proxy)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Ascend 910B rental (proxy)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "1-year commitment discount vs on-demand (China market)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "3-year commitment discount vs on-demand (China market)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "8x H200 server purchase (8-card board plus host)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Deposit of a bare-metal lease (refunded at the end)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Early-exit penalty of a bare-metal lease"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "Yearly change of GPU rental prices (next year's price / this year's)"),
    QT_TRANSLATE_NOOP("cp::PriceBookItems", "VAT rate on the bare-metal lease invoice"),
};

const char *const kUnits[] = {
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per GPU-hour"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "fraction"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per server"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per card"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "ratio"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "kW"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per kWh"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per rack-month"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per year"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "years"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "fraction of purchase"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per GB-month"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per GB"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "CNY per USD"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per server-month"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "months"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "hours"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per switch"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "ports"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per TB"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per rack"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per kW"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "per Mbps-month"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "fraction of capex"),
    QT_TRANSLATE_NOOP("cp::PriceBookUnits", "ratio per year"),
};

} // namespace

QString priceItemText(const QString &item)
{
    return QCoreApplication::translate("cp::PriceBookItems", item.toUtf8().constData());
}

QString priceUnitText(const QString &unit)
{
    return QCoreApplication::translate("cp::PriceBookUnits", unit.toUtf8().constData());
}

QString priceKeyName(const QString &key, const Catalog &catalog)
{
    const PriceEntry *p = catalog.price(key);
    return p && !p->item.isEmpty() ? priceItemText(p->item) : key;
}

QStringList priceKeyNames(const QStringList &keysOrTexts, const Catalog &catalog)
{
    QStringList out;
    for (const QString &t : keysOrTexts)
        out << priceKeyName(t, catalog);
    return out;
}

namespace {
// The fixed parts of availability.csv's sources (the rest cites a rule, a filing or a listing).
const char *const kAvailabilityTexts[] = {
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "ASSUMPTION: cluster size and lead time, user must confirm"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "ASSUMPTION: cluster size per order, user must confirm"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "ASSUMPTION: status, cluster size and lead time, user must confirm"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "ASSUMPTION: status and cluster size per order, user must confirm"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "ASSUMPTION: no licence needed, cluster size and lead time, user must confirm"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "ASSUMPTION: no lawful mainland stock, user must confirm"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "ASSUMPTION: no mainland cloud offers it, user must confirm"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "domestic part"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "no lawful new supply"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "installed stock"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "rented from installed stock"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "no new supply since 2023-10"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "user must confirm"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "installed stock leased by local centres"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "few installed in China before 2025-12"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "widely deployed in China in 2024-2025"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "Chinese import approval uncertain"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "no lawful mainland stock"),
    QT_TRANSLATE_NOOP("cp::AvailabilitySource", "consumer exemption with notification"),
};
} // namespace

QString availabilitySourceText(const QString &source)
{
    QStringList parts = source.split(QStringLiteral("; "));
    for (QString &part : parts) {
        bool isFixed = false;
        for (const char *fixed : kAvailabilityTexts) {
            if (part == QLatin1String(fixed)) {
                part = QCoreApplication::translate("cp::AvailabilitySource", fixed);
                isFixed = true;
                break;
            }
        }
        if (!isFixed) // a phrase with a date or a citation in it
            part = availabilityPhraseText(part);
    }
    //: the separator between the phrases of an availability source (zh: a full-width semicolon)
    return parts.join(QCoreApplication::translate("cp::DataTexts", "; "));
}

QString readableSource(const QString &source, const Catalog *catalog)
{
    // "ASSUMPTION: x", "ASSUMPTION (calibrated): x", "ASSUMPTIONS the user must confirm"
    static const QRegularExpression marker(QStringLiteral("\\bASSUMPTIONS?\\b(\\s*\\([^)]*\\))?\\s*:?\\s*"));
    // the project's own files: core/…/x.h, app/…, resources/…, tests/…, DESIGN.md section 5, README.md
    static const QRegularExpression path(QStringLiteral(
        "\\b(?:core|app|resources|tests|installer|shared)/[\\w./-]+|\\b(?:DESIGN|README|CONTRIBUTING)\\.md(?:\\s+section\\s+\\d+)?"));
    static const QRegularExpression emptyBrackets(QStringLiteral("\\s*\\(\\s*[;,]?\\s*\\)"));
    static const QRegularExpression leadingSeparator(QStringLiteral("\\(\\s*[;,]\\s*"));
    static const QRegularExpression trailingSeparator(QStringLiteral("\\s*[;,]\\s*\\)"));
    static const QRegularExpression spaces(QStringLiteral("\\s{2,}"));
    QString s = source;
    const bool markedAtStart = s.startsWith(QLatin1String("ASSUMPTION"));
    s.replace(marker, QString());
    s.replace(path, QString());
    if (catalog) {
        for (const PriceEntry &p : catalog->prices()) {
            if (!p.item.isEmpty() && s.contains(p.key))
                s.replace(p.key, priceItemText(p.item));
        }
    }
    s.replace(leadingSeparator, QStringLiteral("("));
    s.replace(trailingSeparator, QStringLiteral(")"));
    s.replace(emptyBrackets, QString());
    s.replace(spaces, QStringLiteral(" "));
    s = s.trimmed();
    while (s.endsWith(QLatin1Char(';')) || s.endsWith(QLatin1Char(',')))
        s.chop(1);
    if (markedAtStart && !s.isEmpty())
        s[0] = s.at(0).toUpper();
    return s;
}

QStringList translatablePriceTexts()
{
    QStringList out;
    for (const char *t : kItems)
        out << QString::fromUtf8(t);
    for (const char *t : kUnits)
        out << QString::fromUtf8(t);
    return out;
}

} // namespace cp
