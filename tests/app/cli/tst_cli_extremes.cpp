// Extreme but allowed flags through estimate, plan and tco (issue 12): each answers with valid
// JSON (or CSV) without "nan" or "inf", or refuses with one line naming the reason. (A result
// holding a non-finite number is refused before it is written: cp::cli::refuseNonFinite.)
#include "clirunner.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

class TestCliExtremes : public QObject {
    Q_OBJECT
private slots:
    void answersFiniteOrRefuses_data();
    void answersFiniteOrRefuses();
};

void TestCliExtremes::answersFiniteOrRefuses_data()
{
    QTest::addColumn<QStringList>("args");
    const QStringList huge { "--layers", "1000", "--hidden", "131072", "--heads", "1024", "--ffn", "524288", "--vocab", "1000000",
        "--seq-len", "1048576", "--tokens", "1e15" };
    QTest::addRow("estimate: the largest dense model on 100k GPUs")
        << QStringList { "estimate", "--accelerator", "h100-sxm-80gb", "--gpus", "100000" } + huge;
    QTest::addRow("estimate: the largest dense model on one GPU")
        << QStringList { "estimate", "--accelerator", "l4-24gb", "--gpus", "1" } + huge;
    QTest::addRow("estimate: the smallest run") << QStringList { "estimate", "--preset", "llama2-7b", "--accelerator", "a100-sxm-80gb",
        "--gpus", "1", "--seq-len", "128", "--tokens", "1e6", "--mode", "qlora" };
    QTest::addRow("plan: the largest dense model, every accelerator")
        << QStringList { "plan", "--max-gpus", "100000", "--budget-cny", "1", "--deadline-days", "1" } + huge;
    QTest::addRow("plan: 1e15 tokens of a 70B model in 3650 days")
        << QStringList { "plan", "--preset", "llama2-70b", "--tokens", "1e15", "--deadline-days", "3650", "--budget-cny", "1e11" };
    QTest::addRow("tco: 100k GPUs, 60 months, zero demand")
        << QStringList { "tco", "--gpus", "100000", "--horizon-months", "60", "--utilisation", "0" };
    QTest::addRow("tco: one GPU, one month, full demand, every rate at its limit")
        << QStringList { "tco", "--gpus", "1", "--horizon-months", "1", "--utilisation", "1", "--discount-rate", "0.5",
               "--loan-fraction", "1", "--loan-rate", "0.5", "--loan-term-months", "360" };
    QTest::addRow("tco: growing demand over 60 months as CSV")
        << QStringList { "tco", "--demand", "growing", "--horizon-months", "60", "--format", "csv" };
}

void TestCliExtremes::answersFiniteOrRefuses()
{
    QFETCH(QStringList, args);
    const CliResult r = runCli(args);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1 || r.exitCode == 2, qPrintable(r.err));
    if (r.exitCode != 0) {
        QVERIFY2(!r.err.trimmed().isEmpty(), "a refusal names its reason");
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
        return;
    }
    QVERIFY(r.err.isEmpty());
    static const QRegularExpression nonFinite(QStringLiteral("\\b(nan|inf|infinity)\\b"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = nonFinite.match(r.out);
    QVERIFY2(!m.hasMatch(), qPrintable(r.out.mid(std::max<qsizetype>(0, m.capturedStart() - 80), 160)));
    if (!args.contains(QStringLiteral("csv"))) {
        QJsonParseError error;
        QJsonDocument::fromJson(r.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    }
}

QTEST_GUILESS_MAIN(TestCliExtremes)
#include "tst_cli_extremes.moc"
