#include "core/common/csv.h"

#include <QTest>

using cp::CsvTable;

class TestCsv : public QObject {
    Q_OBJECT
private slots:
    void parsesQuotedFields();
    void rejectsBadInput_data();
    void rejectsBadInput();
    void quotesOnlyWhatNeedsIt_data();
    void quotesOnlyWhatNeedsIt();
    void writtenFieldsReadBack();
};

void TestCsv::parsesQuotedFields()
{
    const QString text = QStringLiteral("\xFEFF"
                                        "id,note,value\r\na,\"x, \"\"quoted\"\"\",1\n\nb,\"multi\nline\",2\n");
    auto t = CsvTable::parse(text, QStringLiteral("t.csv"));
    QVERIFY2(t, qPrintable(cp::joinErrors(t.errors())));
    QCOMPARE(t->rowCount(), 2);
    QCOMPARE(t->header().constFirst(), QStringLiteral("id"));
    QCOMPARE(t->field(0, QStringLiteral("note")), QStringLiteral("x, \"quoted\""));
    QCOMPARE(t->field(1, QStringLiteral("note")), QStringLiteral("multi\nline"));
    QCOMPARE(t->field(1, QStringLiteral("value")), QStringLiteral("2"));
    QCOMPARE(t->lineOf(1), 4);
    QCOMPARE(t->field(0, QStringLiteral("missing")), QString());
}

void TestCsv::rejectsBadInput_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expectedPath");
    QTest::addColumn<QString>("messagePart");
    QTest::addRow("empty file") << QString() << "t.csv"
                                << "empty";
    QTest::addRow("unterminated quote") << "a,b\n\"x,1\n"
                                        << "t.csv"
                                        << "unterminated";
    QTest::addRow("short row names its line") << "a,b\n1,2\n3\n"
                                              << "t.csv:3"
                                              << "has 1 fields";
}

void TestCsv::rejectsBadInput()
{
    QFETCH(QString, text);
    QFETCH(QString, expectedPath);
    QFETCH(QString, messagePart);
    auto t = CsvTable::parse(text, QStringLiteral("t.csv"));
    QVERIFY(!t);
    QCOMPARE(t.error().path, expectedPath);
    QVERIFY2(t.error().message.contains(messagePart), qPrintable(t.error().message));
}

void TestCsv::quotesOnlyWhatNeedsIt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("field");
    // RFC 4180 section 2, rules 6 and 7: CR, LF, comma and quote need quotes; quotes are doubled.
    QTest::addRow("plain") << "H800"
                           << "H800";
    QTest::addRow("comma") << "a,b"
                           << "\"a,b\"";
    QTest::addRow("quote") << "say \"hi\""
                           << "\"say \"\"hi\"\"\"";
    QTest::addRow("LF") << "a\nb"
                        << "\"a\nb\"";
    QTest::addRow("CR") << "a\rb"
                        << "\"a\rb\"";
    QTest::addRow("empty") << ""
                           << "";
    QTest::addRow("Chinese stays bare") << "云上按量付费"
                                        << "云上按量付费";
}

void TestCsv::quotesOnlyWhatNeedsIt()
{
    QFETCH(QString, text);
    QFETCH(QString, field);
    QCOMPARE(cp::csvField(text), field);
}

void TestCsv::writtenFieldsReadBack()
{
    // Every character the quoting rule is about, alone and together; the reader must return each
    // field exactly (a bare CR would be dropped as the CR of a CRLF).
    const QStringList fields { QStringLiteral("x\ry"), QStringLiteral("line 1\nline 2"), QStringLiteral("the \"best\" plan"),
        QStringLiteral("1,234"), QStringLiteral("a\r\n\"b\",c") };
    const QStringList header { QStringLiteral("cr"), QStringLiteral("lf"), QStringLiteral("quote"), QStringLiteral("comma"),
        QStringLiteral("all") };
    const QByteArray bytes = cp::csvBytes({ header, fields });
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    QVERIFY(bytes.endsWith("\r\n"));
    auto t = CsvTable::parse(QString::fromUtf8(bytes), QStringLiteral("t.csv"));
    QVERIFY2(t, qPrintable(cp::joinErrors(t.errors())));
    QCOMPARE(t->header(), header);
    QCOMPARE(t->rowCount(), 1);
    for (qsizetype i = 0; i < header.size(); ++i)
        QCOMPARE(t->field(0, header.at(i)), fields.at(i));
    QCOMPARE(cp::csvRecord({ QStringLiteral("a"), QStringLiteral("b,c") }), QStringLiteral("a,\"b,c\""));
}

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
