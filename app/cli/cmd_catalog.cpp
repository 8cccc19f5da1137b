// computeplanner-cli catalog accelerators|fabrics|prices [--format json|csv]
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "core/catalog/catalog.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cp::cli {

namespace {

QJsonValue optionalNumber(const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); }

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

QJsonObject rowJson(const PriceEntry &p)
{
    return QJsonObject {
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

void writeCsv(Context &ctx, const QJsonArray &rows)
{
    if (rows.isEmpty())
        return;
    const QStringList keys = rows.first().toObject().keys();
    ctx.out << keys.join(QLatin1Char(',')) << '\n';
    for (const QJsonValue &row : rows) {
        QStringList fields;
        for (const QString &k : keys)
            fields << csvText(row.toObject().value(k));
        ctx.out << csvRecord(fields) << '\n';
    }
}

} // namespace

int runCatalog(const QStringList &args, Context &ctx)
{
    const QString cmd = QStringLiteral("catalog");
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "List the built-in reference data with sources and confidence."));
    parser.addPositionalArgument(QStringLiteral("table"), QCoreApplication::translate("cp::cli", "accelerators, fabrics or prices"));
    parser.addOption({ QStringLiteral("format"), QCoreApplication::translate("cp::cli", "Output format: json or csv."), QStringLiteral("format"), QStringLiteral("json") });
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
