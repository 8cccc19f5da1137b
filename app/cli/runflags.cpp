#include "app/cli/runflags.h"

#include "core/scenario/fields.h"
#include "core/scenario/validation.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace cp::cli {

namespace {

void addValue(QCommandLineParser &p, const char *name, const char *help, const char *valueName)
{
    p.addOption({ QLatin1String(name), QCoreApplication::translate("cp::cli", help), QLatin1String(valueName) });
}

bool isSet(const FlagReader &r, const char *name) { return r.parser.isSet(QLatin1String(name)); }

int refuse(const FlagReader &r, const QString &flag, const QString &text, const QString &message)
{
    //: %1 is a flag name, %2 the value typed, %3 why it is refused ("must be 1–64")
    return usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--%1 '%2': %3").arg(flag, text, message));
}

QString pathOrAssert(const char *flag)
{
    const QString path = fieldPathOf(QLatin1String(flag));
    Q_ASSERT_X(!path.isEmpty(), "cp::cli::fieldPathOf", flag);
    return path;
}

} // namespace

void addFieldOption(QCommandLineParser &p, const Field &f)
{
    if (f.valueName.isEmpty())
        p.addOption({ f.flag, f.help() });
    else
        p.addOption({ f.flag, f.help(), f.valueName });
}

void addFieldOption(QCommandLineParser &p, const char *flag)
{
    const Field *f = fieldForFlag(QLatin1String(flag));
    Q_ASSERT_X(f, "cp::cli::addFieldOption", flag);
    if (f)
        addFieldOption(p, *f);
}

void addFieldOptions(QCommandLineParser &p, FieldGroup group, const QStringList &except)
{
    for (const Field *f : fieldsOf(group)) {
        if (!f->flag.isEmpty() && !except.contains(f->flag))
            addFieldOption(p, *f);
    }
}

void addModelOptions(QCommandLineParser &p) { addFieldOptions(p, FieldGroup::Model); }

void addTrainingOptions(QCommandLineParser &p) { addFieldOptions(p, FieldGroup::Training); }

void addHardwareOptions(QCommandLineParser &p, bool singleCluster)
{
    // plan takes a list of accelerators (its own --accelerators), estimate one cluster.
    if (singleCluster)
        addValue(p, "accelerator", QT_TRANSLATE_NOOP("cp::cli", "Accelerator id from the catalog."), "id");
    QStringList except { QStringLiteral("accelerators") };
    if (!singleCluster)
        except << QStringLiteral("gpus");
    addFieldOptions(p, FieldGroup::Hardware, except);
}

void addLayoutOptions(QCommandLineParser &p)
{
    addFieldOptions(p, FieldGroup::Layout);
    p.addOption({ QStringLiteral("force"), QCoreApplication::translate("cp::cli", "Allow tensor parallelism across nodes and uneven pipeline stages.") });
}

QString fieldPathOf(const QString &flag)
{
    const Field *f = fieldForFlag(flag);
    if (!f)
        return {};
    // The rule the flag's value is checked against: a list flag's entries ("tco.options[]").
    return !f->rule && f->entryRule ? f->entryRule->path : f->path;
}

bool readField(const FlagReader &r, const char *flag, std::optional<double> &target)
{
    const QString name = QLatin1String(flag);
    if (!r.parser.isSet(name))
        return true;
    const QString text = r.parser.value(name);
    const FieldValue v = readFieldNumber(pathOrAssert(flag), text);
    if (!v.isValid()) {
        refuse(r, name, text, v.error);
        return false;
    }
    target = v.value;
    return true;
}

bool readField(const FlagReader &r, const char *flag, std::optional<int> &target)
{
    std::optional<double> v;
    if (!readField(r, flag, v))
        return false;
    if (v)
        target = static_cast<int>(*v); // an Integer rule accepted it: whole and within int
    return true;
}

bool readRequiredField(const FlagReader &r, const char *flag, int &target)
{
    if (!isSet(r, flag)) {
        if (!r.required)
            return true;
        usageError(r.ctx, r.command, QStringLiteral("--%1: %2").arg(QLatin1String(flag), readFieldNumber(pathOrAssert(flag), QString()).error));
        return false;
    }
    std::optional<int> v;
    if (!readField(r, flag, v))
        return false;
    target = *v;
    return true;
}

