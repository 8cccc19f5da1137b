// Flags are never read and ignored: a flag that would have no effect is refused with the reason
// (exit 2), and a refused value names the flag the user typed and what is allowed, never an
// internal field path.
#include "clirunner.h"

#include <QTemporaryDir>
#include <QTest>

class TestCliFlags : public QObject {
    Q_OBJECT
private slots:
    void refusedWithTheFlagAndTheReason_data();
    void refusedWithTheFlagAndTheReason();
    void stillAccepted_data();
    void stillAccepted();
};

namespace {

const QStringList kEstimate { "estimate", "--seq-len", "4096", "--accelerator", "h100-sxm-80gb", "--gpus", "8" };
const QStringList kCustom { "--layers", "32", "--hidden", "4096", "--heads", "32" };
const QStringList kPlan { "plan", "--preset", "llama2-7b", "--seq-len", "4096", "--accelerators", "h100-sxm-80gb", "--max-gpus", "64" };

} // namespace

void TestCliFlags::refusedWithTheFlagAndTheReason_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("parts");
    // Values: the flag and the allowed values, not "accelerator:" or "campaigns[0].start_month".
    QTest::addRow("tco --accelerator UNKNOWN") << QStringList { "tco", "--accelerator", "UNKNOWN" }
                                               << QStringList { "--accelerator: 'UNKNOWN' is not allowed; use ", "h100-sxm-80gb" };
    QTest::addRow("tco --campaign 99:1000") << QStringList { "tco", "--demand", "plan", "--campaign", "99:1000" }
                                            << QStringList { "--campaign '99:1000'", "MONTH from 1 to 36", "--horizon-months" };
    QTest::addRow("tco --campaign beyond a shorter horizon") << QStringList { "tco", "--horizon-months", "12", "--demand", "plan", "--campaign", "13:1000" }
                                                             << QStringList { "--campaign '13:1000'", "MONTH from 1 to 12" };
    // Flags that would be read and ignored.
    QTest::addRow("tco --override nope=1") << QStringList { "tco", "--override", "nope=1" }
                                           << QStringList { "--override 'nope=1'", "'nope' is not a price-book key", "catalog prices" };
    QTest::addRow("estimate --preset X --layers 40") << kEstimate + QStringList { "--preset", "llama2-7b", "--layers", "40" }
                                                     << QStringList { "--layers: --preset fixes the architecture" };
    QTest::addRow("estimate --preset X --swiglu") << kEstimate + QStringList { "--preset", "llama2-7b", "--swiglu" }
                                                  << QStringList { "--swiglu: --preset fixes the architecture" };
    QTest::addRow("plan --preset X --vocab") << kPlan + QStringList { "--tokens", "1T", "--vocab", "64000" }
                                             << QStringList { "--vocab: --preset fixes the architecture" };
    QTest::addRow("--dataset-tb with --tokens") << kEstimate + kCustom + QStringList { "--tokens", "1T", "--dataset-tb", "2" }
                                                << QStringList { "--dataset-tb: give either --tokens or --dataset-tb, not both" };
    QTest::addRow("plan --dataset-tb with --tokens") << kPlan + QStringList { "--tokens", "1T", "--dataset-tb", "2" }
                                                     << QStringList { "--dataset-tb: give either --tokens or --dataset-tb" };
    QTest::addRow("--language without --dataset-tb") << kEstimate + kCustom + QStringList { "--tokens", "1T", "--language", "chinese" }
                                                     << QStringList { "--language: applies to --dataset-tb only" };
    QTest::addRow("--lora-rank without lora") << kEstimate + kCustom + QStringList { "--mode", "full", "--lora-rank", "16" }
                                              << QStringList { "--lora-rank: applies to --mode lora|qlora only" };
    QTest::addRow("tco --campaign without --demand plan") << QStringList { "tco", "--campaign", "2:5000" }
                                                          << QStringList { "--campaign: applies to --demand plan only" };
    QTest::addRow("tco --inference-gpu-hours without --demand plan") << QStringList { "tco", "--inference-gpu-hours", "100" }
                                                                     << QStringList { "--inference-gpu-hours: applies to --demand plan only" };
    QTest::addRow("tco --gpu-hours-per-month with --demand plan")
        << QStringList { "tco", "--demand", "plan", "--campaign", "2:5000", "--gpu-hours-per-month", "1000" }
        << QStringList { "--gpu-hours-per-month: --demand plan takes its demand from" };
    QTest::addRow("tco --loan-rate without --loan-fraction") << QStringList { "tco", "--loan-rate", "0.05" }
                                                             << QStringList { "--loan-rate: applies only with --loan-fraction" };
    QTest::addRow("tco --run-tokens without --run-gpu-hours") << QStringList { "tco", "--run-tokens", "1T" }
                                                              << QStringList { "--run-tokens: applies only with --run-gpu-hours" };
    QTest::addRow("tco --hybrid-core without hybrid") << QStringList { "tco", "--options", "build,lease", "--hybrid-core", "lease" }
                                                      << QStringList { "--hybrid-core: applies to the hybrid option" };
    QTest::addRow("tco --checkpoint-interval-hours without spot") << QStringList { "tco", "--options", "build", "--checkpoint-interval-hours", "2" }
                                                                  << QStringList { "--checkpoint-interval-hours: applies to the spot option" };
    QTest::addRow("tco --ops-fte without build or hybrid") << QStringList { "tco", "--options", "on_demand,lease", "--ops-fte", "2" }
                                                           << QStringList { "--ops-fte: applies to the build and hybrid options" };
    QTest::addRow("tco --lease-ops-fte without lease or hybrid") << QStringList { "tco", "--options", "build", "--lease-ops-fte", "2" }
                                                                 << QStringList { "--lease-ops-fte: applies to the lease and hybrid options" };
    QTest::addRow("scenario list --out") << QStringList { "scenario", "list", "--out", "x.cplan" }
                                         << QStringList { "--out: applies to 'scenario export' only, not to 'list'" };
    QTest::addRow("scenario show --tag") << QStringList { "scenario", "show", "x", "--tag", "t" }
                                         << QStringList { "--tag: applies to 'scenario list' only, not to 'show'" };
    QTest::addRow("scenario import --revision") << QStringList { "scenario", "import", "x.cplan", "--revision", "2" }
                                                << QStringList { "--revision: applies to 'scenario show|export|restore' only" };
}

