// computeplanner-cli catalog accelerators|fabrics|prices [--format json|csv]
//                    catalog prices --check [--db FILE] [--data DIR] [--format json]
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "core/catalog/catalog.h"
#include "core/catalog/pricecheck.h"
#include "core/store/store.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

namespace cp::cli {

namespace {

QJsonObject rowJson(const Accelerator &a)
{
    return QJsonObject {
        { QStringLiteral("id"), a.id },
        { QStringLiteral("vendor"), a.vendor },
        { QStringLiteral("name"), a.name },
        { QStringLiteral("bf16_dense_tflops"), a.bf16DenseTflops },
        { QStringLiteral("fp8_tflops"), optionalNumber(a.fp8Tflops) },
        { QStringLiteral("memory_gb"), a.memoryGB },
        { QStringLiteral("memory_bw_tbps"), a.memoryBandwidthTBps },
        { QStringLiteral("scaleup_fabric"), a.scaleUpFabric },
        { QStringLiteral("scaleup_bw_gbps_bidir"), optionalNumber(a.scaleUpBandwidthGBpsBidir) },
        { QStringLiteral("gpus_per_node"), a.gpusPerNode },
        { QStringLiteral("tdp_w"), optionalNumber(a.tdpWatts) },
        { QStringLiteral("confidence"), a.confidenceText },
        { QStringLiteral("source"), a.source },
    };
}

QJsonObject rowJson(const Fabric &f)
{
    return QJsonObject {
        { QStringLiteral("id"), f.id },
        { QStringLiteral("name"), f.name },
        { QStringLiteral("per_gpu_gbps"), f.perGpuGbps },
        { QStringLiteral("kind"), f.kind },
        { QStringLiteral("rdma"), f.rdma },
        { QStringLiteral("assumption"), f.isAssumption() },
        { QStringLiteral("source"), f.source },
    };
}

QJsonValue figureJson(const std::optional<PriceFigure> &f)
{
    if (!f)
        return QJsonValue();
    return QJsonObject {
        { QStringLiteral("value"), optionalNumber(f->value) },
        { QStringLiteral("as_of"), f->asOf },
        { QStringLiteral("confidence"), f->confidenceText },
        { QStringLiteral("assumption"), f->confidence == Confidence::Assumption },
        { QStringLiteral("source"), f->source },
    };
}

QJsonObject rowJson(const PriceEntry &p)
{
    return QJsonObject {
        { QStringLiteral("low"), figureJson(p.low) },
        { QStringLiteral("high"), figureJson(p.high) },
        { QStringLiteral("key"), p.key },
        { QStringLiteral("item"), p.item },
        { QStringLiteral("unit"), p.unit },
        { QStringLiteral("value"), optionalNumber(p.value) },
        { QStringLiteral("currency"), p.currency },
        { QStringLiteral("as_of"), p.asOf },
        { QStringLiteral("confidence"), p.confidenceText },
        { QStringLiteral("assumption"), p.isAssumption() },
        { QStringLiteral("source"), p.source },
    };
}

/// One JSON object per entry of a catalog table, in the catalog's order.
template<class Entries>
QJsonArray tableJson(const Entries &entries)
{
    QJsonArray rows;
    for (const auto &entry : entries)
        rows.append(rowJson(entry));
    return rows;
}

QString csvText(const QJsonValue &v)
{
    return v.isDouble() ? QString::number(v.toDouble(), 'g', 12) : v.isBool() ? (v.toBool() ? QStringLiteral("yes") : QStringLiteral("no"))
                                                                              : v.toString();
}

/// The CSV columns of rows: each key once; a key holding an object in any row (a price's low and
/// high tier) becomes one column per member, KEY_MEMBER, so no figure is lost.
QList<QStringList> csvColumns(const QJsonArray &rows)
{
    QMap<QString, QStringList> members; // key -> its members (empty for a plain value)
    for (const QJsonValue &row : rows) {
        const QJsonObject o = row.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            QStringList &known = members[it.key()];
            for (const QString &m : it.value().toObject().keys()) {
                if (!known.contains(m))
                    known << m;
            }
        }
    }
    QList<QStringList> columns; // {key} or {key, member}
    for (auto it = members.constBegin(); it != members.constEnd(); ++it) {
        if (it.value().isEmpty())
            columns << QStringList { it.key() };
        for (const QString &m : it.value())
            columns << QStringList { it.key(), m };
    }
    return columns;
}

void writeCsv(Context &ctx, const QJsonArray &rows)
{
    if (rows.isEmpty())
        return;
    const QList<QStringList> columns = csvColumns(rows);
    QStringList header;
    for (const QStringList &c : columns)
        header << c.join(QLatin1Char('_'));
    ctx.out << csvRecord(header) << '\n';
    for (const QJsonValue &row : rows) {
        QStringList fields;
        for (const QStringList &c : columns) {
            const QJsonValue v = row.toObject().value(c.constFirst());
            fields << csvText(c.size() == 1 ? v : v.toObject().value(c.constLast()));
        }
        ctx.out << csvRecord(fields) << '\n';
    }
}

QJsonObject violationJson(const PriceViolation &v)
{
    return QJsonObject {
        { QStringLiteral("rule"), priceRuleId(v.rule) },
        { QStringLiteral("tier"), priceTierName(v.tier) },
        { QStringLiteral("accelerator"), v.accelerator },
        { QStringLiteral("key"), v.key },
        { QStringLiteral("other_key"), v.otherKey },
        { QStringLiteral("value"), v.value },
        { QStringLiteral("other_value"), v.otherValue },
        { QStringLiteral("message"), v.message },
        { QStringLiteral("item"), v.item },
        { QStringLiteral("other_item"), v.otherItem },
    };
}

/// `catalog prices --check`: the coherence violations and data findings of the price book (the
/// folder --data names, else the built-in one; with the library's edits when --db names one) on
/// stdout as JSON, each reason on stderr after its rule; exit 1 when there is one.
int checkPrices(const QCommandLineParser &parser, const Catalog &builtIn, Context &ctx, const QString &cmd)
{
    Catalog catalog = builtIn;
    if (parser.isSet(QStringLiteral("data"))) {
        auto loaded = Catalog::loadFromDirectory(parser.value(QStringLiteral("data")));
        if (!loaded)
            return failure(ctx, cmd, joinErrors(loaded.errors()));
        catalog = *loaded;
    }
    const Catalog shipped = catalog;
    if (parser.isSet(QStringLiteral("db"))) {
        StoreOptions options;
        options.readOnly = true;
        auto store = Store::open(parser.value(QStringLiteral("db")), options);
        if (!store)
            return storeError(ctx, cmd, store.errors());
        auto edited = (*store)->editedCatalog(shipped);
        if (!edited)
            return storeError(ctx, cmd, edited.errors());
        catalog = *edited;
    }
    const QList<PriceViolation> violations = checkPriceBook(catalog);
    QJsonArray rows;
    for (const PriceViolation &v : violations) {
        rows.append(violationJson(v));
        ctx.err << QStringLiteral("computeplanner-cli %1: %2: ").arg(cmd, priceRuleId(v.rule)) << v.message << '\n';
    }
    ctx.err.flush();
    writeJson(ctx, QJsonDocument(QJsonObject { { QStringLiteral("coherent"), violations.isEmpty() }, { QStringLiteral("violations"), rows } }));
    return violations.isEmpty() ? Success : Failure;
}

} // namespace

