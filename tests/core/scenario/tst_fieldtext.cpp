#include "core/scenario/validation.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTest>

#include <cmath>

using namespace cp;

// cp::readFieldNumber is the one reader of typed numbers behind the GUI's field editors and the
// CLI's flags: it must read what people write and refuse, with the rule's own message, the rest.
class TestFieldText : public QObject {
    Q_OBJECT
private slots:
    void readsNumbersAsPeopleWriteThem_data();
    void readsNumbersAsPeopleWriteThem();
    void refusesWithTheRulesMessage_data();
    void refusesWithTheRulesMessage();
    void emptyTextIsRequired();
    void choicesUseTheRulesMessage_data();
    void choicesUseTheRulesMessage();
};

namespace {

QString notANumber(const QString &path)
{
    return QCoreApplication::translate("cp::Validation", "not a number: %1").arg(fieldRule(path).message());
}

} // namespace

void TestFieldText::readsNumbersAsPeopleWriteThem_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("expected");
    QTest::addRow("a plain whole number") << "training.seq_len"
                                          << "4096"
                                          << "C" << 4096.0;
    QTest::addRow("surrounding spaces") << "training.seq_len"
                                        << " 4096 "
                                        << "C" << 4096.0;
    QTest::addRow("scientific notation") << "training.tokens"
                                         << "2e12"
                                         << "C" << 2e12;
    QTest::addRow("T for trillion") << "training.tokens"
                                    << "1.4T"
                                    << "C" << 1.4e12;
    QTest::addRow("lower-case t") << "training.tokens"
                                  << "2t"
                                  << "C" << 2e12;
    QTest::addRow("B for billion") << "training.tokens"
                                   << "500B"
                                   << "C" << 5e11;
    QTest::addRow("G for giga") << "training.tokens"
                                << "500G"
                                << "C" << 5e11;
    QTest::addRow("M for million") << "training.tokens"
                                   << "300M"
                                   << "C" << 3e8;
    QTest::addRow("k for thousand") << "hardware.gpus"
                                    << "12k"
                                    << "C" << 12e3;
    QTest::addRow("万 is ten thousand") << "tco.demand.monthly_gpu_hours"
                                        << "2.5万"
                                        << "zh_CN" << 25000.0;
    QTest::addRow("亿 is a hundred million") << "constraints.budget_cny"
                                             << "3亿"
                                             << "zh_CN" << 3e8;
    QTest::addRow("a space before the suffix") << "constraints.budget_cny"
                                               << "1.5 万"
                                               << "C" << 15000.0;
    QTest::addRow("English group separators") << "training.seq_len"
                                              << "1,048,576"
                                              << "en_US" << 1048576.0;
    QTest::addRow("grouped digits in the C locale") << "constraints.budget_cny"
                                                    << "1,000,000"
                                                    << "C" << 1e6;
    QTest::addRow("grouped digits in Chinese") << "constraints.budget_cny"
                                               << "1,000,000"
                                               << "zh_CN" << 1e6;
    QTest::addRow("grouped digits with a suffix") << "constraints.budget_cny"
                                                  << "1,200万"
                                                  << "zh_CN" << 1.2e7;
    QTest::addRow("space-grouped digits") << "constraints.budget_cny"
                                          << "2 500 000"
                                          << "en_US" << 2.5e6;
    QTest::addRow("German decimal comma") << "training.dataset_tb"
                                          << "1,5"
                                          << "de_DE" << 1.5;
    QTest::addRow("German group separator") << "constraints.budget_cny"
                                            << "1.000.000"
                                            << "de_DE" << 1e6;
    QTest::addRow("a C decimal point in German") << "training.dataset_tb"
                                                 << "0.25"
                                                 << "de_DE" << 0.25;
    QTest::addRow("the lower limit") << "hardware.layout.zero"
                                     << "0"
                                     << "C" << 0.0;
    // Fields hold fractions (0.7 = 70%), so a percent sign divides by 100: 70% = 70 / 100 = 0.7.
    QTest::addRow("a fraction") << "tco.utilisation"
                                << "0.7"
                                << "C" << 0.7;
    QTest::addRow("a percent sign") << "tco.utilisation"
                                    << "70%"
                                    << "C" << 0.7;
    QTest::addRow("a space before the percent sign") << "tco.utilisation"
                                                     << "70 %"
                                                     << "en_US" << 0.7;
    QTest::addRow("the full-width percent sign of Chinese input") << "tco.utilisation"
                                                                  << "70％"
                                                                  << "zh_CN" << 0.7;
    QTest::addRow("a decimal percentage") << "tco.discount_rate"
                                          << "12.5%"
                                          << "C" << 0.125;
    QTest::addRow("a German decimal percentage") << "tco.discount_rate"
                                                 << "12,5 %"
                                                 << "de_DE" << 0.125;
    QTest::addRow("a negative percentage") << "tco.contract.price_drift_per_year"
                                           << "-10%"
                                           << "C" << -0.1;
    QTest::addRow("the typographic minus sign") << "tco.contract.price_drift_per_year"
                                                << "−0.1"
                                                << "C" << -0.1;
}

