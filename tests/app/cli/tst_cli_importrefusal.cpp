// Issue 17: a refused `scenario import` leaves the library byte-identical (for a sample of the
// hostile leaf values of tst_importleaves), and a plan saved under older rules still opens.
#include "tests/app/cli/clirunner.h"
#include "tests/core/scenario/leafcases.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace leafcases;

class TestCliImportRefusal : public QObject {
    Q_OBJECT
private slots:
    void refusedImportsLeaveTheLibraryByteIdentical();
    void planSavedUnderOlderRulesStillOpens();
    void importSaysWhichDefaultsWereUsed();
};

namespace {

/// Every file of the library folder (the database and any -wal, -shm or backup beside it).
QMap<QString, QByteArray> folderBytes(const QString &dir)
{
    QMap<QString, QByteArray> out;
    for (const QString &name : QDir(dir).entryList(QDir::Files | QDir::Hidden)) {
        QFile f(QDir(dir).filePath(name));
        out.insert(name, f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>"));
    }
    return out;
}

bool writeAll(const QString &file, const QByteArray &bytes)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

void TestCliImportRefusal::refusedImportsLeaveTheLibraryByteIdentical()
{
    QTemporaryDir libraryDir;
    QTemporaryDir inputDir;
    const QString db = libraryDir.filePath(QStringLiteral("library.sqlite"));
    QCOMPARE(runCli({ QStringLiteral("db"), QStringLiteral("migrate"), QStringLiteral("--db"), db }).exitCode, 0); // creates and seeds it

    // A fixed sample of the refused cases: every 23rd, plus the first of each kind of value.
    const QList<Case> cases = allCases();
    QList<Case> refused;
    QSet<QString> kinds;
    for (qsizetype i = 0; i < cases.size(); ++i) {
        const Case &c = cases.at(i);
        if (cp::cplan::fromBytes(c.bytes, cp::Catalog::builtIn()))
            continue;
        if (i % 23 == 0 || !kinds.contains(c.label))
            refused << c;
        kinds.insert(c.label);
    }
    QVERIFY(refused.size() >= 50);
    qInfo("%lld refused imports through the CLI", static_cast<long long>(refused.size()));

    const QMap<QString, QByteArray> before = folderBytes(libraryDir.path());
    QVERIFY(before.contains(QStringLiteral("library.sqlite")));
    const QString file = inputDir.filePath(QStringLiteral("hostile.cplan"));
    for (const Case &c : refused) {
        QVERIFY(writeAll(file, c.bytes));
        const CliResult r = runCli({ QStringLiteral("scenario"), QStringLiteral("import"), file, QStringLiteral("--db"), db });
        const QString what = QStringLiteral("sample %1, %2 = %3: exit %4\n%5").arg(c.sample).arg(pathText(c.path), c.label).arg(r.exitCode).arg(r.err);
        // A refused file is bad input: exit 2 (README, exit codes).
        QVERIFY2(r.exitCode == cp::cli::BadInput, qPrintable(what));
        QVERIFY2(r.err.contains(pathText(c.path)), qPrintable(what));
        QVERIFY2(folderBytes(libraryDir.path()) == before, qPrintable(QStringLiteral("library changed after a refusal: ") + what));
    }

    // The check can see a change: an accepted file does change the library.
    const auto samples = cp::sampleScenarios();
    QVERIFY(samples);
    cp::Scenario fresh = samples->constFirst();
    fresh.name = QStringLiteral("imported after the refusals");
    QVERIFY(writeAll(file, cp::cplan::toBytes(fresh)));
    const CliResult ok = runCli({ QStringLiteral("scenario"), QStringLiteral("import"), file, QStringLiteral("--db"), db });
    QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
    QVERIFY(folderBytes(libraryDir.path()) != before);
}

// The library holds plans saved under the rules of their day (a tag given twice, a layout that
// does not fill its GPUs, a price key the price book has since dropped): they must still open,
// or a tightened rule would lock the user out of saved work. Saving asks for the fix.
void TestCliImportRefusal::planSavedUnderOlderRulesStillOpens()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    QCOMPARE(runCli({ QStringLiteral("db"), QStringLiteral("migrate"), QStringLiteral("--db"), db }).exitCode, 0);
    const auto samples = cp::sampleScenarios();
    QVERIFY(samples);
    cp::Scenario old = samples->constFirst();
    old.tags = { QStringLiteral("sample"), QStringLiteral("sample") };
    old.hardware.gpus = 8;
    old.hardware.layout.tp = 2;
    old.hardware.layout.pp = 1;
    old.hardware.layout.dp = 2;
    old.prices.append({ QStringLiteral("price.dropped.since"), 1.0, QStringLiteral("CNY"), {}, {}, {}, {} });
    QVERIFY(!cp::validateScenario(old, cp::Catalog::builtIn()).isEmpty()); // today's rules refuse it
    {
        QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("older-rules"));
        sql.setDatabaseName(db);
        QVERIFY(sql.open());
        QSqlQuery q(sql);
        QVERIFY(q.prepare(QStringLiteral("UPDATE scenarios SET body = ? WHERE name = ?")));
        q.addBindValue(QString::fromUtf8(cp::cplan::toBytes(old)));
        q.addBindValue(old.name);
        QVERIFY(q.exec());
        QCOMPARE(q.numRowsAffected(), 1);
        q.finish();
        sql.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("older-rules"));
    const CliResult show = runCli({ QStringLiteral("scenario"), QStringLiteral("show"), old.name, QStringLiteral("--db"), db });
    QVERIFY2(show.exitCode == 0, qPrintable(show.err));
    QCOMPARE(show.out.toUtf8(), cp::cplan::toBytes(old));
    // ... while the same text as a file is refused, with every problem
    const QString file = dir.filePath(QStringLiteral("old.cplan"));
    QVERIFY(writeAll(file, cp::cplan::toBytes(old)));
    const CliResult import = runCli({ QStringLiteral("scenario"), QStringLiteral("import"), file, QStringLiteral("--db"), db, QStringLiteral("--name"), QStringLiteral("copy") });
    QCOMPARE(import.exitCode, int(cp::cli::BadInput));
    const QString dropped = QStringLiteral("prices[%1].key").arg(old.prices.size() - 1); // the appended entry
    for (const QString &path : { QStringLiteral("tags[1]"), QStringLiteral("hardware.layout"), dropped })
        QVERIFY2(import.err.contains(path), qPrintable(import.err));
}