bool readPriceTier(const FlagReader &r, PriceTier &tier)
{
    QString word = priceTierName(tier);
    if (!readFieldChoice(r, "price-tier", word))
        return false;
    tier = priceTierFromString(word).value_or(tier);
    return true;
}

bool readFieldChoice(const FlagReader &r, const char *flag, QString &target, const QStringList &supports, const QStringList &aliases)
{
    const QString name = QLatin1String(flag);
    if (!r.parser.isSet(name))
        return true;
    const QString v = r.parser.value(name);
    const QString path = pathOrAssert(flag);
    const bool inRule = checkFieldText(path, v).isEmpty();
    if (aliases.contains(v) || (inRule && (supports.isEmpty() || supports.contains(v)))) {
        target = v;
        return true;
    }
    QString message = fieldRule(path).message();
    if (!supports.isEmpty() && supports != fieldRule(path).choices)
        //: %1 is the rule's message ("must be one of a|b|c"), %2 the command, %3 the words it takes
        message = QCoreApplication::translate("cp::cli", "%1 (%2 takes %3)").arg(message, r.command, (supports + aliases).join(QLatin1Char('|')));
    else if (!aliases.isEmpty())
        //: %1 is the rule's message ("must be one of a|b|c"), %2 older words the command also takes
        message = QCoreApplication::translate("cp::cli", "%1 (or %2)").arg(message, aliases.join(QLatin1Char('|')));
    refuse(r, name, v, message);
    return false;
}

bool readInt(const FlagReader &r, const char *name, qint64 min, qint64 max, std::optional<int> &target)
{
    if (!isSet(r, name))
        return true;
    const auto v = intOption(r.parser, QLatin1String(name), min, max, r.command, r.ctx);
    if (!v)
        return false;
    target = int(*v);
    return true;
}

bool readChoice(const FlagReader &r, const char *name, const QStringList &allowed, QString &target)
{
    if (!isSet(r, name))
        return true;
    const QString v = r.parser.value(QLatin1String(name));
    if (!allowed.contains(v)) {
        usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--%1: '%2' is not allowed; use %3").arg(QLatin1String(name), v, allowed.join(QLatin1Char('|'))));
        return false;
    }
    target = v;
    return true;
}

QJsonObject layoutJson(const estimate::Layout &l)
{
    return QJsonObject { { QStringLiteral("tp"), l.tp }, { QStringLiteral("pp"), l.pp }, { QStringLiteral("dp"), l.dp },
        { QStringLiteral("zero"), l.zero }, { QStringLiteral("recompute"), estimate::toString(l.recompute) },
        { QStringLiteral("sequence_parallel"), l.sequenceParallel }, { QStringLiteral("interleave"), l.interleave },
        { QStringLiteral("micro_batch"), l.microBatch }, { QStringLiteral("global_batch"), l.globalBatch },
        { QStringLiteral("ep"), l.ep }, { QStringLiteral("cp"), l.cp } };
}

QString flagFor(const QString &path)
{
    static const QRegularExpression index(QStringLiteral("\\[\\d+\\]"));
    QString rule = path;
    rule.replace(index, QStringLiteral("[]"));
    if (const Field *f = findField(rule); f && !f->flag.isEmpty())
        return QStringLiteral("--") + f->flag;
    const qsizetype dot = rule.lastIndexOf(QLatin1Char('.'));
    if (dot < 0)
        return path;
    QString flag = rule.mid(dot + 1).remove(QStringLiteral("[]"));
    flag.replace(QLatin1Char('_'), QLatin1Char('-'));
    return QStringLiteral("--") + flag;
}

int reportErrors(Context &ctx, const QString &command, const Errors &errors)
{
    QStringList problems;
    for (const Error &e : errors)
        problems << flagFor(e.path) + QStringLiteral(": ") + e.message;
    return usageError(ctx, command, problems.join(QStringLiteral("; ")));
}

int parseFlagsOnlyJsonCommand(QCommandLineParser &parser, const QStringList &args, Context &ctx, const QString &command)
{
    if (const int rc = parseArguments(parser, args, ctx, command); rc >= 0)
        return rc;
    if (formatOption(parser, command, { QStringLiteral("json") }, QStringLiteral("json"), ctx).isEmpty())
        return UsageError;
    if (!parser.positionalArguments().isEmpty())
        return usageError(ctx, command,
            QCoreApplication::translate("cp::cli", "unexpected argument '%1'; every input is a --flag").arg(parser.positionalArguments().constFirst()));
    return -1;
}

