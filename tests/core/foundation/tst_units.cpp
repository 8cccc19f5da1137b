#include "core/units/format.h"
#include "core/units/units.h"

#include <QTest>

#include <type_traits>

using namespace cp::units;

// Dimensional analysis at compile time: the quantity types are distinct, and derived
// quantities come out with the right type.
static_assert(!std::is_same_v<Money, Energy>);
static_assert(!std::is_convertible_v<Money, Energy>);
static_assert(!std::is_convertible_v<Energy, Money>);
template<class A, class B>
concept Addable = requires(A a, B b)
{
    a + b;
};
static_assert(!Addable<Money, Energy>, "CNY + kWh must not compile");
static_assert(!Addable<Money, MoneyRate>, "CNY + CNY/h must not compile");
static_assert(!Addable<Bytes, Flops>, "bytes + FLOP must not compile");
static_assert(Addable<Money, Money>);
static_assert(std::is_same_v<decltype(yuanPerHour(1) * hours(1)), Money>);
static_assert(std::is_same_v<decltype(yuanPerKwh(1) * kwh(1)), Money>);
static_assert(std::is_same_v<decltype(kilowatts(1) * hours(1)), Energy>);
static_assert(std::is_same_v<decltype(flops(1) / seconds(1)), FlopRate>);
static_assert(std::is_same_v<decltype(bytes(1) / seconds(1)), Bandwidth>);
static_assert(std::is_same_v<decltype(flops(1) / tflopsPerSecond(1)), Time>);

// Joules of an Energy (the base unit), for the conversion table.
static double energy_unit_value(Energy e) { return e.value(); }

class TestUnits : public QObject {
    Q_OBJECT
private slots:
    void conversionsAreExact_data();
    void conversionsAreExact();
    void derivedQuantities();
    void moneyFormatting_data();
    void moneyFormatting();
    void otherFormatting();
    void largeCounts_data();
    void largeCounts();
    void byteRates_data();
    void byteRates();
    void moneyAxisScale_data();
    void moneyAxisScale();
};

void TestUnits::conversionsAreExact_data()
{
    QTest::addColumn<double>("base");
    QTest::addColumn<double>("expected");
    QTest::addRow("1 GiB is 2^30 bytes") << toBytes(gib(1)) << 1073741824.0;
    QTest::addRow("80 GiB round-trips") << toGiB(gib(80)) << 80.0;
    QTest::addRow("1 GB is 1e9 bytes") << toBytes(gb(1)) << 1e9;
    QTest::addRow("1 TB is 1e12 bytes") << toBytes(tb(1)) << 1e12;
    QTest::addRow("1 h is 3600 s") << toSeconds(hours(1)) << 3600.0;
    QTest::addRow("1 day is 86400 s") << toSeconds(days(1)) << 86400.0;
    QTest::addRow("1 kWh is 3.6e6 J") << energy_unit_value(kwh(1)) << 3.6e6;
    QTest::addRow("1 kW is 1000 W") << toWatts(kilowatts(1)) << 1000.0;
    QTest::addRow("312 TFLOP/s") << toTflopsPerSecond(tflopsPerSecond(312)) << 312.0;
    QTest::addRow("400 Gb/s is 50 GB/s") << toGbytePerSecond(gbitPerSecond(400)) << 50.0;
    QTest::addRow("CNY/h round-trips") << toYuanPerHour(yuanPerHour(8.28)) << 8.28;
    QTest::addRow("CNY/month is 730 h") << toYuanPerHour(yuanPerMonth(730)) << 1.0;
    QTest::addRow("CNY/kWh round-trips") << toYuanPerKwh(yuanPerKwh(0.5)) << 0.5;
    QTest::addRow("USD at 7.1") << toYuan(fromForeign(100, 7.1)) << 710.0;
}

void TestUnits::conversionsAreExact()
{
    QFETCH(double, base);
    QFETCH(double, expected);
    QCOMPARE(base, expected);
}

void TestUnits::derivedQuantities()
{
    // 10.2 kW for 730 h is 7446 kWh; at 0.6 CNY/kWh that is 4467.6 CNY.
    const Energy e = kilowatts(10.2) * hours(730);
    QCOMPARE(toKwh(e), 7446.0);
    const Money m = yuanPerKwh(0.6) * e;
    QVERIFY(qFuzzyCompare(toYuan(m), 4467.6));
    // 6 * 7e9 * 2e12 FLOP at 156 TFLOP/s takes 5.3846e8 s.
    const Time t = flops(6 * 7e9 * 2e12) / tflopsPerSecond(156);
    QVERIFY(qFuzzyCompare(toSeconds(t), 6 * 7e9 * 2e12 / 156e12));
    // Money adds only to money.
    QCOMPARE(toYuan(yuan(1) + yuanPerHour(2) * hours(3)), 7.0);
}

void TestUnits::moneyFormatting_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("amount");
    QTest::addColumn<int>("style");
    QTest::addColumn<QString>("expected");
    const int plain = int(MoneyStyle::Plain);
    const int compact = int(MoneyStyle::Compact);
    QTest::addRow("en plain has separators") << "en_US" << 1234567.0 << plain << "1,234,567 CNY";
    QTest::addRow("en small keeps fen") << "en_US" << 8.28 << plain << "8.28 CNY";
    QTest::addRow("en compact millions") << "en_US" << 1234567.0 << compact << "1.23 M CNY";
    QTest::addRow("zh compact wan") << "zh_CN" << 1234567.0 << compact << QString::fromUtf8("123.46万元");
    QTest::addRow("zh compact yi") << "zh_CN" << 234567890.0 << compact << QString::fromUtf8("2.35亿元");
    QTest::addRow("zh compact small") << "zh_CN" << 999.0 << compact << QString::fromUtf8("999元");
    QTest::addRow("negative") << "en_US" << -2500000.0 << compact << "-2.50 M CNY";
}