// A file that leaves sections out is imported with the defaults, and the CLI says which.
void TestCliImportRefusal::importSaysWhichDefaultsWereUsed()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    const QString file = dir.filePath(QStringLiteral("minimal.cplan"));
    QVERIFY(writeAll(file, R"({"schema_version": 1, "name": "minimal", "model": {"preset": "llama3-8b"}, "training": {"mode": "lora"}})"));
    const CliResult r = runCli({ QStringLiteral("scenario"), QStringLiteral("import"), file, QStringLiteral("--db"), db });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("Imported 'minimal'")), qPrintable(r.out));
    for (const char *note : { "note: training.seq_len: not in the file; the default 4096 is used",
             "note: hardware: not in the file; the default {", "note: tco: not in the file; the default {" })
        QVERIFY2(r.err.contains(QLatin1String(note)), qPrintable(r.err));
    // a complete file imports without notes
    const auto samples = cp::sampleScenarios();
    QVERIFY(samples);
    cp::Scenario full = samples->constFirst();
    full.name = QStringLiteral("complete");
    QVERIFY(writeAll(file, cp::cplan::toBytes(full)));
    const CliResult quiet = runCli({ QStringLiteral("scenario"), QStringLiteral("import"), file, QStringLiteral("--db"), db });
    QVERIFY2(quiet.exitCode == 0, qPrintable(quiet.err));
    QVERIFY2(!quiet.err.contains(QStringLiteral("note:")), qPrintable(quiet.err));
}

QTEST_GUILESS_MAIN(TestCliImportRefusal)
#include "tst_cli_importrefusal.moc"
