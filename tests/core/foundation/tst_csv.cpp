#include "core/common/csv.h"

#include <QTest>

using cp::CsvTable;

class TestCsv : public QObject {
    Q_OBJECT
private slots:
    void parsesQuotedFields();
    void rejectsBadInput_data();
    void rejectsBadInput();
};

void TestCsv::parsesQuotedFields()
{
    const QString text = QStringLiteral("\xFEFF" "id,note,value\r\na,\"x, \"\"quoted\"\"\",1\n\nb,\"multi\nline\",2\n");
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
    QTest::addRow("empty file") << QString() << "t.csv" << "empty";
    QTest::addRow("unterminated quote") << "a,b\n\"x,1\n" << "t.csv" << "unterminated";
    QTest::addRow("short row names its line") << "a,b\n1,2\n3\n" << "t.csv:3" << "has 1 fields";
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

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
