// The CLI's small promises (issue 43): a name or value holding %1 or %2 is printed as typed; a
// command that only reads never creates or empties a file at the library path it is given (a
// typo), and leaves no temporary copy behind; `catalog prices --format csv` keeps the low and high
// tiers; a flag given twice is refused unless its help says it is repeatable.
#include "clirunner.h"
#include "core/scenario/samples.h"
#include "tests/common/files.h"

#include <algorithm>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestCliHardening : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void namesWithPlaceholdersArePrintedAsTyped();
    void valueWithPlaceholdersIsPrintedAsTyped();
    void readingCommandsCreateNoFile_data();
    void readingCommandsCreateNoFile();
    void staleReadCopiesAreRemoved();
    void priceCsvKeepsTheTiers();
    void repeatedFlagIsRefused_data();
    void repeatedFlagIsRefused();
    void repeatableFlagsAreTheOnesTheHelpSaysAre();

private:
    QTemporaryDir m_tmp; ///< TMPDIR of the commands run here
    QTemporaryDir m_dir;
    QStringList readCopies() const
    {
        return QDir(m_tmp.path()).entryList({ QStringLiteral("computeplanner-read-*") }, QDir::AllEntries | QDir::Hidden | QDir::System, QDir::Name);
    }
};

namespace {

/// The id of a process that has finished (so no process has it, barring reuse in between).
qint64 finishedPid()
{
    QProcess p;
    p.start(QStringLiteral("true"), QStringList {});
    if (!p.waitForStarted())
        return 0;
    const qint64 pid = p.processId();
    p.waitForFinished();
    return pid;
}

/// The fields of one CSV record (RFC 4180 quoting: "a, b" and "say ""hi""").
QStringList fieldsOf(const QString &line)
{
    QStringList fields { QString() };
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted && c == QLatin1Char('"') && i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"'))
            fields.last() += line.at(++i);
        else if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (c == QLatin1Char(',') && !quoted)
            fields << QString();
        else if (c != QLatin1Char('\r') || quoted)
            fields.last() += c;
    }
    return fields;
}

} // namespace

void TestCliHardening::initTestCase()
{
    QVERIFY(m_tmp.isValid() && m_dir.isValid());
    qputenv("TMPDIR", QFile::encodeName(m_tmp.path()));
    QCOMPARE(QDir::tempPath(), m_tmp.path());
}

void TestCliHardening::namesWithPlaceholdersArePrintedAsTyped()
{
    const QString db = m_dir.filePath(QStringLiteral("placeholders.sqlite"));
    const QString name = QStringLiteral("%1 %2");
    const QStringList import { QStringLiteral("scenario"), QStringLiteral("import"), cp::sampleFiles().constFirst(), QStringLiteral("--name"), name, QStringLiteral("--db"), db };
    CliResult r = runCli(import);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), QStringLiteral("Imported '%1 %2' (revision 1)."));
    r = runCli(import);
    QCOMPARE(r.out.trimmed(), QStringLiteral("Imported '%1 %2' (revision 2)."));
    r = runCli({ QStringLiteral("scenario"), QStringLiteral("restore"), name, QStringLiteral("--revision"), QStringLiteral("1"), QStringLiteral("--db"), db });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), QStringLiteral("Restored revision 1 of '%1 %2' as revision 3."));
    r = runCli({ QStringLiteral("scenario"), QStringLiteral("show"), name, QStringLiteral("--revision"), QStringLiteral("9"), QStringLiteral("--db"), db });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("scenario '%1 %2' has no revision 9")), qPrintable(r.err));
}

void TestCliHardening::valueWithPlaceholdersIsPrintedAsTyped()
{
    const CliResult r = runCli({ QStringLiteral("scenario"), QStringLiteral("show"), QStringLiteral("x"), QStringLiteral("--revision"), QStringLiteral("%2"),
        QStringLiteral("--db"), m_dir.filePath(QStringLiteral("value.sqlite")) });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--revision: '%2' is not allowed; use a whole number from 1 to 1000000000")), qPrintable(r.err));
}

