// Stored text reaches the terminal escaped: cli::terminalText, and the --format text output of
// scenario list/show/revisions and the messages that echo a name, with a library holding names,
// tags, notes and comments full of terminal escapes. Chinese and other text stays as it is.
#include "clirunner.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

class TestCliTerminalText : public QObject {
    Q_OBJECT
private slots:
    void escapes_data();
    void escapes();
    void messagesKeepLineBreaks();
    void storedTextIsPrintedEscaped();
};

namespace {

// No control character at all may reach the terminal, except the line ends of the output itself.
bool hasControl(const QString &text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\n') || (u >= 0x7F && u <= 0x9F))
            return true;
    }
    return false;
}

} // namespace

void TestCliTerminalText::escapes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    QTest::addRow("plain") << "7B LoRA on L40S"
                           << "7B LoRA on L40S";
    QTest::addRow("Chinese and symbols") << QString::fromUtf8("训练 70B · 成本 ¥ 🚀") << QString::fromUtf8("训练 70B · 成本 ¥ 🚀");
    QTest::addRow("ESC: clear screen") << "a\x1b[2Jb"
                                       << "a\\e[2Jb";
    QTest::addRow("ESC: set the title, BEL") << "\x1b]0;owned\x07"
                                             << "\\e]0;owned\\x07";
    QTest::addRow("line break, tab, return") << "a\nb\tc\rd"
                                             << "a\\nb\\tc\\rd";
    QTest::addRow("NUL and DEL") << QString(QStringLiteral("a")) + QChar(0) + QStringLiteral("b\x7f") << "a\\x00b\\x7f";
    QTest::addRow("C1: NEL and CSI") << QString(QChar(0x85)) + QChar(0x9B) + QStringLiteral("31m") << "\\u0085\\u009b31m";
    QTest::addRow("bidirectional override") << QString(QChar(0x202E)) + QStringLiteral("txt.exe") << "\\u202etxt.exe";
    QTest::addRow("line separator") << QString(QChar(0x2028)) << "\\u2028";
    QTest::addRow("unpaired surrogate") << QString(QChar(0xD800)) + QStringLiteral("x") << "\\ud800x";
    QTest::addRow("backslash is escaped too, so the text reads back") << "C:\\e"
                                                                      << "C:\\\\e";
}

void TestCliTerminalText::escapes()
{
    QFETCH(QString, text);
    QFETCH(QString, shown);
    QCOMPARE(cli::terminalText(text), shown);
    QVERIFY(!hasControl(cli::terminalText(text)));
}

void TestCliTerminalText::messagesKeepLineBreaks()
{
    QCOMPARE(cli::terminalText(QStringLiteral("line 1\n  C:\\plans\\a\x1b[31m.cplan"), cli::TerminalText::Message),
        QStringLiteral("line 1\n  C:\\plans\\a\\e[31m.cplan"));
}

void TestCliTerminalText::storedTextIsPrintedEscaped()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    const QString name = QStringLiteral("plan");
    {
        auto store = Store::open(db);
        QVERIFY(store);
        Scenario s = sampleScenarios()->constFirst();
        s.name = name;
        s.tags = { QStringLiteral("team") };
        s.notes = QStringLiteral("first line\nNOTES");
        QVERIFY((*store)->save(s));
    }
    {
        // Names, tags and notes as an older version (or another program) may have stored them
        // (saving refuses control characters in them now).
        QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        sql.setDatabaseName(db);
        QVERIFY(sql.open());
        QSqlQuery q(sql);
        QVERIFY(q.exec(QStringLiteral("UPDATE tag_names SET name = name || char(27) || '[5m'")));
        QVERIFY(q.exec(QStringLiteral("UPDATE scenarios SET body = replace(body, 'NOTES', '\\u001b[2J\\u001b]0;owned\\u0007\\u009b31m %1')")
                           .arg(QString::fromUtf8("中文"))));
        sql.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));

    const QStringList dbArgs { QStringLiteral("--db"), db };
    const CliResult shown = runCli(QStringList { "scenario", "show", name, "--format", "text" } + dbArgs);
    QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
    QVERIFY2(!hasControl(shown.out), qPrintable(shown.out));
    QVERIFY2(shown.out.contains(QStringLiteral("Notes: first line\\n\\e[2J\\e]0;owned\\x07\\u009b31m ") + QString::fromUtf8("中文")), qPrintable(shown.out));

    const CliResult listed = runCli(QStringList { "scenario", "list", "--format", "text" } + dbArgs);
    QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
    QVERIFY2(!hasControl(listed.out), qPrintable(listed.out));
    QVERIFY2(listed.out.contains(QStringLiteral("\\e[5m")), qPrintable(listed.out));

    // A file name becomes the revision's comment and is echoed by the import.
    const QString file = dir.filePath(QStringLiteral("x\x1b[31m.cplan"));
    QVERIFY(cplan::writeFile(file, sampleScenarios()->constFirst()));
    const CliResult imported = runCli(QStringList { "scenario", "import", file, "--name", name } + dbArgs);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const CliResult revs = runCli(QStringList { "scenario", "revisions", name, "--format", "text" } + dbArgs);
    QVERIFY2(!hasControl(revs.out), qPrintable(revs.out));
    QVERIFY2(revs.out.contains(QStringLiteral("imported from x\\e[31m.cplan")), qPrintable(revs.out));

    // Messages on standard error are escaped too.
    const CliResult missing = runCli(QStringList { "scenario", "show", QStringLiteral("ghost\x1b[2J") } + dbArgs);
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(!hasControl(missing.err), qPrintable(missing.err));
    QVERIFY2(missing.err.contains(QStringLiteral("ghost\\e[2J")), qPrintable(missing.err));
}

QTEST_GUILESS_MAIN(TestCliTerminalText)
#include "tst_cli_terminaltext.moc"
