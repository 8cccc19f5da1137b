// computeplanner-cli accuracy [--format json|csv|text]: the estimator's back-test against the
// shipped published measurements (step-time runs and peak memory), in sample and cross-validated
// (leave one source out), computed now.
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "core/accuracy/accuracytable.h"
#include "core/common/csv.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cp::cli {

namespace {

const QString kAccuracyCmd = QStringLiteral("accuracy");

QJsonObject rowJson(const estimate::AccuracyRow &r)
{
    QJsonObject o {
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
    // Rows kept out of the fit and the families' statistics say why.
    if (!r.excluded.isEmpty())
        o.insert(QStringLiteral("excluded"), r.excluded);
    return o;
}

QJsonObject groupJson(const estimate::AccuracyGroup &g, const char *key)
{
    // First-contact error and P10-P90 coverage are null until the group has rows that carry them.
    const auto orNull = [](int n, double v) { return n > 0 ? QJsonValue(v) : QJsonValue(); };
    return QJsonObject {
        { QLatin1String(key), g.name },
        { QStringLiteral("n"), g.n },
        { QStringLiteral("median_error_pct"), g.medianErrorPct },
        { QStringLiteral("worst_error_pct"), g.worstErrorPct },
        { QStringLiteral("cv_median_error_pct"), g.cvMedianErrorPct },
        { QStringLiteral("cv_worst_error_pct"), g.cvWorstErrorPct },
        { QStringLiteral("first_contact_n"), g.firstContactN },
        { QStringLiteral("first_contact_median_error_pct"), orNull(g.firstContactN, g.firstContactMedianErrorPct) },
        { QStringLiteral("coverage_n"), g.coverageN },
        { QStringLiteral("coverage_p10_p90_pct"), orNull(g.coverageN, g.coverageP10P90Pct) },
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

QString stepTimeNote()
{
    return QCoreApplication::translate("cp::cli", "throughput and GPU-hours: in sample with the shipped constants (core/estimate/calibration.h); "
                                                  "CV: the step-time constants refitted without the row's source by the same procedure "
                                                  "(starts that know nothing of the rows), that source predicted");
}

QString memoryNote()
{
    return QCoreApplication::translate("cp::cli", "memory: the context, fragmentation and bytes-per-logit constants fitted on every source "
                                                  "(in sample) and without the row's source (CV)");
}

using Accuracy = estimate::AccuracyTable;

QJsonObject constantsJson(const estimate::Calibration &c)
{
    QJsonObject o;
    for (const auto &k : estimate::stepTimeKnobs())
        o.insert(k.name, c.*(k.field));
    return o;
}

QJsonObject reportJson(const Accuracy &a)
{
    const estimate::AccuracyReport &r = a.memory;
    QJsonArray rows, families, sources, cv, stepCv;
    for (const auto &row : a.rows)
        rows.append(rowJson(row));
    for (const auto &g : a.families)
        families.append(groupJson(g, "family"));
    for (const auto &g : a.sources)
        sources.append(groupJson(g, "source"));
    for (const auto &[source, fit] : r.cvFits) {
        QJsonObject o = fitJson(fit);
        o.insert(QStringLiteral("left_out"), source);
        cv.append(o);
    }
    for (const auto &entry : a.stepTime.cvFits)
        stepCv.append(QJsonObject { { QStringLiteral("left_out"), entry.first }, { QStringLiteral("constants"), constantsJson(entry.second) } });
    return QJsonObject {
        { QStringLiteral("rows"), rows },
        { QStringLiteral("families"), families },
        { QStringLiteral("sources"), sources },
        { QStringLiteral("fit"), fitJson(r.fit) },
        { QStringLiteral("cv_fits"), cv },
        { QStringLiteral("step_time_constants"), constantsJson(estimate::Calibration {}) },
        { QStringLiteral("step_time_cv_fits"), stepCv },
        { QStringLiteral("notes"), QJsonArray { stepTimeNote(), memoryNote() } },
    };
}

QString pct(double v) { return QString::number(v, 'f', 1); }

void writeText(Context &ctx, const Accuracy &a)
{
    const estimate::AccuracyReport &r = a.memory;
    //: column headers of the accuracy table; CV = leave-one-source-out cross-validation
    ctx.out << QCoreApplication::translate("cp::cli", "family/source        n  median %  worst %  CV median %  CV worst %") << '\n';
    auto line = [&ctx](const estimate::AccuracyGroup &g) {
        ctx.out << g.name.leftJustified(18) << QString::number(g.n).rightJustified(4) << pct(g.medianErrorPct).rightJustified(10)
                << pct(g.worstErrorPct).rightJustified(9) << pct(g.cvMedianErrorPct).rightJustified(13)
                << pct(g.cvWorstErrorPct).rightJustified(12) << '\n';
    };
    for (const auto &g : a.families)
        line(g);
    ctx.out << '\n';
    for (const auto &g : a.sources)
        line(g);
    for (const auto &row : a.rows) {
        if (!row.excluded.isEmpty())
            ctx.out << '\n'
                    << QCoreApplication::translate("cp::cli", "kept out of the fit and the table: %1 (%2 %3, predicted %4): %5")
                           .arg(row.id, row.metric, QString::number(row.published, 'g', 7), QString::number(row.predicted, 'g', 7), row.excluded);
    }
    ctx.out << '\n'
            << QCoreApplication::translate("cp::cli", "fit on every source: context %1 GiB, fragmentation %2 of transient buffers, %3 bytes per logit")
                   .arg(r.fit.contextGiB, 0, 'f', 1)
                   .arg(r.fit.fragmentation, 0, 'f', 2)
                   .arg(r.fit.logitsBytesPerElement, 0, 'f', 0)
            << '\n'
            << stepTimeNote() << '\n'
            << memoryNote() << '\n';
}

void writeCsv(Context &ctx, const Accuracy &a)
{
    ctx.out << "id,source,family,metric,published,predicted,error_pct,cv_predicted,cv_error_pct,excluded\n";
    for (const auto &row : a.rows) {
        ctx.out << csvRecord({ row.id, row.source, row.family, row.metric, QString::number(row.published, 'g', 8),
            QString::number(row.predicted, 'g', 8), QString::number(row.errorPct, 'f', 2),
            QString::number(row.cvPredicted, 'g', 8), QString::number(row.cvErrorPct, 'f', 2), row.excluded })
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
    if (const int rc = parseArguments(parser, args, ctx, kAccuracyCmd); rc >= 0)
        return rc;
    const QString format = formatOption(parser, kAccuracyCmd, { QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("text") }, QStringLiteral("json"), ctx);
    if (format.isEmpty())
        return UsageError;
    if (!parser.positionalArguments().isEmpty())
        return usageError(ctx, kAccuracyCmd, QCoreApplication::translate("cp::cli", "takes no arguments, only --format"));
    const auto table = estimate::shippedAccuracy();
    if (!table)
        return failure(ctx, kAccuracyCmd, joinErrors(table.errors()));
    const Accuracy &accuracy = *table;
    if (format == QLatin1String("csv"))
        writeCsv(ctx, accuracy);
    else if (format == QLatin1String("text"))
        writeText(ctx, accuracy);
    else
        writeJson(ctx, QJsonDocument(reportJson(accuracy)));
    return Success;
}

Command accuracyCommand()
{
    return { QStringLiteral("accuracy"), QT_TRANSLATE_NOOP("cp::cli", "Back-test the estimator on published measurements (in-sample and cross-validated)."), runAccuracy };
}

} // namespace cp::cli