void TestFieldText::readsNumbersAsPeopleWriteThem()
{
    QFETCH(QString, path);
    QFETCH(QString, text);
    QFETCH(QString, locale);
    QFETCH(double, expected);
    const FieldValue v = readFieldNumber(path, text, QLocale(locale));
    QVERIFY2(v.isValid(), qPrintable(v.error));
    QVERIFY(v.value);
    QCOMPARE(*v.value, expected);
    QCOMPARE(parseNumberText(text, QLocale(locale)), std::optional(expected));
}

void TestFieldText::refusesWithTheRulesMessage_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("error");
    QTest::addColumn<bool>("isNumber");
    const auto bad = [](const char *name, const char *path, const char *text, const char *locale, bool isNumber) {
        const QString p = QString::fromLatin1(path);
        QTest::addRow("%s", name) << p << QString::fromUtf8(text) << QString::fromLatin1(locale)
                                  << (isNumber ? fieldRule(p).message() : notANumber(p)) << isNumber;
    };
    bad("nan", "training.tokens", "nan", "C", false);
    bad("NaN in capitals", "training.tokens", "NaN", "C", false);
    bad("inf", "training.tokens", "inf", "C", false);
    bad("minus infinity", "tco.discount_rate", "-inf", "C", false);
    bad("overflowing exponent", "training.tokens", "1e400", "C", false);
    bad("overflow after the suffix", "training.tokens", "1e308T", "C", false);
    bad("a word", "model.layers", "lots", "C", false);
    bad("a suffix alone", "training.tokens", "T", "C", false);
    bad("two suffixes", "training.tokens", "2kT", "C", false);
    bad("an unknown suffix", "training.tokens", "2X", "C", false);
    bad("a decimal comma where commas group", "training.dataset_tb", "1,5", "C", false);
    bad("badly grouped digits", "constraints.budget_cny", "10,00,000", "en_US", false);
    QTest::addRow("an integer rule refuses 1.5") << QStringLiteral("model.layers") << QStringLiteral("1.5") << QStringLiteral("C")
                                                 << QString::fromUtf8("must be a whole number 1–1,000") << true;
    QTest::addRow("an integer rule refuses 2.0005k") << QStringLiteral("hardware.gpus") << QStringLiteral("2.0005k") << QStringLiteral("C")
                                                     << QString::fromUtf8("must be a whole number 1–100,000") << true;
    bad("below the minimum", "training.seq_len", "64", "C", true);
    bad("above the maximum by a suffix", "hardware.gpus", "1M", "C", true);
    bad("negative", "tco.utilisation", "-0.1", "C", true);
    bad("above the maximum in Chinese", "tco.discount_rate", "0.6", "zh_CN", true);
    bad("a percentage above 100", "tco.utilisation", "170%", "C", true);
    bad("a percentage above the rule's 50", "tco.discount_rate", "60 %", "zh_CN", true);
    bad("a percent sign alone", "tco.utilisation", "%", "C", false);
    bad("a percent sign after a scale suffix", "tco.utilisation", "5k%", "C", false);
    bad("two percent signs", "tco.utilisation", "70%%", "C", false);
    bad("a negative price", "prices[].value", "-5", "C", true);
    bad("a negative price with the typographic minus", "prices[].value", "−5", "zh_CN", true);
}

void TestFieldText::refusesWithTheRulesMessage()
{
    QFETCH(QString, path);
    QFETCH(QString, text);
    QFETCH(QString, locale);
    QFETCH(QString, error);
    QFETCH(bool, isNumber);
    const FieldValue v = readFieldNumber(path, text, QLocale(locale));
    QVERIFY(!v.isValid());
    QCOMPARE(v.error, error);
    QVERIFY(v.error.endsWith(fieldRule(path).allowedText()));
    QCOMPARE(v.value.has_value(), isNumber);
    if (v.value)
        QVERIFY(std::isfinite(*v.value));
}

void TestFieldText::emptyTextIsRequired()
{
    const QString path = QStringLiteral("model.hidden");
    const QString required = QCoreApplication::translate("cp::Validation", "required: %1").arg(fieldRule(path).message());
    QCOMPARE(readFieldNumber(path, QString()).error, required);
    QCOMPARE(readFieldNumber(path, QStringLiteral("   ")).error, required);
    QVERIFY(!readFieldNumber(path, QStringLiteral("   ")).value);
}

void TestFieldText::choicesUseTheRulesMessage_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("accepted");
    QTest::addRow("a known mode") << "training.mode"
                                  << "lora" << true;
    QTest::addRow("an unknown mode") << "training.mode"
                                     << "dpo" << false;
    QTest::addRow("choices are case-sensitive") << "training.precision"
                                                << "BF16" << false;
    QTest::addRow("a known way to pay") << "constraints.pay"
                                        << "spot" << true;
    QTest::addRow("an unknown language") << "training.language"
                                         << "english" << false;
}

void TestFieldText::choicesUseTheRulesMessage()
{
    QFETCH(QString, path);
    QFETCH(QString, text);
    QFETCH(bool, accepted);
    QCOMPARE(checkFieldText(path, text), accepted ? QString() : fieldRule(path).message());
}

QTEST_GUILESS_MAIN(TestFieldText)
#include "tst_fieldtext.moc"