void TestCliHardening::readingCommandsCreateNoFile_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("emptyFile"); // a 0-byte file at the path, else nothing
    const auto both = [](const char *name, const QStringList &args) {
        QTest::addRow("%s, no file", name) << args << false;
        QTest::addRow("%s, a 0-byte file", name) << args << true;
    };
    both("scenario list", { "scenario", "list" });
    both("scenario show", { "scenario", "show", "nope" });
    both("scenario revisions", { "scenario", "revisions", "nope" });
    both("scenario export", { "scenario", "export", "nope", "--out", "OUT" });
    both("catalog prices --check", { "catalog", "prices", "--check" });
    both("compare", { "compare", "a,b" });
}

void TestCliHardening::readingCommandsCreateNoFile()
{
    QFETCH(QStringList, args);
    QFETCH(bool, emptyFile);
    QTemporaryDir folder;
    const QString typo = folder.filePath(QStringLiteral("libary.sqlite"));
    if (emptyFile)
        QVERIFY(cp::test::writeAll(typo, QByteArray()));
    const QString out = folder.filePath(QStringLiteral("out.cplan"));
    args.replaceInStrings(QRegularExpression(QStringLiteral("^OUT$")), out);
    const CliResult r = runCli(args + QStringList { QStringLiteral("--db"), typo });
    QVERIFY2(r.exitCode != 134, qPrintable(r.err));
    const QStringList expected = emptyFile ? QStringList { QStringLiteral("libary.sqlite") } : QStringList {};
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot), expected);
    if (emptyFile)
        QCOMPARE(QFileInfo(typo).size(), 0);
    QCOMPARE(readCopies(), QStringList {}); // the library read in a temporary folder is gone again
}

void TestCliHardening::staleReadCopiesAreRemoved()
{
    // Left by a killed reader (its process is gone), one of a reader still running (this
    // process), and a folder of the user's with a similar name.
    const qint64 gone = finishedPid();
    QVERIFY(gone > 0);
    const QDir tmp(m_tmp.path());
    const QString stale = QStringLiteral("computeplanner-read-%1-AbC123").arg(gone);
    const QString running = QStringLiteral("computeplanner-read-%1-AbC123").arg(QCoreApplication::applicationPid());
    const QString users = QStringLiteral("computeplanner-read-notes");
    for (const QString &name : { stale, running, users }) {
        QVERIFY(tmp.mkdir(name));
        QVERIFY(cp::test::writeAll(tmp.filePath(name + QStringLiteral("/library.sqlite")), "x"));
    }
    const CliResult r = runCli({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), m_dir.filePath(QStringLiteral("missing.sqlite")) });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QStringList expected { running, users };
    expected.sort();
    QCOMPARE(readCopies(), expected);
    for (const QString &name : expected)
        QVERIFY(QDir(tmp.filePath(name)).removeRecursively());
}

