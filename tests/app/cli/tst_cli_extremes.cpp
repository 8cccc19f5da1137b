// Extreme but allowed flags through estimate, plan and tco (issue 12): each answers with valid
// JSON (or CSV) without "nan" or "inf", or refuses with one line naming the reason. (A result
// holding a non-finite number is refused before it is written: cp::cli::refuseNonFinite.)
// Each row names the exit code the contract gives it (app/cli/cli.h ExitCode, README "Exit
// codes"): every flag here is in range, so each command must answer (0), and the answer must
// say what it found (a fragment of the output); only the row with a missing required flag is
// bad input (2).
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
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment"); // in the output (exit 0) or the one error line
    const QStringList huge { "--layers", "1000", "--hidden", "131072", "--heads", "1024", "--ffn", "524288", "--vocab", "1000000",
        "--seq-len", "1048576", "--tokens", "1e15" };
    QTest::addRow("estimate: the largest dense model on 100k GPUs")
        << QStringList { "estimate", "--accelerator", "h100-sxm-80gb", "--gpus", "100000" } + huge
        << 2 << QStringLiteral("within the maximum of 16M tokens per step");
    // Issue 19: the default batch stays within 16M tokens per step; raising the cap gives a layout.
    QTest::addRow("estimate: the largest dense model on 100k GPUs, 64M tokens per step")
        << QStringList { "estimate", "--accelerator", "h100-sxm-80gb", "--gpus", "100000", "--max-tokens-per-step", "67108864" } + huge
        << 0 << QStringLiteral("\"fits\": false");
    QTest::addRow("estimate: the largest dense model on one GPU")
        << QStringList { "estimate", "--accelerator", "l4-24gb", "--gpus", "1" } + huge
        << 0 << QStringLiteral("no layout fits in memory: showing the one that needs the least");
    QTest::addRow("estimate: the smallest run") << QStringList { "estimate", "--preset", "llama2-7b", "--accelerator", "a100-sxm-80gb",
        "--gpus", "1", "--seq-len", "128", "--tokens", "1e6", "--mode", "qlora" }
                                                << 0 << QStringLiteral("\"fits\": true");
    QTest::addRow("plan: the largest dense model, every accelerator")
        << QStringList { "plan", "--max-gpus", "100000", "--budget-cny", "1", "--deadline-days", "1" } + huge
        << 0 << QStringLiteral("\"infeasible\": {");
    // No cluster a mainland buyer can order trains 1e15 tokens in ten years (issue 22: GPUs per order
    // are capped by availability): the answer is the infeasibility with its earliest finish.
    QTest::addRow("plan: 1e15 tokens of a 70B model in 3650 days")
        << QStringList { "plan", "--preset", "llama2-70b", "--tokens", "1e15", "--deadline-days", "3650", "--budget-cny", "1e11",
               "--seq-len", "4096" }
        << 0 << QStringLiteral("\"earliest_days\": ");
    QTest::addRow("tco: 100k GPUs, 60 months, zero demand")
        << QStringList { "tco", "--gpus", "100000", "--horizon-months", "60", "--utilisation", "0" }
        << 0 << QStringLiteral("\"options\": [");
    QTest::addRow("tco: one GPU, one month, full demand, every rate at its limit")
        << QStringList { "tco", "--gpus", "1", "--horizon-months", "1", "--utilisation", "1", "--discount-rate", "0.5",
               "--loan-fraction", "1", "--loan-rate", "0.5", "--loan-term-months", "360" }
        << 0 << QStringLiteral("\"options\": [");
    QTest::addRow("tco: growing demand over 60 months as CSV")
        << QStringList { "tco", "--demand", "growing", "--horizon-months", "60", "--format", "csv" }
        << 0 << QStringLiteral("on_demand,60,");
    QTest::addRow("plan: a 70B model without the required --seq-len is bad input")
        << QStringList { "plan", "--preset", "llama2-70b", "--tokens", "1e15" } << 2
        << QStringLiteral("computeplanner-cli plan: --seq-len: required: must be 128–1,048,576");
}

void TestCliExtremes::answersFiniteOrRefuses()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);
    const CliResult r = runCli(args);
    QVERIFY2(r.exitCode == exitCode, qPrintable(QStringLiteral("exit %1, expected %2: %3").arg(r.exitCode).arg(exitCode).arg(r.err)));
    if (exitCode != 0) {
        QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
        QVERIFY(r.out.isEmpty());
        return;
    }
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY2(r.out.contains(fragment), qPrintable(r.out.left(400)));
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
