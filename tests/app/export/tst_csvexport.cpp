// CSV for Excel: any table model, and cash flows equal to the engine's (the quoting rule itself,
// cp::csvField, is tested with the reader in tests/core/foundation/tst_csv.cpp).
#include "app/export/csvexport.h"
#include "core/common/csv.h"
#include "exportfixtures.h"

#include <QAbstractItemModelTester>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::exports;

class TestCsvExport : public QObject {
    Q_OBJECT
private slots:
    void tableModelRoundTrips();
    void cashFlowsEqualTheEngines();
};

void TestCsvExport::tableModelRoundTrips()
{
    QStandardItemModel model(2, 3);
    QAbstractItemModelTester tester(&model);
    model.setHorizontalHeaderLabels({ QStringLiteral("方案"), QStringLiteral("Cost, CNY"), QStringLiteral("Note") });
    model.setItem(0, 0, new QStandardItem(QStringLiteral("自建")));
    model.setItem(0, 1, new QStandardItem(QStringLiteral("1,234,567")));
    model.setItem(0, 2, new QStandardItem(QStringLiteral("says \"maybe\"")));
    model.setItem(1, 0, new QStandardItem(QStringLiteral("Cloud")));
    model.setItem(1, 1, new QStandardItem(QStringLiteral("890")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("table.csv"));
    QVERIFY(exportTableCsv(model, path));
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    QVERIFY(bytes.contains("\r\n"));
    QVERIFY(bytes.contains("\"1,234,567\""));
    const auto table = CsvTable::parse(QString::fromUtf8(bytes.mid(3)), path);
    QVERIFY(table);
    QCOMPARE(table->header(), (QStringList { QStringLiteral("方案"), QStringLiteral("Cost, CNY"), QStringLiteral("Note") }));
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->field(0, QStringLiteral("Cost, CNY")), QStringLiteral("1,234,567"));
    QCOMPARE(table->field(0, QStringLiteral("Note")), QStringLiteral("says \"maybe\""));
    QCOMPARE(table->field(1, QStringLiteral("方案")), QStringLiteral("Cloud"));
    QCOMPARE(table->field(1, QStringLiteral("Note")), QString());
}

void TestCsvExport::cashFlowsEqualTheEngines()
{
    const analysis::PlanReport report = sampleReport(QStringLiteral("05-16x"));
    QVERIFY(report.tco);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cash.csv"));
    QVERIFY(exportCashFlowsCsv(*report.tco, path));
    const auto table = CsvTable::parse(QString::fromUtf8(readAll(path).mid(3)), path);
    QVERIFY(table);
    const tco::OptionResult &first = report.tco->options.constFirst();
    QCOMPARE(table->rowCount(), first.monthly.size());
    QCOMPARE(table->header().size(), 1 + 2 * report.tco->options.size());
    for (const tco::OptionResult &o : report.tco->options) {
        const QString cum = QStringLiteral("%1 cumulative (CNY)").arg(o.name);
        QVERIFY(table->hasColumn(cum));
        for (qsizetype m = 0; m < o.monthly.size(); m += 7)
            QCOMPARE(table->field(m, cum).toDouble(), o.monthly.at(m).cumulativeCny);
    }
}

QTEST_MAIN(TestCsvExport)
#include "tst_csvexport.moc"