void TestUnits::moneyFormatting()
{
    QFETCH(QString, locale);
    QFETCH(double, amount);
    QFETCH(int, style);
    QFETCH(QString, expected);
    QCOMPARE(formatMoney(yuan(amount), MoneyStyle(style), QLocale(locale)), expected);
}

void TestUnits::otherFormatting()
{
    const QLocale en(QStringLiteral("en_US"));
    QCOMPARE(formatBytes(gib(78.25), en), QStringLiteral("78.3 GiB"));
    QCOMPARE(formatBytes(gib(3.5), en), QStringLiteral("3.50 GiB"));
    QCOMPARE(formatDuration(days(41.25), en), QStringLiteral("41.3 days"));
    QCOMPARE(formatDuration(hours(3.5), en), QStringLiteral("3.5 h"));
    QCOMPARE(formatFlopRate(tflopsPerSecond(312), en), QStringLiteral("312.0 TFLOP/s"));
    QCOMPARE(formatEnergy(kwh(12345), en), QStringLiteral("12,345 kWh"));
    QCOMPARE(formatNumber(std::numeric_limits<double>::quiet_NaN(), 2, en), QStringLiteral("n/a"));
    QCOMPARE(formatNumber(999999999999999.0, 0, en), QStringLiteral("999,999,999,999,999"));
    QCOMPARE(formatNumber(-3.3516e29, 2, en), QStringLiteral("-3.35E+29"));
    QCOMPARE(formatMoney(yuan(2.5e30), MoneyStyle::Compact, en), QStringLiteral("2.50E+21 B CNY"));
}

void TestUnits::largeCounts_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("tokens");
    QTest::addColumn<QString>("expected");
    // 2e10 = 200 x 1e8 (亿); 1.5e5 = 15 x 1e4 (万); 2e12 = 2 x 1e12 (万亿); 2.346e9 = 23.46 x 1e8.
    QTest::addRow("zh 2e10 is 200 yi") << "zh_CN" << 2e10 << QString::fromUtf8("200亿 token");
    QTest::addRow("zh 1.5e5 is 15 wan") << "zh_CN" << 1.5e5 << QString::fromUtf8("15万 token");
    QTest::addRow("zh 2e12 is 2 wan yi") << "zh_CN" << 2e12 << QString::fromUtf8("2万亿 token");
    QTest::addRow("zh 2.346e9 keeps three digits") << "zh_CN" << 2.346e9 << QString::fromUtf8("23.5亿 token");
    QTest::addRow("zh below 1e4 written out") << "zh_CN" << 4096.0 << QString::fromUtf8("4,096 token");
    QTest::addRow("en 2e10 is 20 billion") << "en_US" << 2e10 << "20 billion tokens";
    QTest::addRow("en 1.5e12 is 1.5 trillion") << "en_US" << 1.5e12 << "1.5 trillion tokens";
    QTest::addRow("en 3e6 is 3 million") << "en_US" << 3e6 << "3 million tokens";
}

void TestUnits::largeCounts()
{
    QFETCH(QString, locale);
    QFETCH(double, tokens);
    QFETCH(QString, expected);
    QCOMPARE(formatTokens(tokens, QLocale(locale)), expected);
    // Never the literal translation of "billion" (十亿): Chinese counts in 万 and 亿.
    QVERIFY(!formatTokens(tokens, QLocale(locale)).contains(QString::fromUtf8("十亿")));
}

void TestUnits::byteRates_data()
{
    QTest::addColumn<double>("bytesPerSecond");
    QTest::addColumn<QString>("expected");
    // Decimal units: 1.5e5 B/s = 150 x 1e3 = 150 KB/s (not "0.00 GB/s").
    QTest::addRow("150 KB/s") << 1.5e5 << "150 KB/s";
    QTest::addRow("2.5 GB/s") << 2.5e9 << "2.5 GB/s";
    QTest::addRow("12.3 MB/s") << 1.23e7 << "12.3 MB/s";
    QTest::addRow("1.2 TB/s") << 1.2e12 << "1.2 TB/s";
    QTest::addRow("800 B/s") << 800.0 << "800 B/s";
}

void TestUnits::byteRates()
{
    QFETCH(double, bytesPerSecond);
    QFETCH(QString, expected);
    QCOMPARE(formatByteRate(bytesPerSecond, QLocale(QStringLiteral("en_US"))), expected);
}

void TestUnits::moneyAxisScale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("maxAbs");
    QTest::addColumn<double>("divisor");
    QTest::addColumn<QString>("unit");
    QTest::addRow("zh millions use wan") << "zh_CN" << 3.2e6 << 1e4 << QString::fromUtf8("万元");
    QTest::addRow("zh hundreds of millions use yi") << "zh_CN" << 4.5e8 << 1e8 << QString::fromUtf8("亿元");
    QTest::addRow("zh small stays yuan") << "zh_CN" << 900.0 << 1.0 << QString::fromUtf8("元");
    QTest::addRow("en millions") << "en_US" << 3.2e6 << 1e6 << "M CNY";
    QTest::addRow("en thousands") << "en_US" << 45000.0 << 1e3 << "k CNY";
    QTest::addRow("en negative uses magnitude") << "en_US" << -2e9 << 1e9 << "B CNY";
}

void TestUnits::moneyAxisScale()
{
    QFETCH(QString, locale);
    QFETCH(double, maxAbs);
    QFETCH(double, divisor);
    QFETCH(QString, unit);
    const AxisScale s = cp::units::moneyAxisScale(maxAbs, QLocale(locale));
    QCOMPARE(s.divisor, divisor);
    QCOMPARE(s.unit, unit);
}

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