void TestCliHardening::priceCsvKeepsTheTiers()
{
    const CliResult json = runCli({ QStringLiteral("catalog"), QStringLiteral("prices") });
    const CliResult csv = runCli({ QStringLiteral("catalog"), QStringLiteral("prices"), QStringLiteral("--format"), QStringLiteral("csv") });
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(csv.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QVERIFY(!rows.isEmpty());
    const QStringList lines = csv.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), rows.size() + 1);
    const QStringList header = fieldsOf(lines.constFirst());
    const qsizetype key = header.indexOf(QStringLiteral("key"));
    const qsizetype low = header.indexOf(QStringLiteral("low_value"));
    const qsizetype high = header.indexOf(QStringLiteral("high_value"));
    QVERIFY2(key >= 0 && low >= 0 && high >= 0, qPrintable(lines.constFirst()));
    QVERIFY(header.contains(QStringLiteral("low_source")) && header.contains(QStringLiteral("high_as_of")));
    int tiered = 0;
    for (const QJsonValue &row : rows) {
        const QJsonObject o = row.toObject();
        if (!o.value(QStringLiteral("low")).isObject() || !o.value(QStringLiteral("high")).isObject())
            continue;
        ++tiered;
        // The row of this key in the CSV carries the same low and high figures.
        const QString k = o.value(QStringLiteral("key")).toString();
        const auto line = std::find_if(lines.cbegin() + 1, lines.cend(), [&](const QString &l) { return fieldsOf(l).value(key) == k; });
        QVERIFY2(line != lines.cend(), qPrintable(k));
        const QStringList fields = fieldsOf(*line);
        QCOMPARE(fields.value(low).toDouble(), o.value(QStringLiteral("low")).toObject().value(QStringLiteral("value")).toDouble());
        QCOMPARE(fields.value(high).toDouble(), o.value(QStringLiteral("high")).toObject().value(QStringLiteral("value")).toDouble());
    }
    QVERIFY2(tiered > 0, "the shipped price book has no key with a low and a high tier");
}

void TestCliHardening::repeatedFlagIsRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("flag");
    QTest::addRow("estimate --gpus twice") << QStringList { "estimate", "--preset", "llama2-7b", "--gpus", "8", "--gpus", "16" } << "gpus";
    QTest::addRow("tco --format twice, same value") << QStringList { "tco", "--format", "json", "--format", "json" } << "format";
    QTest::addRow("scenario list --db twice") << QStringList { "scenario", "list", "--db", "a.sqlite", "--db", "b.sqlite" } << "db";
    QTest::addRow("--flag=value then --flag value") << QStringList { "catalog", "prices", "--format=csv", "--format", "json" } << "format";
}

void TestCliHardening::repeatedFlagIsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, flag);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--%1: given more than once; give it once").arg(flag)), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    // Repeatable ones still take every value.
    const CliResult campaigns = runCli({ QStringLiteral("tco"), QStringLiteral("--demand"), QStringLiteral("plan"), QStringLiteral("--campaign"),
        QStringLiteral("2:1000"), QStringLiteral("--campaign"), QStringLiteral("5:2000") });
    QVERIFY2(campaigns.exitCode == 0, qPrintable(campaigns.err));
}

void TestCliHardening::repeatableFlagsAreTheOnesTheHelpSaysAre()
{
    // Every command's --help: an option whose description says "repeatable" is exactly one of
    // cli::repeatableFlags(), and each of those is documented so.
    QStringList documented;
    for (const cp::cli::Command &c : cliCommands()) {
        const CliResult help = runCli({ c.name, QStringLiteral("--help") });
        QCOMPARE(help.exitCode, 0);
        QStringList names;
        QString description;
        const auto flush = [&]() {
            if (description.contains(QStringLiteral("repeatable")))
                documented << names;
            names.clear();
            description.clear();
        };
        static const QRegularExpression option(QStringLiteral("^\\s+(-[^ ].*?)(\\s{2,}(.*))?$"));
        static const QRegularExpression longName(QStringLiteral("--([a-z0-9-]+)"));
        for (const QString &line : help.out.split(QLatin1Char('\n'))) {
            const QRegularExpressionMatch m = option.match(line);
            if (m.hasMatch()) {
                flush();
                for (auto it = longName.globalMatch(m.captured(1)); it.hasNext();)
                    names << it.next().captured(1);
                description = m.captured(3);
            } else if (line.startsWith(QLatin1Char(' '))) {
                description += QLatin1Char(' ') + line.trimmed();
            } else {
                flush();
            }
        }
        flush();
    }
    documented.removeDuplicates();
    documented.sort();
    QStringList rule = cp::cli::repeatableFlags();
    rule.sort();
    QCOMPARE(documented, rule);
}

QTEST_GUILESS_MAIN(TestCliHardening)
#include "tst_cli_hardening.moc"