int runCatalog(const QStringList &args, Context &ctx)
{
    const QString cmd = QStringLiteral("catalog");
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "List the built-in reference data with sources and confidence."));
    parser.addPositionalArgument(QStringLiteral("table"), QCoreApplication::translate("cp::cli", "accelerators, fabrics or prices"));
    parser.addOption({ QStringLiteral("format"), QCoreApplication::translate("cp::cli", "Output format: json or csv."), QStringLiteral("format"), QStringLiteral("json") });
    parser.addOption({ QStringLiteral("check"), QCoreApplication::translate("cp::cli", "With prices: check that the book is coherent (lease ≤ monthly ≤ on demand per GPU-hour, spot ≤ on demand, cut-down SKUs not dearer, purchases within their sources) and its data sound (China prices in CNY, leases in line with their cloud prices and quotes, whole servers, dated to the month, distinct names, accelerator figures published or marked); exit 1 with the reasons if not.") });
    parser.addOption({ QStringLiteral("db"), QCoreApplication::translate("cp::cli", "With --check: include the price edits of this library."), QStringLiteral("file") });
    parser.addOption({ QStringLiteral("data"),
        QCoreApplication::translate("cp::cli", "With --check: check the reference data of this folder (accelerators.csv, fabrics.csv, price-book.csv; "
                                               "price-book-defaults.csv and availability.csv when present) instead of the built-in data."),
        QStringLiteral("dir") });
    if (const int rc = parseArguments(parser, args, ctx, cmd); rc >= 0)
        return rc;
    const QString format = formatOption(parser, cmd, { QStringLiteral("json"), QStringLiteral("csv") }, QStringLiteral("json"), ctx);
    if (format.isEmpty())
        return UsageError;
    const QStringList tables { QStringLiteral("accelerators"), QStringLiteral("fabrics"), QStringLiteral("prices") };
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1 || !tables.contains(pos.constFirst()))
        return usageError(ctx, cmd, QCoreApplication::translate("cp::cli", "name one table: %1").arg(tables.join(QLatin1Char('|'))));

    const auto catalog = Catalog::loadBuiltIn();
    if (!catalog)
        return failure(ctx, cmd, joinErrors(catalog.errors()));
    const QString table = pos.constFirst();
    if (parser.isSet(QStringLiteral("check")) || parser.isSet(QStringLiteral("db")) || parser.isSet(QStringLiteral("data"))) {
        if (table != tables[2] || format != QLatin1String("json"))
            return usageError(ctx, cmd, QCoreApplication::translate("cp::cli", "--check and --db go with 'prices' and json output only"));
        if (!parser.isSet(QStringLiteral("check")))
            return usageError(ctx, cmd, QCoreApplication::translate("cp::cli", "--db and --data are read only with --check"));
        return checkPrices(parser, *catalog, ctx, cmd);
    }
    const QJsonArray rows = table == tables[0] ? tableJson(catalog->accelerators())
        : table == tables[1]                   ? tableJson(catalog->fabrics())
                                               : tableJson(catalog->prices());
    if (format == QLatin1String("csv"))
        writeCsv(ctx, rows);
    else
        writeJson(ctx, QJsonDocument(rows));
    return Success;
}

Command catalogCommand()
{
    return { QStringLiteral("catalog"), QT_TRANSLATE_NOOP("cp::cli", "List built-in accelerators, fabrics or prices with sources."), runCatalog };
}

} // namespace cp::cli