void TestCliFlags::refusedWithTheFlagAndTheReason()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, parts);
    QTemporaryDir dir;
    QStringList full = args;
    if (args.constFirst() == QLatin1String("scenario"))
        full << QStringLiteral("--db") << dir.filePath(QStringLiteral("library.sqlite"));
    const CliResult r = runCli(full);
    QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    for (const QString &part : parts)
        QVERIFY2(r.err.contains(part), qPrintable(r.err + QStringLiteral(" lacks: ") + part));
    QVERIFY2(!r.err.contains(QStringLiteral("campaigns[")) && !r.err.contains(QStringLiteral(" accelerator: ")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliFlags::stillAccepted_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("an override of a price-book key") << QStringList { "tco", "--override", "fx.usd_cny=7.1" };
    QTest::addRow("an override of another accelerator's key") << QStringList { "tco", "--accelerator", "a30-24gb", "--override",
        "cloud.a30-24gb.on_demand=4", "--options", "on_demand" };
    QTest::addRow("a campaign in the horizon") << QStringList { "tco", "--demand", "plan", "--campaign", "36:1000" };
    QTest::addRow("--dataset-tb with --language") << kEstimate + kCustom + QStringList { "--dataset-tb", "2", "--language", "chinese" };
    QTest::addRow("--lora-rank with lora") << kEstimate + kCustom + QStringList { "--mode", "lora", "--lora-rank", "16" };
    QTest::addRow("a loan") << QStringList { "tco", "--loan-fraction", "0.5", "--loan-rate", "0.05", "--loan-term-months", "24" };
    QTest::addRow("cost per run and per token") << QStringList { "tco", "--run-gpu-hours", "10000", "--run-tokens", "1T" };
}

void TestCliFlags::stillAccepted()
{
    QFETCH(QStringList, args);
    const CliResult r = runCli(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliFlags)
#include "tst_cli_flags.moc"
