// computeplanner-cli db migrate|info [--db FILE|URI] [--format json|text]
//   migrate: opens the library for writing, which takes it to the current format one step at a
//            time (each step one transaction) and sets up an empty team database (tables, roles
//            and grants, samples); on a team library only an admin may.
//   info:    the library's format version and this user's role and name in it.
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "core/store/store.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonObject>

namespace cp::cli {

namespace {

const QString kDbCmd = QStringLiteral("db");

} // namespace

int runDb(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Set up or upgrade a scenario library (db migrate), or show its format and your role (db info)."));
    parser.addPositionalArgument(QStringLiteral("action"), QStringLiteral("migrate|info"));
    parser.addOption({ QStringLiteral("db"), QCoreApplication::translate("cp::cli", "The scenario database: a file, or a team library postgresql://USER@HOST:PORT/DATABASE (default: %1).").arg(Store::defaultPath()), QStringLiteral("file|URI") });
    parser.addOption({ QStringLiteral("format"), QCoreApplication::translate("cp::cli", "Output format: json or text."), QStringLiteral("format"), QStringLiteral("text") });
    parser.addOption({ QStringLiteral("no-samples"), QCoreApplication::translate("cp::cli", "migrate: do not put the sample scenarios into a new library.") });
    if (const int rc = parseArguments(parser, args, ctx, kDbCmd); rc >= 0)
        return rc;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1 || (pos.constFirst() != QLatin1String("migrate") && pos.constFirst() != QLatin1String("info")))
        return usageError(ctx, kDbCmd, QCoreApplication::translate("cp::cli", "name an action: %1").arg(QStringLiteral("migrate|info")));
    const QString format = formatOption(parser, kDbCmd, { QStringLiteral("json"), QStringLiteral("text") }, QStringLiteral("text"), ctx);
    if (format.isEmpty())
        return UsageError;
    const bool migrate = pos.constFirst() == QLatin1String("migrate");
    if (!migrate && parser.isSet(QStringLiteral("no-samples")))
        return usageError(ctx, kDbCmd, QCoreApplication::translate("cp::cli", "--%1: applies to 'db %2' only, not to '%3'").arg(QStringLiteral("no-samples"), QStringLiteral("migrate"), pos.constFirst()));
    const QString path = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : Store::defaultPath();
    StoreOptions options;
    options.readOnly = !migrate;
    options.seedSamples = !parser.isSet(QStringLiteral("no-samples"));
    auto store = Store::open(path, options);
    if (!store)
        return storeError(ctx, kDbCmd, store.errors());
    const Store &db = **store;
    if (format == QLatin1String("json")) {
        writeJson(ctx, QJsonDocument(QJsonObject { { QStringLiteral("library"), db.path() }, { QStringLiteral("team"), db.isTeamLibrary() }, { QStringLiteral("format_version"), Store::kSchemaVersion }, { QStringLiteral("role"), db.role() }, { QStringLiteral("user"), db.author() } }));
        return Success;
    }
    //: %1 the library, %2 format version, %3 role (viewer, editor or admin), %4 user name
    ctx.out << terminalText(QCoreApplication::translate("cp::cli", "%1: format version %2; you are %4, role %3.")
                                .arg(QDir::toNativeSeparators(db.path()), QString::number(Store::kSchemaVersion), db.role(), db.author()))
            << '\n';
    ctx.out.flush();
    return Success;
}

Command dbCommand()
{
    return { QStringLiteral("db"), QT_TRANSLATE_NOOP("cp::cli", "Set up or upgrade a scenario library (a file or a team server) and show your role in it."), runDb };
}

} // namespace cp::cli
