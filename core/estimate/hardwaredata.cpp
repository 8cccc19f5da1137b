#include "core/estimate/hardwaredata.h"

#include "core/common/csv.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace cp::estimate {

namespace {

struct GemmTables {
    QHash<QString, GemmTable> byKey; ///< "accelerator/dtype"
};

const GemmTables &gemmTables()
{
    static const GemmTables tables = [] {
        GemmTables t;
        const auto csv = CsvTable::read(QStringLiteral(":/cp/data/gemm-efficiency.csv"));
        if (!csv)
            return t;
        for (qsizetype i = 0; i < csv->rowCount(); ++i) {
            const double m = csv->field(i, QStringLiteral("m")).toDouble();
            const double n = csv->field(i, QStringLiteral("n")).toDouble();
            const double k = csv->field(i, QStringLiteral("k")).toDouble();
            const double tflops = csv->field(i, QStringLiteral("tflops")).toDouble();
            const double peak = csv->field(i, QStringLiteral("peak_tflops")).toDouble();
            if (m <= 0 || n <= 0 || k <= 0 || tflops <= 0 || peak <= 0)
                continue;
            const QString key = csv->field(i, QStringLiteral("accelerator")) + QLatin1Char('/') + csv->field(i, QStringLiteral("dtype"));
            GemmTable &g = t.byKey[key];
            const GemmTable::Point p { std::log2(m), std::log2(n), std::log2(k), tflops / peak };
            g.points.push_back(p);
            g.best = std::max(g.best, p.efficiency);
            g.maxLog2[0] = std::max(g.maxLog2[0], p.log2M);
            g.maxLog2[1] = std::max(g.maxLog2[1], p.log2N);
            g.maxLog2[2] = std::max(g.maxLog2[2], p.log2K);
        }
        return t;
    }();
    return tables;
}

struct Collectives {
    QList<QStringList> scaleUp; ///< catalog accelerators; [0] = "x" when the row crosses the socket
    QList<CollectiveRate> scaleUpRates;
    QHash<QString, CollectiveRate> scaleOut;
};

const Collectives &collectives()
{
    static const Collectives c = [] {
        Collectives out;
        const auto csv = CsvTable::read(QStringLiteral(":/cp/data/fabric-collectives.csv"));
        if (!csv)
            return out;
        for (qsizetype i = 0; i < csv->rowCount(); ++i) {
            CollectiveRate r;
            r.busBytesPerS = csv->field(i, QStringLiteral("allreduce_busbw_gbps")).toDouble() * 1e9;
            r.baseLatencyS = csv->field(i, QStringLiteral("base_latency_us")).toDouble() * 1e-6;
            r.gpusInTest = csv->field(i, QStringLiteral("gpus_in_test")).toInt();
            r.perNode = csv->field(i, QStringLiteral("busbw_basis")).contains(QLatin1String("per 8-GPU node"));
            const QString id = csv->field(i, QStringLiteral("id"));
            if (csv->field(i, QStringLiteral("scope")) == QLatin1String("scale-out")) {
                out.scaleOut.insert(id, r);
                continue;
            }
            QStringList accelerators = csv->field(i, QStringLiteral("accelerators")).split(QLatin1Char(';'));
            accelerators.prepend(id.endsWith(QLatin1String("xsocket")) ? QStringLiteral("x") : QString());
            out.scaleUp << accelerators;
            out.scaleUpRates << r;
        }
        return out;
    }();
    return c;
}

} // namespace

double GemmTable::at(double m, double n, double k) const
{
    const double q[3] = { std::min(std::log2(std::max(m, 1.0)), maxLog2[0]), std::min(std::log2(std::max(n, 1.0)), maxLog2[1]),
        std::min(std::log2(std::max(k, 1.0)), maxLog2[2]) };
    double weights = 0, sum = 0;
    for (const Point &p : points) {
        const double d2 = (q[0] - p.log2M) * (q[0] - p.log2M) + (q[1] - p.log2N) * (q[1] - p.log2N) + (q[2] - p.log2K) * (q[2] - p.log2K);
        if (d2 < 1e-12)
            return p.efficiency;
        const double w = 1.0 / (d2 * d2);
        weights += w;
        sum += w * p.efficiency;
    }
    return weights > 0 ? sum / weights : best;
}

const GemmTable &gemmTable(const QString &accelerator, const QString &dtype)
{
    static const GemmTable empty;
    const auto &tables = gemmTables().byKey;
    const auto it = tables.constFind(accelerator + QLatin1Char('/') + dtype);
    return it == tables.constEnd() ? empty : *it;
}

double achievableGemmEfficiency(const QString &accelerator, VendorFamily family, bool fp8, double fp8GemmRatio)
{
    const GemmTable &bf16 = gemmTable(accelerator, QStringLiteral("bf16"));
    const GemmTable &fp8Table = gemmTable(accelerator, QStringLiteral("fp8"));
    if (fp8 && fp8Table.best > 0)
        return fp8Table.best;
    const bool nvidia = family == VendorFamily::NvidiaAmpere || family == VendorFamily::NvidiaHopper;
    const double best = bf16.best > 0 ? bf16.best : (nvidia ? kDefaultGemmEfficiencyNvidia : kDefaultGemmEfficiencyOther);
    return fp8 ? best * fp8GemmRatio : best;
}

CollectiveRate scaleUpRate(const QString &accelerator, bool crossSocket)
{
    const Collectives &c = collectives();
    CollectiveRate found;
    for (qsizetype i = 0; i < c.scaleUp.size(); ++i) {
        const QStringList &row = c.scaleUp[i];
        // row[0] marks a cross-socket rate; the accelerators follow (no copy: this runs for
        // every collective of every layout the planner tries).
        if (c.scaleUpRates[i].busBytesPerS <= 0 || std::find(row.cbegin() + 1, row.cend(), accelerator) == row.cend())
            continue;
        const bool xsocket = row.first() == QLatin1String("x");
        if (found.busBytesPerS <= 0 || xsocket == crossSocket)
            found = c.scaleUpRates[i];
    }
    return found;
}

CollectiveRate scaleOutRate(const QString &fabric) { return collectives().scaleOut.value(fabric); }

} // namespace cp::estimate
