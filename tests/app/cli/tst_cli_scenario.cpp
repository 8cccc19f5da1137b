#include "tests/app/cli/clirunner.h"
#include "tests/common/files.h"

#include "core/scenario/samples.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliScenario : public QObject {
    Q_OBJECT
private slots:
    void init();
    void listJson();
    void listText();
    void listWithSearchAndTag();
    void showJsonIsTheCanonicalFile();
    void showText();
    void exportImportExportIsByteIdentical_data();
    void exportImportExportIsByteIdentical();
    void importUnderAnotherName();
    void importReportsEveryProblem();
    void importRefusesNewerAndHugeFiles();
    void revisionsAndRestore();
    void deleteRemovesTheScenario();
    void damagedDatabaseIsAClearFailure();
    void usageErrors_data();
    void usageErrors();

private:
    QStringList db() const { return { QStringLiteral("--db"), m_db }; }
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_db;
};

using cp::test::readAll;

namespace {

const QString kLora = QStringLiteral("7B LoRA fine-tune on L40S");

bool writeAll(const QString &file, const QByteArray &bytes)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

CliResult scenario(const QStringList &args) { return runCli(QStringList { QStringLiteral("scenario") } + args); }

} // namespace

void TestCliScenario::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = m_dir->filePath(QStringLiteral("cli.sqlite"));
}

void TestCliScenario::listJson()
{
    const CliResult r = scenario(QStringList { QStringLiteral("list") } + db());
    QCOMPARE(r.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(rows.size(), cp::sampleFiles().size());
    const QJsonObject first = rows.first().toObject();
    QCOMPARE(first.keys(), (QStringList { "created", "name", "revisions", "tags", "updated" }));
    QCOMPARE(first.value(QStringLiteral("revisions")).toInt(), 1);
}

void TestCliScenario::listText()
{
    const CliResult r = scenario(QStringList { QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("text") } + db());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed().split(QLatin1Char('\n')).size(), cp::sampleFiles().size());
    QVERIFY(r.out.contains(kLora + QStringLiteral("  [fine-tuning, lora, sample]")));
}

void TestCliScenario::listWithSearchAndTag()
{
    const CliResult s = scenario(QStringList { QStringLiteral("list"), QStringLiteral("--search"), QStringLiteral("H800") } + db());
    // The two H800 plans and the programme, whose pre-training runs on H800 (issue 44).
    QCOMPARE(QJsonDocument::fromJson(s.out.toUtf8()).array().size(), 3);
    const CliResult t = scenario(QStringList { QStringLiteral("list"), QStringLiteral("--tag"), QStringLiteral("inference") } + db());
    const QJsonArray rows = QJsonDocument::fromJson(t.out.toUtf8()).array();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Inference on domestic NPUs (Ascend 910B)"));
}

void TestCliScenario::showJsonIsTheCanonicalFile()
{
    const CliResult r = scenario(QStringList { QStringLiteral("show"), kLora } + db());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.toUtf8(), readAll(cp::sampleFiles().constFirst()));
}

void TestCliScenario::showText()
{
    const CliResult r = scenario(QStringList { QStringLiteral("show"), kLora, QStringLiteral("--format"), QStringLiteral("text") } + db());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("Model: qwen2.5-7b")));
    // The sample holds every price it uses (saved means saved, issue 22).
    const qsizetype prices = cp::sampleScenarios()->constFirst().prices.size();
    QVERIFY(r.out.contains(QStringLiteral("Prices: %1 saved price(s), all equal to the current price book").arg(prices)));
    const CliResult missing = scenario(QStringList { QStringLiteral("show"), QStringLiteral("ghost") } + db());
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains(QStringLiteral("no scenario named 'ghost'")));
}

void TestCliScenario::exportImportExportIsByteIdentical_data()
{
    QTest::addColumn<QString>("name");
    const auto samples = cp::sampleScenarios();
    QVERIFY(samples);
    for (const cp::Scenario &s : *samples)
        QTest::addRow("%s", qPrintable(s.name)) << s.name;
}

void TestCliScenario::exportImportExportIsByteIdentical()
{
    QFETCH(QString, name);
    const QString a = m_dir->filePath(QStringLiteral("a.cplan"));
    const QString b = m_dir->filePath(QStringLiteral("b.cplan"));
    QCOMPARE(scenario(QStringList { QStringLiteral("export"), name, QStringLiteral("--out"), a } + db()).exitCode, 0);
    const CliResult imported = scenario(QStringList { QStringLiteral("import"), a } + db());
    QCOMPARE(imported.exitCode, 0);
    QCOMPARE(imported.out.trimmed(), QStringLiteral("Imported '%1' (revision 2).").arg(name));
    QCOMPARE(scenario(QStringList { QStringLiteral("export"), name, QStringLiteral("--out"), b } + db()).exitCode, 0);
    QVERIFY(!readAll(a).isEmpty());
    QCOMPARE(readAll(b), readAll(a));
}

void TestCliScenario::importUnderAnotherName()
{
    const CliResult r = scenario(QStringList { QStringLiteral("import"), cp::sampleFiles().constFirst(), QStringLiteral("--name"),
                                     QStringLiteral("copy") }
        + db());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(scenario(QStringList { QStringLiteral("list") } + db()).out.toUtf8()).array().size(),
        cp::sampleFiles().size() + 1);
}

