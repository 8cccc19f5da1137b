// Texts that put figures side by side (issue 45): one unit for the three figures of a range,
// fractions as percentages, shares of one whole that add up to 100% with "<1%" handled, ISO dates.
#include "core/analysis/planreport.h"
#include "core/analysis/rangetexts.h"
#include "core/units/format.h"
#include "core/units/formatrange.h"

#include <QTest>

using namespace cp;
using namespace cp::units;

class TestRangeTexts : public QObject {
    Q_OBJECT
private slots:
    void aRangeReadsInItsMiddleFiguresUnit();
    void fractionsReadAsPercentages_data();
    void fractionsReadAsPercentages();
    void sharesAddUpToAHundred_data();
    void sharesAddUpToAHundred();
    void datesAreIsoInEveryLanguage();
    void aHybridThatOwnsNothingIsCountedAsOnDemand();
};

void TestRangeTexts::aRangeReadsInItsMiddleFiguresUnit()
{
    const QLocale en(QLocale::English);
    // 3,411.76 s = 0.95 h: in the hours of a P50 of 1.4 h it reads "0.9 h" (3,411.76 / 3,600 = 0.948).
    QCOMPARE(formatDurationLike(seconds(3411.76), hours(1.4), en), QStringLiteral("0.9 h"));
    QCOMPARE(formatDurationLike(hours(30), days(3), en), QStringLiteral("1.3 days")); // 30 / 24 = 1.25 → 1.3
    QCOMPARE(formatDurationLike(hours(3), hours(3), en), formatDuration(hours(3), en));
    // 980 k CNY beside a P50 of 1.2 M CNY: 0.98 M CNY.
    QCOMPARE(formatMoneyLike(yuan(980e3), yuan(1.2e6), en), QStringLiteral("0.98 M CNY"));
    const QLocale zh(QLocale::Chinese, QLocale::China);
    // 5,000 万元 beside a P50 of 1.2 亿元: 0.50 亿元.
    QCOMPARE(formatMoneyLike(yuan(5e7), yuan(1.2e8), zh), QStringLiteral("0.50亿元"));
    QCOMPARE(formatMoneyLike(yuan(1.5e6), yuan(1.5e6), zh), formatMoney(yuan(1.5e6), MoneyStyle::Compact, zh));
}

void TestRangeTexts::fractionsReadAsPercentages_data()
{
    QTest::addColumn<double>("fraction");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("text");
    QTest::addRow("utilisation 0.70") << 0.70 << 0 << "70%";
    QTest::addRow("discount rate 0.08") << 0.08 << 0 << "8%";
    QTest::addRow("MFU 0.5216 with one decimal") << 0.5216 << 1 << "52.2%";
}

void TestRangeTexts::fractionsReadAsPercentages()
{
    QFETCH(double, fraction);
    QFETCH(int, decimals);
    QFETCH(QString, text);
    QCOMPARE(formatPercent(fraction, decimals, QLocale(QLocale::English)), text);
}

void TestRangeTexts::sharesAddUpToAHundred_data()
{
    QTest::addColumn<QList<double>>("shares");
    QTest::addColumn<QStringList>("texts");
    // 66.67 + 33.33: floors 66 + 33 = 99, the larger remainder (0.67) gets the last point.
    QTest::addRow("two thirds and a third") << QList<double> { 2.0 / 3, 1.0 / 3 } << QStringList { "67%", "33%" };
    // 99.7 + 0.3: 0.3 rounds to 0 and reads <1%; beside it the rest is >99%, never 100%.
    QTest::addRow("almost always one") << QList<double> { 0.997, 0.003 } << QStringList { ">99%", "<1%" };
    // 33.3 × 3: 33 + 33 + 33 = 99, the first largest remainder gets one more.
    QTest::addRow("three equal") << QList<double> { 1.0 / 3, 1.0 / 3, 1.0 / 3 } << QStringList { "34%", "33%", "33%" };
    QTest::addRow("one alone") << QList<double> { 1.0 } << QStringList { "100%" };
}

void TestRangeTexts::sharesAddUpToAHundred()
{
    QFETCH(QList<double>, shares);
    QFETCH(QStringList, texts);
    QCOMPARE(QStringList(analysis::chanceTexts(shares, QLocale(QLocale::English))), texts);
}

void TestRangeTexts::datesAreIsoInEveryLanguage()
{
    const QDate d(2026, 11, 29);
    QCOMPARE(formatDate(d), QStringLiteral("2026-11-29"));
    QVERIFY(QLocale(QLocale::English, QLocale::UnitedStates).toString(d, QLocale::ShortFormat) != formatDate(d)); // what it replaces: 11/29/26
    // A moment (the library's Updated column, History, drafts): local time, ISO date, 24-hour clock.
    const QDateTime local(d, QTime(16, 5, 42));
    QCOMPARE(formatDateTime(local), QStringLiteral("2026-11-29 16:05"));
    QCOMPARE(formatDateTime(local.toUTC()), QStringLiteral("2026-11-29 16:05"));
}

// A hybrid that owns no GPUs is on demand under another name (tco::TcoResult::
// duplicatesOnDemand): its samples count for on demand, so "Cheapest in" names each way of
// paying once and its shares still add up to 100%.
void TestRangeTexts::aHybridThatOwnsNothingIsCountedAsOnDemand()
{
    analysis::PlanReport report;
    tco::TcoResult tco;
    const auto option = [](tco::OptionKind kind, const QString &name, int coreGpus) {
        tco::OptionResult o;
        o.kind = kind;
        o.id = tco::optionId(kind);
        o.name = name;
        o.coreGpus = coreGpus;
        return o;
    };
    tco.options = { option(tco::OptionKind::OnDemand, QStringLiteral("Cloud on demand"), 0), option(tco::OptionKind::Build, QStringLiteral("Build"), 16),
        option(tco::OptionKind::Hybrid, QStringLiteral("Hybrid"), 0) };
    tco.verdict.recommended = tco::optionId(tco::OptionKind::OnDemand);
    report.tco = tco;
    uncertainty::Ranges ranges;
    for (const auto &[kind, p] : { std::pair { tco::OptionKind::OnDemand, 0.5 }, std::pair { tco::OptionKind::Build, 0.3 }, std::pair { tco::OptionKind::Hybrid, 0.2 } }) {
        uncertainty::OptionRange r;
        r.id = tco::optionId(kind);
        r.probabilityCheapest = p;
        ranges.options << r;
    }
    const QList<analysis::OptionChance> chances = analysis::optionChances(report, ranges, QLocale(QLocale::English));
    QCOMPARE(chances.size(), 2);
    QCOMPARE(chances.at(0).id, tco::optionId(tco::OptionKind::OnDemand));
    QCOMPARE(chances.at(0).probability, 0.7);
    QCOMPARE(analysis::probabilitySentence(report, ranges, QLocale(QLocale::English)), QStringLiteral("Cheapest in 70% of cases: Cloud on demand; 30%: Build."));
    // A hybrid that owns GPUs is a way of paying of its own.
    report.tco->options[2].coreGpus = 4;
    QCOMPARE(analysis::optionChances(report, ranges, QLocale(QLocale::English)).size(), 3);
}

QTEST_GUILESS_MAIN(TestRangeTexts)
#include "tst_rangetexts.moc"
