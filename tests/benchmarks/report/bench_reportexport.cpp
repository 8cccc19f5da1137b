// Full PDF report export of the sample with every chart (target: under 2 s), and the workbook.
// Run: bench_report_export -median 5
#include "app/export/reportpdf.h"
#include "app/export/workbook.h"
#include "core/scenario/samples.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

class BenchReportExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fullReportPdf();
    void workbook();

private:
    QTemporaryDir m_dir;
    analysis::PlanReport m_report;
};

void BenchReportExport::initTestCase()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    for (const Scenario &s : *samples) {
        if (s.name.contains(QLatin1String("70B")))
            m_report = analysis::analyse(s, QLocale(QLocale::English));
    }
    QVERIFY(m_report.tco && m_report.plan);
}

void BenchReportExport::fullReportPdf()
{
    const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
    QBENCHMARK
    {
        QVERIFY(exports::exportReportPdf(m_report, path, exports::ReportOptions { QLocale(QLocale::English), {}, 1, {} }));
    }
}

void BenchReportExport::workbook()
{
    const QString path = m_dir.filePath(QStringLiteral("plan.xlsx"));
    QBENCHMARK
    {
        QVERIFY(exports::exportWorkbook({ m_report }, path));
    }
}

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    BenchReportExport bench;
    return QTest::qExec(&bench, argc, argv);
}

#include "bench_reportexport.moc"