// --- ranges by Monte Carlo (issue 23) ------------------------------------------------------------

void addRangeOptions(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("ranges"), QCoreApplication::translate("cp::cli", "Add P10/P50/P90 ranges of every KPI by Monte Carlo (the estimator's cross-validated error, failures, price paths, demand, exchange rate).") });
    p.addOption({ QStringLiteral("samples"), QCoreApplication::translate("cp::cli", "With --ranges: Monte Carlo samples, 1 to 1,000,000 (default 10,000)."), QStringLiteral("n") });
    p.addOption({ QStringLiteral("seed"), QCoreApplication::translate("cp::cli", "With --ranges: random seed, 1 to 1,000,000 (default 42); the same seed gives the same ranges."), QStringLiteral("s") });
}

bool readRangeOptions(const FlagReader &r, std::optional<uncertainty::RangeSettings> &settings)
{
    const QCommandLineParser &p = r.parser;
    settings.reset();
    if (!p.isSet(QStringLiteral("ranges"))) {
        for (const char *flag : { "samples", "seed" }) {
            if (p.isSet(QLatin1String(flag))) {
                usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--%1: applies only with --ranges").arg(QLatin1String(flag)));
                return false;
            }
        }
        return true;
    }
    uncertainty::RangeSettings s;
    if (p.isSet(QStringLiteral("samples"))) {
        const auto n = intOption(p, QStringLiteral("samples"), uncertainty::kMinSamples, uncertainty::kMaxSamples, r.command, r.ctx);
        if (!n)
            return false;
        s.samples = int(*n);
    }
    if (p.isSet(QStringLiteral("seed"))) {
        const auto seed = intOption(p, QStringLiteral("seed"), uncertainty::kMinSeed, uncertainty::kMaxSeed, r.command, r.ctx);
        if (!seed)
            return false;
        s.seed = quint64(*seed);
    }
    settings = s;
    return true;
}

QJsonObject quantilesJson(const uncertainty::Quantiles &q)
{
    return QJsonObject { { QStringLiteral("p10"), q.p10 }, { QStringLiteral("p50"), q.p50 }, { QStringLiteral("p90"), q.p90 } };
}

QJsonObject rangesJson(const uncertainty::Ranges &r)
{
    QJsonObject o;
    for (const auto &kpi : r.kpis)
        o.insert(kpi.first, quantilesJson(kpi.second));
    return o;
}

QJsonObject rangeSettingsJson(const uncertainty::Ranges &r)
{
    return QJsonObject { { QStringLiteral("samples"), r.samples }, { QStringLiteral("seed"), qint64(r.seed) },
        { QStringLiteral("drivers"), QJsonArray::fromStringList(r.drivers) } };
}

QString rangesText(const uncertainty::Ranges &r)
{
    //: %1 the number of Monte Carlo samples, %2 the seed
    QString t = QCoreApplication::translate("cp::cli", "ranges (P10 - P50 - P90, %1 samples, seed %2):\n").arg(r.samples).arg(r.seed);
    const auto num = [](double v) { return QString::number(v, 'g', 4); };
    for (const auto &kpi : r.kpis)
        t += QStringLiteral("  %1  %2 - %3 - %4\n").arg(kpi.first.leftJustified(30), num(kpi.second.p10), num(kpi.second.p50), num(kpi.second.p90));
    for (const auto &o : r.options)
        //: %1 option id, %2-%4 NPV quantiles, %5 probability in per cent
        t += QCoreApplication::translate("cp::cli", "  %1  NPV %2 - %3 - %4 CNY, cheapest in %5% of samples\n")
                 .arg(o.id.leftJustified(12), num(o.npv.p10), num(o.npv.p50), num(o.npv.p90))
                 .arg(100 * o.probabilityCheapest, 0, 'f', 0);
    return t;
}

void insertRanges(QJsonObject &o, const std::optional<uncertainty::Ranges> &r)
{
    if (!r)
        return;
    o.insert(QStringLiteral("ranges"), rangesJson(*r));
    o.insert(QStringLiteral("ranges_settings"), rangeSettingsJson(*r));
}

int reportRangeErrors(Context &ctx, const QString &command, const Errors &errors)
{
    return report(ctx, command, QStringLiteral("--ranges: ") + joinErrors(errors).replace(QLatin1Char('\n'), QStringLiteral("; ")),
        exitCodeFor(kindOf(errors)));
}

} // namespace cp::cli