void TestCliScenario::importReportsEveryProblem()
{
    QJsonObject o = QJsonDocument::fromJson(readAll(cp::sampleFiles().constFirst())).object();
    QJsonObject training = o.value(QStringLiteral("training")).toObject();
    training.insert(QStringLiteral("seq_len"), 100);
    training.insert(QStringLiteral("precision"), QStringLiteral("fp4"));
    o.insert(QStringLiteral("training"), training);
    QJsonObject tco = o.value(QStringLiteral("tco")).toObject();
    tco.insert(QStringLiteral("horizon_months"), 120);
    o.insert(QStringLiteral("tco"), tco);
    const QString file = m_dir->filePath(QStringLiteral("bad.cplan"));
    QVERIFY(writeAll(file, QJsonDocument(o).toJson()));
    const CliResult r = scenario(QStringList { QStringLiteral("import"), file } + db());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("  training.seq_len: must be 128–1,048,576\n")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("  training.precision: must be one of bf16|fp16|fp8|tf32\n")));
    QVERIFY(r.err.contains(QStringLiteral("  tco.horizon_months: must be 1–60\n")));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 4);
}

void TestCliScenario::importRefusesNewerAndHugeFiles()
{
    const QString newer = m_dir->filePath(QStringLiteral("newer.cplan"));
    QVERIFY(writeAll(newer, R"({"schema_version": 7, "name": "from the future"})"));
    const CliResult r = scenario(QStringList { QStringLiteral("import"), newer } + db());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("format version 7")), qPrintable(r.err));
    const QString huge = m_dir->filePath(QStringLiteral("huge.cplan"));
    QVERIFY(writeAll(huge, QByteArray(5 * 1024 * 1024, ' ')));
    const CliResult h = scenario(QStringList { QStringLiteral("import"), huge } + db());
    QCOMPARE(h.exitCode, 2);
    QVERIFY2(h.err.contains(QStringLiteral("at most 4,194,304 bytes")), qPrintable(h.err));
}

void TestCliScenario::revisionsAndRestore()
{
    const QString a = m_dir->filePath(QStringLiteral("a.cplan"));
    QJsonObject o = QJsonDocument::fromJson(readAll(cp::sampleFiles().constFirst())).object();
    o.insert(QStringLiteral("notes"), QStringLiteral("second thoughts"));
    QVERIFY(writeAll(a, QJsonDocument(o).toJson()));
    QCOMPARE(scenario(QStringList { QStringLiteral("import"), a } + db()).exitCode, 0);
    const CliResult revs = scenario(QStringList { QStringLiteral("revisions"), kLora } + db());
    QCOMPARE(revs.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(revs.out.toUtf8()).array();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(1).toObject().value(QStringLiteral("comment")).toString(), QStringLiteral("imported from a.cplan"));
    QCOMPARE(rows.at(0).toObject().keys(), (QStringList { "app_version", "author", "comment", "number", "saved_at" }));
    const CliResult restore = scenario(QStringList { QStringLiteral("restore"), kLora, QStringLiteral("--revision"), QStringLiteral("1") } + db());
    QCOMPARE(restore.exitCode, 0);
    const CliResult shown = scenario(QStringList { QStringLiteral("show"), kLora } + db());
    const QJsonObject sample = QJsonDocument::fromJson(readAll(cp::sampleFiles().constFirst())).object();
    QCOMPARE(QJsonDocument::fromJson(shown.out.toUtf8()).object().value(QStringLiteral("notes")), sample.value(QStringLiteral("notes")));
    QVERIFY(!shown.out.contains(QStringLiteral("second thoughts")));
    const CliResult old = scenario(QStringList { QStringLiteral("show"), kLora, QStringLiteral("--revision"), QStringLiteral("2") } + db());
    QVERIFY(old.out.contains(QStringLiteral("second thoughts")));
}

void TestCliScenario::deleteRemovesTheScenario()
{
    const CliResult r = scenario(QStringList { QStringLiteral("delete"), kLora } + db());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(scenario(QStringList { QStringLiteral("list") } + db()).out.toUtf8()).array().size(),
        cp::sampleFiles().size() - 1);
    const CliResult again = scenario(QStringList { QStringLiteral("delete"), kLora } + db());
    QCOMPARE(again.exitCode, 2);
    QVERIFY(again.err.contains(QStringLiteral("no scenario named")));
}

void TestCliScenario::damagedDatabaseIsAClearFailure()
{
    const QByteArray jpeg = QByteArray("\xFF\xD8\xFF\xE0\x00\x10JFIF\x00", 11) + QByteArray(5000, 'x');
    QVERIFY(writeAll(m_db, jpeg));
    const CliResult r = scenario(QStringList { QStringLiteral("list") } + db());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("is damaged (the file is not an SQLite database)")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("Use --db FILE to open another database.")));
    QCOMPARE(readAll(m_db), jpeg);
}

void TestCliScenario::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::addRow("no action") << QStringList {} << "name an action: list|show|import|export|delete|revisions|restore|copy";
    QTest::addRow("unknown action") << QStringList { "rename" } << "name an action:";
    QTest::addRow("show without a name") << QStringList { "show" } << "show needs exactly one NAME or FILE";
    QTest::addRow("list with a name") << QStringList { "list", "x" } << "list takes no further arguments";
    QTest::addRow("bad format") << QStringList { "list", "--format", "xml" } << "--format: 'xml' is not allowed; use json|text";
    QTest::addRow("export without --out") << QStringList { "export", "x" } << "--out: missing";
    QTest::addRow("bad revision") << QStringList { "restore", kLora, "--revision", "zero" } << "--revision: 'zero' is not allowed";
}

void TestCliScenario::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliResult r = scenario(args + db());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
}

QTEST_GUILESS_MAIN(TestCliScenario)
#include "tst_cli_scenario.moc"
