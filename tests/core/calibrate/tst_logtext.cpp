// A training log as the calibration reads and keeps it (issue 43): at most 64 MiB read (a larger
// file, or an endless device, is refused at once), only the lines used plus context kept, and
// secrets redacted before storing.
#include "core/calibrate/logtext.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::calibrate;

class TestLogText : public QObject {
    Q_OBJECT
private slots:
    void aSmallLogIsReadWhole();
    void aLargeFileIsRefusedFromItsSize();
    void anEndlessDeviceIsRefusedAtTheLimit();
    void onlyTheUsedLinesAndTheirContextAreKept();
    void theKeptTextStaysUnderTheBudget();
    void secretsAreRedacted_data();
    void secretsAreRedacted();
    void logValuesAreNotSecrets();
};

void TestLogText::aSmallLogIsReadWhole()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("a.log")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("step: 1 loss: 2.0\nstep: 2 loss: 1.9\n");
    f.close();
    const auto text = readLogFile(f.fileName());
    QVERIFY(text);
    QCOMPARE(*text, QStringLiteral("step: 1 loss: 2.0\nstep: 2 loss: 1.9\n"));
    const auto missing = readLogFile(dir.filePath(QStringLiteral("missing.log")));
    QVERIFY(!missing);
    QCOMPARE(missing.error().kind, ErrorKind::Io);
}

void TestLogText::aLargeFileIsRefusedFromItsSize()
{
    // A sparse file of 64 MiB + 1 byte: refused from its size, nothing read.
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("big.log")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(kMaxLogBytes + 1));
    f.close();
    const auto text = readLogFile(f.fileName());
    QVERIFY(!text);
    QCOMPARE(text.error().kind, ErrorKind::BadInput);
    QVERIFY2(text.error().message.contains(QStringLiteral("64 MiB")), qPrintable(text.error().message));
    // Exactly the limit is read.
    QVERIFY(f.resize(kMaxLogBytes));
    QVERIFY(readLogFile(f.fileName()));
}

void TestLogText::anEndlessDeviceIsRefusedAtTheLimit()
{
    const auto text = readLogFile(QStringLiteral("/dev/zero"));
    QVERIFY(!text);
    QCOMPARE(text.error().kind, ErrorKind::BadInput);
}

void TestLogText::onlyTheUsedLinesAndTheirContextAreKept()
{
    QStringList lines;
    for (int i = 1; i <= 20; ++i)
        lines << QStringLiteral("line %1").arg(i);
    // Line 10 with 2 around it (8-12), line 13 joins that range (11-15); 1-7 and 16-20 left out.
    const QString kept = keptLines(lines.join(QLatin1Char('\n')), { 10, 13 });
    QCOMPARE(kept, QStringLiteral("[... 7 line(s) left out ...]\nline 8\nline 9\nline 10\nline 11\nline 12\nline 13\nline 14\nline 15\n"
                                  "[... 5 line(s) left out ...]"));
    QCOMPARE(keptLines(QStringLiteral("a\nb"), {}), QString());
}

void TestLogText::theKeptTextStaysUnderTheBudget()
{
    // 100,000 used lines of 100 characters (10 MB): the head and the tail of the budget are kept.
    const QString line(99, QLatin1Char('x'));
    QStringList lines;
    QList<int> used;
    for (int i = 1; i <= 100000; ++i) {
        lines << line;
        used << i;
    }
    const QString kept = keptLines(lines.join(QLatin1Char('\n')), used);
    QVERIFY2(kept.size() <= kMaxKeptBytes + 200, qPrintable(QString::number(kept.size())));
    QVERIFY(kept.size() >= kMaxKeptBytes - 400);
    QVERIFY(kept.startsWith(line));
    QVERIFY(kept.endsWith(line));
    QVERIFY(kept.contains(QStringLiteral("left out to keep the log under 256 KiB")));
}

void TestLogText::secretsAreRedacted_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("secret");
    QTest::newRow("bearer header") << QStringLiteral("Authorization: Bearer abcdefghijklmnop0123") << QStringLiteral("abcdefghijklmnop0123");
    QTest::newRow("basic header") << QStringLiteral("authorization = Basic dXNlcjpwYXNzd29yZA==") << QStringLiteral("dXNlcjpwYXNzd29yZA==");
    QTest::newRow("environment key") << QStringLiteral("WANDB_API_KEY=0123456789abcdef0123") << QStringLiteral("0123456789abcdef0123");
    QTest::newRow("json token") << QStringLiteral(R"({"hf_token": "hunter2hunter2"})") << QStringLiteral("hunter2hunter2");
    QTest::newRow("password in a dict") << QStringLiteral("{'db_password': 'correct-horse'}") << QStringLiteral("correct-horse");
    QTest::newRow("password flag") << QStringLiteral("launch.py --password s3cr3tpass --nodes 2") << QStringLiteral("s3cr3tpass");
    QTest::newRow("password in an address") << QStringLiteral("connecting to postgresql://alice:pa55word@db:5432/x") << QStringLiteral("pa55word");
    QTest::newRow("Hugging Face token") << QStringLiteral("login with hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345") << QStringLiteral("hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345");
    QTest::newRow("OpenAI key") << QStringLiteral("key sk-proj-abcdefghijklmnopqrstuvwx") << QStringLiteral("sk-proj-abcdefghijklmnopqrstuvwx");
    QTest::newRow("GitHub token") << QStringLiteral("ghp_abcdefghijklmnopqrstuvwxyz0123456789") << QStringLiteral("ghp_abcdefghijklmnopqrstuvwxyz0123456789");
    QTest::newRow("AWS access key") << QStringLiteral("id AKIAIOSFODNN7EXAMPLE here") << QStringLiteral("AKIAIOSFODNN7EXAMPLE");
}

void TestLogText::secretsAreRedacted()
{
    QFETCH(QString, line);
    QFETCH(QString, secret);
    const QString out = redactSecrets(line);
    QVERIFY2(!out.contains(secret), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("[redacted]")), qPrintable(out));
}

void TestLogText::logValuesAreNotSecrets()
{
    // Keys named like tokens that hold numbers, and the step lines, are left as they are.
    for (const QString &line : { QStringLiteral(R"({"current_steps": 10, "total_tokens": 123456, "throughput": "9600.00"})"),
             QStringLiteral("{'train_tokens_per_second': 4800.5, 'train_loss': 1.2}"),
             QStringLiteral(" iteration 3/ 100 | elapsed time per iteration (ms): 4100.0 | tokens per second per device: 1234 |"),
             QStringLiteral("step:  3  loss:  9.0000  memory: 61.00GiB(77.00%)  tps: 3,000  tflops: 180.00  mfu: 18.00%") })
        QCOMPARE(redactSecrets(line), line);
}

QTEST_GUILESS_MAIN(TestLogText)
#include "tst_logtext.moc"
