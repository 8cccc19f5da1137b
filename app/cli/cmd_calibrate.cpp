// computeplanner-cli calibrate add|list|remove --db FILE|URI
//   add:    a pilot run's measurement for a configuration given with the estimate command's model,
//           training, hardware and layout flags: --measured-tokens-per-s, --measured-step-s,
//           --measured-peak-gib, --measured-mfu and/or --log FILE (a training log; what was read is
//           printed). The shipped estimator's prediction for that configuration is stored beside it.
//   list:   every point with the correction it gives per accelerator.
//   remove: one point by its id.
// estimate, plan, tco and serve apply the points of a library given with --db (calibrationuse.h).
#include "app/cli/calibrationuse.h"
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/flagscenario.h"
#include "app/cli/runflags.h"
#include "core/calibrate/logparse.h"
#include "core/calibrate/logtext.h"
#include "core/calibrate/plausibility.h"
#include "core/store/store.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace cp::cli {

namespace {

const QString kCalibrateCmd = QStringLiteral("calibrate");

QString tr(const char *text) { return QCoreApplication::translate("cp::cli", text); }

/// The flags a point measures, in --help order.
const char *const kMeasuredFlags[] = { "measured-tokens-per-s", "measured-step-s", "measured-peak-gib", "measured-mfu" };

void addOptions(QCommandLineParser &p)
{
    p.addPositionalArgument(QStringLiteral("action"), QStringLiteral("add|list|remove"));
    p.addOption({ QStringLiteral("db"), tr("The library the points are kept in: a file, or a team library postgresql://USER@HOST:PORT/DATABASE."),
        QStringLiteral("file|URI") });
    p.addOption({ QStringLiteral("format"), tr("Output format: json or text."), QStringLiteral("format"), QStringLiteral("text") });
    p.addOption({ QStringLiteral("measured-tokens-per-s"), tr("add: measured training throughput, tokens per second per GPU."), QStringLiteral("number") });
    p.addOption({ QStringLiteral("measured-step-s"), tr("add: measured time of one training step (iteration), seconds."), QStringLiteral("seconds") });
    p.addOption({ QStringLiteral("measured-peak-gib"), tr("add: measured peak memory per GPU, GiB."), QStringLiteral("GiB") });
    p.addOption({ QStringLiteral("measured-mfu"), tr("add: measured model FLOPs utilisation, a fraction (0.42)."), QStringLiteral("fraction") });
    p.addOption({ QStringLiteral("log"),
        tr("add: a training log of the run (%1); its steady-state steps are read.").arg(calibrate::supportedFrameworks().join(QStringLiteral(", "))),
        QStringLiteral("file") });
    addModelOptions(p);
    addTrainingOptions(p);
    addHardwareOptions(p, true);
    addLayoutOptions(p);
}

/// The flags the configuration was given with (the model, run, hardware and layout ones), as a
/// JSON object: flag -> value ("" for a switch).
QString configurationJson(const QCommandLineParser &parser)
{
    static const QSet<QString> own { QStringLiteral("db"), QStringLiteral("format"), QStringLiteral("log"), QStringLiteral("measured-tokens-per-s"),
        QStringLiteral("measured-step-s"), QStringLiteral("measured-peak-gib"), QStringLiteral("measured-mfu") };
    QJsonObject o;
    for (const QString &name : parser.optionNames()) {
        if (!own.contains(name) && name.size() > 1)
            o.insert(name, parser.value(name));
    }
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString pointLine(const calibrate::PilotPoint &p)
{
    QStringList parts;
    if (const auto tps = calibrate::measuredTokensPerSecond(p))
        parts << tr("%1 tokens/s per GPU (predicted %2, x%3)")
                     .arg(QString::number(*tps, 'f', 0), QString::number(p.predictedTokensPerS, 'f', 0),
                         QString::number(*calibrate::throughputRatio(p), 'f', 3));
    if (const auto mem = calibrate::memoryRatio(p))
        parts << tr("peak %1 GiB per GPU (predicted %2, x%3)")
                     .arg(QString::number(*p.measuredPeakGiB, 'f', 1), QString::number(p.predictedPeakGiB, 'f', 1), QString::number(*mem, 'f', 3));
    //: %1 id, %2 accelerator, %3 who, %4 when, %5 what was measured
    return tr("%1  %2  %3  %4  %5")
        .arg(p.id)
        .arg(p.accelerator, p.createdBy, p.createdAt.toUTC().toString(Qt::ISODate), parts.join(QStringLiteral("; ")));
}

/// The log's own global batch, sequence length and GPU count into `in`: the batch replaces the
/// estimator's assumed one; a value the flags give otherwise is refused (the point would
/// describe another run). Returns -1 to continue, otherwise the exit code (reported).
int applyRunShape(const QCommandLineParser &parser, const calibrate::RunShape &shape, estimate::EstimateInput &in, Context &ctx,
    QString &configuration)
{
    const auto conflicting = [&](const char *flag, int given, int logged) {
        //: %1 the flag, %2 its value, %3 the log's value
        return usageError(ctx, kCalibrateCmd, tr("--%1 %2, but the log ran %3; give the run's own configuration").arg(QString::fromLatin1(flag)).arg(given).arg(logged));
    };
    if (shape.seqLen > 0 && shape.seqLen != in.training.seqLen)
        return conflicting("seq-len", in.training.seqLen, shape.seqLen);
    if (shape.gpus > 0 && shape.gpus != in.hardware.gpus)
        return conflicting("gpus", in.hardware.gpus, shape.gpus);
    if (shape.globalBatch > 0) {
        if (parser.isSet(QStringLiteral("global-batch")) && in.training.globalBatch != shape.globalBatch)
            return conflicting("global-batch", in.training.globalBatch, shape.globalBatch);
        in.training.globalBatch = shape.globalBatch;
        QJsonObject o = QJsonDocument::fromJson(configuration.toUtf8()).object();
        o.insert(QStringLiteral("global-batch"), QString::number(shape.globalBatch));
        configuration = QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    return -1;
}

/// --log: the file (capped), its shape applied to `in`. Returns -1 to continue.
int readLog(const QCommandLineParser &parser, estimate::EstimateInput &in, Context &ctx, QString &text, QString &configuration)
{
    const auto read = calibrate::readLogFile(parser.value(QStringLiteral("log")));
    if (!read) {
        const QString message = QStringLiteral("--log: ") + read.error().message;
        return read.error().kind == ErrorKind::Io ? failure(ctx, kCalibrateCmd, message) : usageError(ctx, kCalibrateCmd, message);
    }
    text = *read;
    return applyRunShape(parser, calibrate::readRunShape(text), in, ctx, configuration);
}

Expected<std::unique_ptr<Store>> openLibrary(const QCommandLineParser &parser, bool readOnly)
{
    StoreOptions options;
    options.readOnly = readOnly;
    options.seedSamples = false;
    return Store::open(parser.value(QStringLiteral("db")), options);
}

int runAdd(const QCommandLineParser &parser, const QString &format, Context &ctx)
{
    auto input = estimateInputFromFlags(FlagReader { parser, kCalibrateCmd, ctx, true }, true);
    if (!input)
        return UsageError;
    estimate::EstimateInput &in = *input; // --log may replace the batch, sequence length and GPUs
    calibrate::PilotPoint point;
    std::optional<double> *const targets[] = { &point.measuredTokensPerS, &point.measuredStepS, &point.measuredPeakGiB, &point.measuredMfu };
    for (int i = 0; i < 4; ++i) {
        const QString name = QString::fromLatin1(kMeasuredFlags[i]);
        if (!parser.isSet(name))
            continue;
        const auto v = numberOption(parser, name, 0, 1e12, kCalibrateCmd, ctx);
        if (!v)
            return UsageError;
        *targets[i] = *v;
    }
    point.configuration = configurationJson(parser);
    QString text;
    if (parser.isSet(QStringLiteral("log"))) {
        if (const int rc = readLog(parser, in, ctx, text, point.configuration); rc >= 0)
            return rc;
    }
    // The shipped estimator's prediction, without any stored correction nor a stack class's
    // factor: the pilot's correction replaces the class's (core/estimate/resolve.cpp).
    in.training.stack = estimate::Stack::Unknown;
    const auto predicted = estimate::estimate(in);
    if (!predicted)
        return reportErrors(ctx, kCalibrateCmd, predicted.errors());
    QStringList read;
    if (parser.isSet(QStringLiteral("log"))) {
        const calibrate::ParseHints hints { predicted->layout.gpus(), in.training.seqLen, predicted->layout.globalBatch };
        const auto log = calibrate::parseLog(text, hints);
        if (!log)
            return usageError(ctx, kCalibrateCmd, QStringLiteral("--log: ") + joinErrors(log.errors()).replace(QLatin1Char('\n'), QStringLiteral("; ")));
        // Values typed on the command line win over the log's.
        const std::optional<double> fromLog[] = { log->tokensPerSPerGpu, log->stepS, log->peakGiB, log->mfu };
        for (int i = 0; i < 4; ++i) {
            if (!*targets[i])
                *targets[i] = fromLog[i];
        }
        point.framework = log->framework;
        // Only the lines the values came from (with context) are kept, secrets redacted.
        point.rawText = calibrate::redactSecrets(calibrate::keptLines(text, log->lines));
        read = log->read;
    }
    if (!point.measuredTokensPerS && !point.measuredStepS && !point.measuredPeakGiB && !point.measuredMfu)
        return usageError(ctx, kCalibrateCmd, tr("add: give what the run measured: --measured-tokens-per-s, --measured-step-s, --measured-peak-gib, --measured-mfu or --log FILE"));
    point.accelerator = in.hardware.accelerator;
    point.predictedTokensPerS = predicted->tokensPerSecondPerGpu;
    point.predictedStepS = predicted->iterationTimeS;
    point.predictedPeakGiB = predicted->memory.totalGiB;
    point.predictedMfu = predicted->mfu;
    // What the card cannot do is refused before the library is opened.
    if (const Errors bad = calibrate::checkPlausible(point, { predicted->achievableMfu, predicted->memory.capacityGiB }); !bad.isEmpty())
        return reportErrors(ctx, kCalibrateCmd, bad);

    auto store = openLibrary(parser, false);
    if (!store)
        return storeError(ctx, kCalibrateCmd, store.errors());
    const auto id = (*store)->addCalibration(point);
    if (!id)
        return storeError(ctx, kCalibrateCmd, id.errors());
    point.id = *id;
    auto all = (*store)->calibrations();
    if (!all)
        return storeError(ctx, kCalibrateCmd, all.errors());
    for (const calibrate::PilotPoint &p : *all) {
        if (p.id == point.id)
            point = p;
    }
    if (format == QLatin1String("json")) {
        writeJson(ctx, QJsonDocument(QJsonObject { { QStringLiteral("point"), pointJson(point) }, { QStringLiteral("read"), QJsonArray::fromStringList(read) }, { QStringLiteral("correction"), correctionJson(calibrate::correctionFor(*all, point.accelerator)) } }));
        return Success;
    }
    for (const QString &line : read)
        ctx.out << terminalText(tr("read: %1").arg(line)) << '\n';
    ctx.out << terminalText(tr("calibration point added: %1").arg(pointLine(point))) << '\n';
    ctx.out << terminalText(calibrationLine(*all, point.accelerator)) << '\n';
    ctx.out.flush();
    return Success;
}

int runList(const QCommandLineParser &parser, const QString &format, Context &ctx)
{
    auto store = openLibrary(parser, true);
    if (!store)
        return storeError(ctx, kCalibrateCmd, store.errors());
    const auto points = (*store)->calibrations();
    if (!points)
        return storeError(ctx, kCalibrateCmd, points.errors());
    QStringList accelerators;
    for (const calibrate::PilotPoint &p : *points) {
        if (!accelerators.contains(p.accelerator))
            accelerators << p.accelerator;
    }
    if (format == QLatin1String("json")) {
        QJsonArray list;
        for (const calibrate::PilotPoint &p : *points)
            list.append(pointJson(p));
        QJsonArray corrections;
        for (const QString &a : accelerators)
            corrections.append(correctionJson(calibrate::correctionFor(*points, a)));
        writeJson(ctx, QJsonDocument(QJsonObject { { QStringLiteral("points"), list }, { QStringLiteral("corrections"), corrections } }));
        return Success;
    }
    if (points->isEmpty())
        ctx.out << terminalText(tr("no calibration points in this library")) << '\n';
    for (const calibrate::PilotPoint &p : *points)
        ctx.out << terminalText(pointLine(p)) << '\n';
    for (const QString &a : accelerators)
        ctx.out << terminalText(calibrationLine(*points, a)) << '\n';
    ctx.out.flush();
    return Success;
}

int runRemove(const QCommandLineParser &parser, const QStringList &pos, Context &ctx)
{
    bool ok = false;
    const qint64 id = pos.size() == 2 ? pos.at(1).toLongLong(&ok) : 0;
    if (!ok || id <= 0)
        return usageError(ctx, kCalibrateCmd, tr("remove: name the point's id (a whole number above 0, as 'calibrate list' shows it)"));
    auto store = openLibrary(parser, false);
    if (!store)
        return storeError(ctx, kCalibrateCmd, store.errors());
    if (const Status removed = (*store)->removeCalibration(id); !removed)
        return storeError(ctx, kCalibrateCmd, removed.errors());
    ctx.out << terminalText(tr("calibration point %1 removed").arg(id)) << '\n';
    ctx.out.flush();
    return Success;
}

} // namespace

int runCalibrate(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Keep what a pilot run measured (calibrate add), list the points and the correction they give (calibrate list), "
                                        "or remove one (calibrate remove ID). estimate, plan, tco and serve apply them with --db."));
    addOptions(parser);
    if (const int rc = parseArguments(parser, args, ctx, kCalibrateCmd); rc >= 0)
        return rc;
    const QStringList pos = parser.positionalArguments();
    const QString action = pos.isEmpty() ? QString() : pos.constFirst();
    if (action != QLatin1String("add") && action != QLatin1String("list") && action != QLatin1String("remove"))
        return usageError(ctx, kCalibrateCmd, tr("name an action: %1").arg(QStringLiteral("add|list|remove")));
    if ((action != QLatin1String("remove") && pos.size() != 1) || pos.size() > 2)
        return usageError(ctx, kCalibrateCmd, tr("unexpected argument '%1'").arg(pos.constLast()));
    if (!parser.isSet(QStringLiteral("db")))
        return usageError(ctx, kCalibrateCmd, tr("--db: required; name the library the points are kept in"));
    const QString format = formatOption(parser, kCalibrateCmd, { QStringLiteral("json"), QStringLiteral("text") }, QStringLiteral("text"), ctx);
    if (format.isEmpty())
        return UsageError;
    if (action == QLatin1String("add"))
        return runAdd(parser, format, ctx);
    if (action == QLatin1String("list"))
        return runList(parser, format, ctx);
    return runRemove(parser, pos, ctx);
}

Command calibrateCommand()
{
    return { QStringLiteral("calibrate"), QT_TRANSLATE_NOOP("cp::cli", "Keep a pilot run's measurements in a library; estimates on that accelerator use them."),
        runCalibrate };
}

} // namespace cp::cli
