#include "tests/app/cli/clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void versionAndHelp();
    void unknownCommandIsAUsageError();
    void catalogJson();
    void catalogCsv();
    void badFlags_data();
    void badFlags();
    void scaledNumbers_data();
    void scaledNumbers();
};

void TestCli::versionAndHelp()
{
    const CliResult v = runCli({ QStringLiteral("--version") });
    QCOMPARE(v.exitCode, 0);
    QCOMPARE(v.out.trimmed(), QStringLiteral("computeplanner-cli " CP_VERSION));
    const CliResult h = runCli({ QStringLiteral("--help") });
    QCOMPARE(h.exitCode, 0);
    QVERIFY(h.out.contains(QStringLiteral("catalog")));
    const CliResult ch = runCli({ QStringLiteral("catalog"), QStringLiteral("--help") });
    QCOMPARE(ch.exitCode, 0);
    QVERIFY2(ch.out.contains(QStringLiteral("--format")), qPrintable(ch.out));
}

void TestCli::unknownCommandIsAUsageError()
{
    const CliResult r = runCli({ QStringLiteral("frobnicate") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral("unknown command 'frobnicate'")));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
}

void TestCli::catalogJson()
{
    const CliResult r = runCli({ QStringLiteral("catalog"), QStringLiteral("accelerators"), QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(r.exitCode, 0);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &pe);
    QCOMPARE(pe.error, QJsonParseError::NoError);
    QCOMPARE(doc.array().size(), 21);
    const QJsonObject first = doc.array().first().toObject();
    QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("a100-sxm-80gb"));
    QCOMPARE(first.value(QStringLiteral("bf16_dense_tflops")).toDouble(), 312.0);
    QVERIFY(!first.value(QStringLiteral("source")).toString().isEmpty());

    const CliResult p = runCli({ QStringLiteral("catalog"), QStringLiteral("prices") });
    const QJsonArray prices = QJsonDocument::fromJson(p.out.toUtf8()).array();
    int assumptions = 0;
    for (const QJsonValue &v : prices)
        assumptions += v.toObject().value(QStringLiteral("assumption")).toBool() ? 1 : 0;
    // zhejiang tariff, Hangzhou rack, Hangzhou staff, exchange rate, the three commitment
    // discounts (1-year, its older key, 3-year) and the L40S and H200 rentals (no China seller)
    // from price-book.csv, plus the 27 keys that only price-book-defaults.csv has.
    QCOMPARE(assumptions, 9 + 27);
}

void TestCli::catalogCsv()
{
    const CliResult r = runCli({ QStringLiteral("catalog"), QStringLiteral("fabrics"), QStringLiteral("--format"), QStringLiteral("csv") });
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 8);
    QVERIFY(lines.constFirst().contains(QStringLiteral("per_gpu_gbps")));
}

void TestCli::badFlags_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("messagePart");
    QTest::addRow("bad format") << QStringList { "catalog", "fabrics", "--format", "xml" } << "--format: 'xml' is not allowed; use json|csv";
    QTest::addRow("unknown table") << QStringList { "catalog", "gpus" } << "name one table: accelerators|fabrics|prices";
    QTest::addRow("unknown flag") << QStringList { "catalog", "fabrics", "--frob" } << "Unknown option 'frob'";
}

void TestCli::badFlags()
{
    QFETCH(QStringList, args);
    QFETCH(QString, messagePart);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY(r.out.isEmpty());
}

void TestCli::scaledNumbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected");
    QTest::addColumn<bool>("valid");
    QTest::addRow("scientific") << "2e12" << 2e12 << true;
    QTest::addRow("T suffix") << "1.4T" << 1.4e12 << true;
    QTest::addRow("B suffix") << "500B" << 5e11 << true;
    QTest::addRow("k suffix") << "12k" << 12e3 << true;
    QTest::addRow("garbage") << "lots" << 0.0 << false;
    QTest::addRow("empty") << "" << 0.0 << false;
    QTest::addRow("infinite") << "1e308T" << 0.0 << false;
}

void TestCli::scaledNumbers()
{
    QFETCH(QString, text);
    QFETCH(double, expected);
    QFETCH(bool, valid);
    const auto v = cp::cli::parseScaledNumber(text);
    QCOMPARE(v.has_value(), valid);
    if (valid)
        QCOMPARE(*v, expected);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
