// computeplanner-cli scenario list|show NAME|import FILE [--expect-revision N]|export NAME --out FILE|
//                             delete NAME|revisions NAME|restore NAME --revision N   [--db FILE|URI] [--format json|text]
//                    scenario copy NAME --from FILE|URI --to FILE|URI
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "core/catalog/catalog.h"
#include "core/common/savefile.h"
#include "core/scenario/cplan.h"
#include "core/scenario/importrule.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/validation.h"
#include "core/store/store.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>

#include <variant>

namespace cp::cli {

namespace {

const QString kScenarioCmd = QStringLiteral("scenario");

QString timeText(const QDateTime &t) { return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString(); }

struct Action {
    const char *name;
    int positionals; ///< arguments after the action
    bool hasFormat;
};

const QList<Action> &actions()
{
    static const QList<Action> list { { "list", 0, true }, { "show", 1, true }, { "import", 1, false },
        { "export", 1, false }, { "delete", 1, false }, { "revisions", 1, true }, { "restore", 1, false }, { "copy", 1, false } };
    return list;
}

QString actionNames()
{
    QStringList names;
    for (const Action &a : actions())
        names << QString::fromLatin1(a.name);
    return names.join(QLatin1Char('|'));
}

int storeFailure(Context &ctx, const Errors &errors, const QString &path)
{
    QString message = joinErrors(errors);
    const ErrorKind kind = kindOf(errors);
    if (kind == ErrorKind::Damaged || kind == ErrorKind::TooNew || kind == ErrorKind::NotALibrary) {
        const QStringList backups = Store::backups(path);
        message += QLatin1Char('\n')
            + (backups.isEmpty() ? QCoreApplication::translate("cp::cli", "Use --db FILE to open another database.")
                                 : QCoreApplication::translate("cp::cli", "Backups: %1. Use --db FILE to open one.").arg(backups.join(QStringLiteral(", "))));
    }
    return report(ctx, kScenarioCmd, message, exitCodeFor(kind));
}

/// Stored text for --format text and messages: escaped, so no control character reaches the terminal.
QString shown(const QString &text) { return terminalText(text); }
QString shown(const QStringList &list)
{
    QStringList out;
    for (const QString &s : list)
        out << terminalText(s);
    return out.join(QStringLiteral(", "));
}

/// Which actions a flag applies to; a flag given to another action would be read and ignored.
int refuseFlagsForOtherActions(const QCommandLineParser &parser, const QString &action, Context &ctx)
{
    struct Scope {
        const char *flag;
        QStringList actions;
    };
    const QList<Scope> scopes {
        { "search", { QStringLiteral("list") } },
        { "tag", { QStringLiteral("list") } },
        { "out", { QStringLiteral("export") } },
        { "revision", { QStringLiteral("show"), QStringLiteral("export"), QStringLiteral("restore") } },
        { "name", { QStringLiteral("import") } },
        { "expect-revision", { QStringLiteral("import") } },
        { "from", { QStringLiteral("copy") } },
        { "to", { QStringLiteral("copy") } },
        { "db", { QStringLiteral("list"), QStringLiteral("show"), QStringLiteral("import"), QStringLiteral("export"), QStringLiteral("delete"), QStringLiteral("revisions"), QStringLiteral("restore") } },
    };
    for (const Scope &scope : scopes) {
        if (parser.isSet(QLatin1String(scope.flag)) && !scope.actions.contains(action))
            //: %1 is a flag, %2 the actions it applies to, %3 the action given
            return usageError(ctx, kScenarioCmd, QCoreApplication::translate("cp::cli", "--%1: applies to 'scenario %2' only, not to '%3'").arg(QLatin1String(scope.flag), scope.actions.join(QLatin1Char('|')), action));
    }
    return -1;
}

int list(Store &store, const QCommandLineParser &parser, const QString &format, Context &ctx)
{
    const auto rows = store.list(parser.value(QStringLiteral("search")), parser.value(QStringLiteral("tag")));
    if (!rows)
        return storeError(ctx, kScenarioCmd, rows.errors());
    if (format == QLatin1String("text")) {
        for (const ScenarioSummary &s : *rows)
            ctx.out << shown(s.name) << "  [" << shown(s.tags) << "]  "
                    << QCoreApplication::translate("cp::cli", "updated %1, %n revision(s)", nullptr, s.revisions).arg(timeText(s.updated)) << '\n';
        ctx.out.flush();
        return Success;
    }
    QJsonArray out;
    for (const ScenarioSummary &s : *rows)
        out.append(QJsonObject { { QStringLiteral("name"), s.name }, { QStringLiteral("tags"), QJsonArray::fromStringList(s.tags) },
            { QStringLiteral("created"), timeText(s.created) }, { QStringLiteral("updated"), timeText(s.updated) },
            { QStringLiteral("revisions"), s.revisions } });
    writeJson(ctx, QJsonDocument(out));
    return Success;
}

void showText(const Scenario &s, Context &ctx)
{
    const QString none = QCoreApplication::translate("cp::cli", "(not set)");
    ctx.out << QCoreApplication::translate("cp::cli", "Name: %1").arg(shown(s.name)) << '\n'
            << QCoreApplication::translate("cp::cli", "Tags: %1").arg(shown(s.tags)) << '\n'
            << QCoreApplication::translate("cp::cli", "Updated: %1").arg(timeText(s.updated)) << '\n'
            << QCoreApplication::translate("cp::cli", "Model: %1").arg(shown(s.model.preset)) << '\n'
            << QCoreApplication::translate("cp::cli", "Training: %1, %2, sequence length %3").arg(shown(s.training.mode), shown(s.training.precision), QString::number(s.training.seqLen)) << '\n'
            << QCoreApplication::translate("cp::cli", "Accelerators: %1").arg(s.hardware.accelerators.isEmpty() ? QCoreApplication::translate("cp::cli", "any") : shown(s.hardware.accelerators)) << '\n'
            << QCoreApplication::translate("cp::cli", "GPUs: %1").arg(s.hardware.gpus ? QString::number(*s.hardware.gpus) : none) << '\n'
            << QCoreApplication::translate("cp::cli", "TCO: %1 months, options %2").arg(s.tco.horizonMonths).arg(shown(s.tco.options)) << '\n';
    if (!s.notes.isEmpty())
        ctx.out << QCoreApplication::translate("cp::cli", "Notes: %1").arg(shown(s.notes)) << '\n';
    const QList<PriceChange> changes = priceChanges(s.prices, Catalog::builtIn());
    if (changes.isEmpty()) {
        ctx.out << QCoreApplication::translate("cp::cli", "Prices: %n saved price(s), all equal to the current price book", nullptr, int(s.prices.size())) << '\n';
    } else {
        ctx.out << QCoreApplication::translate("cp::cli", "Prices changed since the plan was saved:") << '\n';
        for (const PriceChange &c : changes) {
            if (c.kind == PriceChange::Kind::Removed)
                ctx.out << "  " << QCoreApplication::translate("cp::cli", "%1: no longer in the price book").arg(shown(c.key)) << '\n';
            else
                ctx.out << "  " << QCoreApplication::translate("cp::cli", "%1: %2 changed").arg(shown(c.key), shown(c.fields)) << '\n';
        }
    }
    ctx.out.flush();
}

/// The scenario NAME at --revision N, or its latest revision; the exit code when there is none.
std::variant<Scenario, int> loadNamed(Store &store, const QString &name, const QCommandLineParser &parser, Context &ctx)
{
    Expected<Scenario> s = Error {};
    if (parser.isSet(QStringLiteral("revision"))) {
        const auto n = intOption(parser, QStringLiteral("revision"), 1, 1000000000, kScenarioCmd, ctx);
        if (!n)
            return int(UsageError);
        s = store.revision(name, static_cast<int>(*n));
    } else {
        s = store.load(name);
    }
    if (!s)
        return storeError(ctx, kScenarioCmd, s.errors());
    return *s;
}

int show(Store &store, const QString &name, const QCommandLineParser &parser, const QString &format, Context &ctx)
{
    const auto loaded = loadNamed(store, name, parser, ctx);
    if (const int *rc = std::get_if<int>(&loaded))
        return *rc;
    const Scenario &s = std::get<Scenario>(loaded);
    if (format == QLatin1String("text"))
        showText(s, ctx);
    else {
        ctx.out << QString::fromUtf8(cplan::toBytes(s));
        ctx.out.flush();
    }
    return Success;
}

int importFile(Store &store, const QString &file, const QCommandLineParser &parser, Context &ctx)
{
    Errors notes; // the defaults a file that leaves fields out relied on
    Expected<Scenario> s = cplan::readFile(file, Catalog::builtIn(), &notes);
    if (!s) {
        QStringList lines;
        for (const Error &e : s.errors())
            lines << (e.path.isEmpty() || e.path == file ? e.message : e.toString());
        // The file's contents are refused: bad input, and the library is left as it was.
        return usageError(ctx, kScenarioCmd, QCoreApplication::translate("cp::cli", "%1 cannot be imported:").arg(file) + QStringLiteral("\n  ") + lines.join(QStringLiteral("\n  ")));
    }
    if (parser.isSet(QStringLiteral("name")))
        s->name = parser.value(QStringLiteral("name"));
    // The import rule (core/scenario/importrule.h): a new scenario, or a new revision of the one of
    // this name. Unlike the app, an unchanged plan is saved again: the output names a new revision.
    // Saved means saved: a file without (all of) its prices keeps the library's price book of today.
    // A bad entry stored in the library's price book (written before it was checked) would be
    // pinned into the plan and refused as if the file held it: name the real culprit.
    if (const Expected<QList<PriceSnapshotEntry>> edits = store.priceEdits(); edits) {
        QStringList bad;
        for (const Error &e : validatePriceEdits(*edits, Catalog::shipped()))
            bad << e.message;
        if (!bad.isEmpty())
            //: %1 the library, %2 what is wrong with its price book
            return failure(ctx, kScenarioCmd, QCoreApplication::translate("cp::cli", "the price book stored in %1 has a bad entry (not your file): %2; correct or reset it in the price book window").arg(store.path(), bad.join(QStringLiteral("; "))));
    }
    const Expected<Catalog> book = store.editedCatalog(Catalog::shipped());
    s->prices = pinnedPrices(s->prices, book ? *book : Catalog::builtIn());
    const Expected<Scenario> existing = store.load(s->name);
    s->name = importTarget(*s, existing ? &*existing : nullptr).name;
    const QString comment = QCoreApplication::translate("cp::cli", "imported from %1").arg(QFileInfo(file).fileName());
    Expected<int> revision = Error {};
    if (parser.isSet(QStringLiteral("expect-revision"))) {
        // Saved only if the newest revision is still N (0: a new plan); else a conflict, exit 3.
        const auto basedOn = intOption(parser, QStringLiteral("expect-revision"), 0, 1000000000, kScenarioCmd, ctx);
        if (!basedOn)
            return UsageError;
        revision = store.saveBasedOn(*s, static_cast<int>(*basedOn), comment, false);
    } else {
        revision = store.save(*s, comment, false);
    }
    if (!revision)
        return storeError(ctx, kScenarioCmd, revision.errors());
    ctx.out << QCoreApplication::translate("cp::cli", "Imported '%1' (revision %2).").arg(shown(s->name), QString::number(*revision)) << '\n';
    ctx.out.flush();
    for (const Error &n : notes)
        //: %1 is "field: what was assumed", e.g. "training.seq_len: not in the file; the default 4096 is used"
        ctx.err << QCoreApplication::translate("cp::cli", "note: %1").arg(n.toString()) << '\n';
    ctx.err.flush();
    return Success;
}

int exportFile(Store &store, const QString &name, const QCommandLineParser &parser, Context &ctx)
{
    if (!parser.isSet(QStringLiteral("out")))
        return usageError(ctx, kScenarioCmd, QCoreApplication::translate("cp::cli", "--out: missing; use --out FILE to name the .cplan file to write"));
    const auto loaded = loadNamed(store, name, parser, ctx);
    if (const int *rc = std::get_if<int>(&loaded))
        return *rc;
    const Scenario &s = std::get<Scenario>(loaded);
    const QString out = parser.value(QStringLiteral("out"));
    if (const int rc = refuseOutOverInput(ctx, kScenarioCmd, out, { store.path() }); rc >= 0)
        return rc;
    if (const Status written = cplan::writeFile(out, s); !written)
        return writeFailure(ctx, kScenarioCmd, written.errors());
    if (isStandardOutput(out))
        return Success; // standard output holds the plan and nothing else
    ctx.out << QCoreApplication::translate("cp::cli", "Wrote '%1' to %2.").arg(shown(name), QDir::toNativeSeparators(out)) << '\n';
    ctx.out.flush();
    return Success;
}

int revisions(Store &store, const QString &name, const QString &format, Context &ctx)
{
    const auto rows = store.revisions(name);
    if (!rows)
        return storeError(ctx, kScenarioCmd, rows.errors());
    if (format == QLatin1String("text")) {
        for (const RevisionInfo &r : *rows)
            ctx.out << r.number << "  " << timeText(r.savedAt) << "  " << (r.author.isEmpty() ? QStringLiteral("-") : shown(r.author)) << "  "
                    << shown(r.appVersion) << "  " << shown(r.comment) << '\n';
        ctx.out.flush();
        return Success;
    }
    QJsonArray out;
    for (const RevisionInfo &r : *rows)
        out.append(QJsonObject { { QStringLiteral("number"), r.number }, { QStringLiteral("saved_at"), timeText(r.savedAt) },
            { QStringLiteral("app_version"), r.appVersion }, { QStringLiteral("comment"), r.comment }, { QStringLiteral("author"), r.author } });
    writeJson(ctx, QJsonDocument(out));
    return Success;
}

int restore(Store &store, const QString &name, const QCommandLineParser &parser, Context &ctx)
{
    if (!parser.isSet(QStringLiteral("revision")))
        return usageError(ctx, kScenarioCmd, QCoreApplication::translate("cp::cli", "--revision: missing; use --revision N (see 'scenario revisions NAME')"));
    const auto n = intOption(parser, QStringLiteral("revision"), 1, 1000000000, kScenarioCmd, ctx);
    if (!n)
        return UsageError;
    const auto saved = store.restoreRevision(name, static_cast<int>(*n));
    if (!saved)
        return storeError(ctx, kScenarioCmd, saved.errors());
    ctx.out << QCoreApplication::translate("cp::cli", "Restored revision %1 of '%2' as revision %3.").arg(QString::number(*n), shown(name), QString::number(*saved)) << '\n';
    ctx.out.flush();
    return Success;
}

int copy(const QString &name, const QCommandLineParser &parser, Context &ctx)
{
    if (!parser.isSet(QStringLiteral("from")) || !parser.isSet(QStringLiteral("to")))
        return usageError(ctx, kScenarioCmd, QCoreApplication::translate("cp::cli", "copy: name both libraries, --from FILE|URI and --to FILE|URI"));
    const QString from = parser.value(QStringLiteral("from"));
    const QString to = parser.value(QStringLiteral("to"));
    if (from == to)
        return usageError(ctx, kScenarioCmd, QCoreApplication::translate("cp::cli", "copy: --from and --to name the same library"));
    StoreOptions readOnly;
    readOnly.readOnly = true;
    auto source = Store::open(from, readOnly);
    if (!source)
        return storeFailure(ctx, source.errors(), from);
    auto target = Store::open(to);
    if (!target)
        return storeFailure(ctx, target.errors(), to);
    if (const Status copied = copyScenario(**source, **target, name); !copied)
        return storeError(ctx, kScenarioCmd, copied.errors());
    const auto revisions = (*target)->revisions(name);
    //: %1 plan name, %2 number of revisions, %3 and %4 the libraries
    ctx.out << QCoreApplication::translate("cp::cli", "Copied '%1' with %n revision(s) from %2 to %3.", nullptr, revisions ? int(revisions->size()) : 0)
                   .arg(shown(name), QDir::toNativeSeparators(Store::displayAddress(from)), QDir::toNativeSeparators(Store::displayAddress(to)))
            << '\n';
    ctx.out.flush();
    return Success;
}

} // namespace

int runScenario(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Manage saved scenarios: list, show, import and export .cplan files, delete, "
                                                                            "list and restore revisions, copy between libraries."));
    parser.addPositionalArgument(QStringLiteral("action"), actionNames());
    parser.addPositionalArgument(QStringLiteral("NAME|FILE"), QCoreApplication::translate("cp::cli", "The scenario name, or the .cplan file to import."));
    parser.addOption({ QStringLiteral("db"), QCoreApplication::translate("cp::cli", "The scenario database: a file, or a team library postgresql://USER@HOST:PORT/DATABASE (default: %1).").arg(Store::defaultPath()), QStringLiteral("file|URI") });
    parser.addOption({ QStringLiteral("format"), QCoreApplication::translate("cp::cli", "Output format: json or text."), QStringLiteral("format"), QStringLiteral("json") });
    parser.addOption({ QStringLiteral("expect-revision"), QCoreApplication::translate("cp::cli", "import: save only if the scenario's newest revision is N (0: it must not exist yet); otherwise exit 3."), QStringLiteral("n") });
    parser.addOption({ QStringLiteral("from"), QCoreApplication::translate("cp::cli", "copy: the library to copy from (a file or a postgresql:// address)."), QStringLiteral("file|URI") });
    parser.addOption({ QStringLiteral("to"), QCoreApplication::translate("cp::cli", "copy: the library to copy to (a file or a postgresql:// address)."), QStringLiteral("file|URI") });
    parser.addOption({ QStringLiteral("search"), QCoreApplication::translate("cp::cli", "list: only scenarios whose name, notes or tags contain the text."), QStringLiteral("text") });
    parser.addOption({ QStringLiteral("tag"), QCoreApplication::translate("cp::cli", "list: only scenarios with this tag."), QStringLiteral("tag") });
    parser.addOption({ QStringLiteral("out"), QCoreApplication::translate("cp::cli", "export: the .cplan file to write; - writes to standard output."), QStringLiteral("file") });
    parser.addOption({ QStringLiteral("revision"), QCoreApplication::translate("cp::cli", "show/export/restore: a revision number."), QStringLiteral("n") });
    parser.addOption({ QStringLiteral("name"), QCoreApplication::translate("cp::cli", "import: save under this name instead of the file's."), QStringLiteral("name") });
    if (const int rc = parseArguments(parser, args, ctx, kScenarioCmd); rc >= 0)
        return rc;

    const QStringList pos = parser.positionalArguments();
    const Action *action = nullptr;
    for (const Action &a : actions()) {
        if (!pos.isEmpty() && pos.constFirst() == QLatin1String(a.name))
            action = &a;
    }
    if (!action)
        return usageError(ctx, kScenarioCmd, QCoreApplication::translate("cp::cli", "name an action: %1").arg(actionNames()));
    if (pos.size() != 1 + action->positionals)
        return usageError(ctx, kScenarioCmd, action->positionals == 0 ? QCoreApplication::translate("cp::cli", "%1 takes no further arguments").arg(pos.constFirst()) : QCoreApplication::translate("cp::cli", "%1 needs exactly one NAME or FILE").arg(pos.constFirst()));
    const QString format = formatOption(parser, kScenarioCmd,
        action->hasFormat ? QStringList { QStringLiteral("json"), QStringLiteral("text") } : QStringList { QStringLiteral("json") },
        QStringLiteral("json"), ctx);
    if (format.isEmpty())
        return UsageError;
    if (const int rc = refuseFlagsForOtherActions(parser, pos.constFirst(), ctx); rc >= 0)
        return rc;

    const QString verb = pos.constFirst();
    if (verb == QLatin1String("copy"))
        return copy(pos.value(1), parser, ctx);
    const QString path = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : Store::defaultPath();
    // Commands that only read open the library read-only: no migration, journal switch or backup.
    StoreOptions options;
    options.readOnly = verb == QLatin1String("list") || verb == QLatin1String("show") || verb == QLatin1String("export")
        || verb == QLatin1String("revisions");
    auto store = Store::open(path, options);
    if (!store)
        return storeFailure(ctx, store.errors(), path);
    Store &db = **store;
    const QString arg = pos.value(1);
    if (verb == QLatin1String("list"))
        return list(db, parser, format, ctx);
    if (verb == QLatin1String("show"))
        return show(db, arg, parser, format, ctx);
    if (verb == QLatin1String("import"))
        return importFile(db, arg, parser, ctx);
    if (verb == QLatin1String("export"))
        return exportFile(db, arg, parser, ctx);
    if (verb == QLatin1String("revisions"))
        return revisions(db, arg, format, ctx);
    if (verb == QLatin1String("restore"))
        return restore(db, arg, parser, ctx);
    if (const Status removed = db.remove(arg); !removed)
        return storeError(ctx, kScenarioCmd, removed.errors());
    ctx.out << QCoreApplication::translate("cp::cli", "Deleted '%1' and its revisions.").arg(shown(arg)) << '\n';
    ctx.out.flush();
    return Success;
}

Command scenarioCommand()
{
    return { QStringLiteral("scenario"), QT_TRANSLATE_NOOP("cp::cli", "List, show, import, export and delete saved scenarios and their revisions."), runScenario };
}

} // namespace cp::cli
