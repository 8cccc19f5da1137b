// computeplanner-cli accuracy [--format json|csv|text]: the estimator's back-test against the
// shipped published measurements, fitted and cross-validated (leave one source out) now.
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "core/common/csv.h"
#include "core/estimate/memorybacktest.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cp::cli {

namespace {

const QString kCmd = QStringLiteral("accuracy");

QJsonObject rowJson(const estimate::AccuracyRow &r)
{
    return QJsonObject {
        { QStringLiteral("id"), r.id },
        { QStringLiteral("source"), r.source },
        { QStringLiteral("family"), r.family },
        { QStringLiteral("metric"), r.metric },
        { QStringLiteral("published"), r.published },
        { QStringLiteral("predicted"), r.predicted },
        { QStringLiteral("error_pct"), r.errorPct },
        { QStringLiteral("cv_predicted"), r.cvPredicted },
        { QStringLiteral("cv_error_pct"), r.cvErrorPct },
    };
}

QJsonObject groupJson(const estimate::AccuracyGroup &g, const char *key)
{
    return QJsonObject {
        { QLatin1String(key), g.name },
        { QStringLiteral("n"), g.n },
        { QStringLiteral("median_error_pct"), g.medianErrorPct },
        { QStringLiteral("worst_error_pct"), g.worstErrorPct },
        { QStringLiteral("cv_median_error_pct"), g.cvMedianErrorPct },
        { QStringLiteral("cv_worst_error_pct"), g.cvWorstErrorPct },
    };
}

QJsonObject fitJson(const estimate::MemoryFit &f)
{
    return QJsonObject {
        { QStringLiteral("context_gib"), f.contextGiB },
        { QStringLiteral("fragmentation"), f.fragmentation },
        { QStringLiteral("logits_bytes_per_element"), f.logitsBytesPerElement },
    };
}

QString notIncluded()
{
    return QCoreApplication::translate("cp::cli", "step-time family not included: its 13 constants are fitted by a grid search over the "
                                                  "calibration runs that takes minutes per fit (tst_backtest, CP_BACKTEST_FIT=1), too slow "
                                                  "to repeat for every left-out source here");
}

QJsonObject reportJson(const estimate::AccuracyReport &r)
{
    QJsonArray rows, families, sources, cv;
    for (const auto &row : r.rows)
        rows.append(rowJson(row));
    for (const auto &g : r.families)
        families.append(groupJson(g, "family"));
    for (const auto &g : r.sources)
        sources.append(groupJson(g, "source"));
    for (const auto &[source, fit] : r.cvFits) {
        QJsonObject o = fitJson(fit);
        o.insert(QStringLiteral("left_out"), source);
        cv.append(o);
    }
    return QJsonObject {
        { QStringLiteral("rows"), rows },
        { QStringLiteral("families"), families },
        { QStringLiteral("sources"), sources },
        { QStringLiteral("fit"), fitJson(r.fit) },
        { QStringLiteral("cv_fits"), cv },
        { QStringLiteral("notes"), QJsonArray { notIncluded() } },
    };
}

QString pct(double v) { return QString::number(v, 'f', 1); }

void writeText(Context &ctx, const estimate::AccuracyReport &r)
{
    //: column headers of the accuracy table; CV = leave-one-source-out cross-validation
    ctx.out << QCoreApplication::translate("cp::cli", "family/source        n  median %  worst %  CV median %  CV worst %") << '\n';
    auto line = [&ctx](const estimate::AccuracyGroup &g) {
        ctx.out << g.name.leftJustified(18) << QString::number(g.n).rightJustified(4) << pct(g.medianErrorPct).rightJustified(10)
                << pct(g.worstErrorPct).rightJustified(9) << pct(g.cvMedianErrorPct).rightJustified(13)
                << pct(g.cvWorstErrorPct).rightJustified(12) << '\n';
    };
    for (const auto &g : r.families)
        line(g);
    for (const auto &g : r.sources)
        line(g);
    ctx.out << '\n'
            << QCoreApplication::translate("cp::cli", "fit on every source: context %1 GiB, fragmentation %2 of transient buffers, %3 bytes per logit")
                   .arg(r.fit.contextGiB, 0, 'f', 1)
                   .arg(r.fit.fragmentation, 0, 'f', 2)
                   .arg(r.fit.logitsBytesPerElement, 0, 'f', 0)
            << '\n'
            << notIncluded() << '\n';
}

void writeCsv(Context &ctx, const estimate::AccuracyReport &r)
{
    ctx.out << "id,source,family,metric,published,predicted,error_pct,cv_predicted,cv_error_pct\n";
    for (const auto &row : r.rows) {
        ctx.out << csvRecord({ row.id, row.source, row.family, row.metric, QString::number(row.published, 'g', 8),
            QString::number(row.predicted, 'g', 8), QString::number(row.errorPct, 'f', 2),
            QString::number(row.cvPredicted, 'g', 8), QString::number(row.cvErrorPct, 'f', 2) })
                << '\n';
    }
}

} // namespace

int runAccuracy(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Back-test the estimator against the shipped published measurements: "
                                                                            "the fit on every source and leave-one-source-out cross-validation, computed now."));
    parser.addOption({ QStringLiteral("format"), QCoreApplication::translate("cp::cli", "Output format: json, csv or text."), QStringLiteral("format"), QStringLiteral("json") });
    if (const int rc = parseArguments(parser, args, ctx, kCmd); rc >= 0)
        return rc;
    const QString format = formatOption(parser, kCmd, { QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("text") }, QStringLiteral("json"), ctx);
    if (format.isEmpty())
        return UsageError;
    if (!parser.positionalArguments().isEmpty())
        return usageError(ctx, kCmd, QCoreApplication::translate("cp::cli", "takes no arguments, only --format"));
    const auto rows = estimate::readMemoryMeasurements();
    if (!rows)
        return failure(ctx, kCmd, joinErrors(rows.errors()));
    const auto ran = estimate::readRanConfigurations();
    if (!ran)
        return failure(ctx, kCmd, joinErrors(ran.errors()));
    const auto report = estimate::memoryBacktest(*rows, *ran);
    if (!report)
        return failure(ctx, kCmd, joinErrors(report.errors()));
    if (format == QLatin1String("csv"))
        writeCsv(ctx, *report);
    else if (format == QLatin1String("text"))
        writeText(ctx, *report);
    else
        writeJson(ctx, QJsonDocument(reportJson(*report)));
    return Success;
}

Command accuracyCommand()
{
    return { QStringLiteral("accuracy"), QT_TRANSLATE_NOOP("cp::cli", "Back-test the estimator on published measurements (in-sample and cross-validated)."), runAccuracy };
}

} // namespace cp::cli
