// One money answer everywhere (issue 42): for every built-in sample and three wizard-style plans,
// `tco --scenario` JSON, `plan --scenario` JSON (recommended.money), the PlanReport's money object
// (what the dashboard shows), the answer box, the PDF text and the workbook's cells give the same
// recommended option and the same figures on the same named basis. The workbooks are recalculated
// by LibreOffice (one start for all of them) before their cells are read, and a probe workbook
// with an edited price proves the recalculation happened.
#include "../cli/clirunner.h"
#include "app/export/reportpdf.h"
#include "app/export/workbook.h"
#include "core/scenario/cplan.h"
#include "exportfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cp;

namespace {

bool near(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); }

QJsonObject jsonOf(const CliResult &r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

QString withoutSpaces(QString s)
{
    s.remove(QRegularExpression(QStringLiteral("\\s")));
    return s;
}

/// The three plans a new user makes with the wizard (issue 42), built from the samples' models
/// with the workloads the wizard's work page writes (WorkPage::apply): a one-off 13B full
/// fine-tune of 250B tokens, a one-off 70B LoRA of 1B tokens and a serving plan.
QList<QPair<QString, Scenario>> wizardPlans(const QList<Scenario> &samples, const QStringList &files)
{
    const auto find = [&](const char *part) {
        for (qsizetype i = 0; i < files.size(); ++i) {
            if (files.at(i).contains(QLatin1String(part)))
                return samples.at(i);
        }
        return Scenario {};
    };
    const Workload once; // a training run, once, from month 1
    Scenario full13b = find("02-13b");
    full13b.name = QStringLiteral("13B full fine-tune on 1 TB tokens");
    full13b.training.mode = QStringLiteral("full");
    full13b.training.tokens = 250e9; // 1 TB of text at about 4 bytes a token
    full13b.training.datasetTb.reset();
    full13b.workloads = { once };
    Scenario lora70b = find("03-70b");
    lora70b.name = QStringLiteral("70B LoRA on 1B tokens");
    lora70b.training.mode = QStringLiteral("lora");
    lora70b.training.tokens = 1e9;
    lora70b.training.datasetTb.reset();
    lora70b.workloads = { once };
    Scenario serving = find("04-inference");
    serving.name = QStringLiteral("Serve Qwen2.5-72B");
    Workload serve;
    serve.kind = QStringLiteral("serving");
    serve.runs = 0;
    serve.qps = serving.inference.qps;
    serve.promptTokens = serving.inference.promptTokens;
    serve.outputTokens = serving.inference.outputTokens;
    serving.workloads = { serve };
    return { { QStringLiteral("wizard 13B full"), full13b }, { QStringLiteral("wizard 70B LoRA"), lora70b }, { QStringLiteral("wizard serving"), serving } };
}

/// The English PDF report's text (pdftotext -raw) without whitespace, written into `dir`; empty
/// when the report or pdftotext fails.
QString reportText(const analysis::PlanReport &report, const QString &dir)
{
    const QString pdf = QDir(dir).filePath(QStringLiteral("report.pdf"));
    exports::ReportOptions options;
    options.locale = QLocale(QLocale::English);
    if (!exports::exportReportPdf(report, pdf, options))
        return {};
    const auto text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") });
    return text ? withoutSpaces(QString::fromUtf8(*text)) : QString();
}

/// "A1"-style reference of a 0-based row and column.
QString cellRef(int row, int col)
{
    QString name;
    for (int c = col + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name + QString::number(row + 1);
}

/// The 0-based row of the first cell in column A of `cells` whose text is `text` (at or below `from`); -1 when none.
int rowOf(const QHash<QString, XlsxCell> &cells, const QString &text, int from = 0)
{
    for (int row = from; row < 2000; ++row) {
        if (cells.value(cellRef(row, 0)).text == text)
            return row;
    }
    return -1;
}

} // namespace

class TestCrossView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void workbooksAreRecalculated();
    void oneOffRunsCostTheirRun();
    void sameAnswerInEveryView_data();
    void sameAnswerInEveryView();

private:
    /// Issue 44: a programme's answer is its total on its basis: the dashboard's verdict, `tco
    /// --scenario`'s programme.total_cny (on the same basis), the PDF and the recalculated
    /// workbook's programme sheet give it, and no single fleet's answer stands beside it.
    void programmeAnswerInEveryView(int index, const QString &file);

    QTemporaryDir m_dir;
    QTemporaryDir m_recalculated; ///< LibreOffice's recalculated copies of the workbooks
    QList<analysis::PlanReport> m_reports; ///< one per plan, of the plan as written and read back
};

namespace {
QList<QPair<QString, Scenario>> allPlans()
{
    QList<QPair<QString, Scenario>> plans;
    const QStringList files = sampleFiles();
    const auto samples = sampleScenarios();
    if (!samples)
        return plans;
    for (qsizetype i = 0; i < files.size(); ++i)
        plans << qMakePair(QFileInfo(files.at(i)).fileName(), samples->at(i));
    return plans + wizardPlans(*samples, files);
}
} // namespace

// Every plan analysed from its .cplan, its workbook exported, and all workbooks (and a probe with
// an edited price) recalculated by LibreOffice in one start.
void TestCrossView::initTestCase()
{
    const auto plans = allPlans();
    QCOMPARE(plans.size(), sampleFiles().size() + 3);
    QStringList workbooks;
    for (qsizetype i = 0; i < plans.size(); ++i) {
        const QString file = m_dir.filePath(QStringLiteral("plan%1.cplan").arg(i));
        QVERIFY(cplan::writeFile(file, plans.at(i).second));
        const auto reread = cplan::readFile(file, Catalog::builtIn());
        QVERIFY2(reread, qPrintable(joinErrors(reread.errors())));
        m_reports << analysis::analyse(*reread, QLocale(QLocale::English));
        QVERIFY2(m_reports.last().money, qPrintable(plans.at(i).first));
        workbooks << m_dir.filePath(QStringLiteral("plan%1.xlsx").arg(i));
        QVERIFY(exports::exportWorkbook({ m_reports.last() }, workbooks.last()));
    }
    // The probe: the first plan's recommended option's first money price doubled on Assumptions.
    const analysis::PlanReport &first = m_reports.constFirst();
    const tco::OptionResult *best = first.tco->option(first.money->recommended);
    QVERIFY(best);
    QString key;
    for (const tco::LineItemTotal &li : best->lineItems) {
        for (const QString &k : li.keys) {
            const PriceEntry *p = first.catalog.price(k);
            if (key.isEmpty() && !li.residual && li.totalCny > 0 && p && p->value && *p->value > 0 && !p->currency.isEmpty())
                key = k;
        }
    }
    QVERIFY2(!key.isEmpty(), "the recommended option follows no money price");
    exports::WorkbookOptions edited;
    edited.editedPrices.insert(key, *first.catalog.price(key)->value * 2);
    workbooks << m_dir.filePath(QStringLiteral("probe.xlsx"));
    QVERIFY(exports::exportWorkbook({ first }, workbooks.last(), edited));
    QString why;
    QVERIFY2(libreOffice(QStringLiteral("xlsx"), workbooks, m_recalculated.path(), &why), qPrintable(why));
}

// The probe's recommended total moved after LibreOffice recalculated it: the other workbooks'
// cells are LibreOffice's figures, not the cached values the writer stored.
void TestCrossView::workbooksAreRecalculated()
{
    const analysis::PlanReport &first = m_reports.constFirst();
    const QHash<QString, XlsxCell> cells = xlsxSheet(m_recalculated.filePath(QStringLiteral("probe.xlsx")), QStringLiteral("Results"));
    const int ranked = rowOf(cells, QStringLiteral("Options ranked by %1").arg(first.money->basisName));
    QVERIFY(ranked > 0);
    const int row = rowOf(cells, first.money->recommendedOption()->name, ranked + 2);
    QVERIFY(row > 0);
    const double total = cells.value(cellRef(row, 1)).value;
    QVERIFY2(total > first.money->recommendedOption()->totalCny * 1.01, qPrintable(QString::number(total, 'f', 2)));
}

// Issue 42: a one-off 13B full fine-tune of 250B tokens costs the run (tens to hundreds of
// thousands of CNY over the months it takes, not a 36-month fleet), and a 70B LoRA of 1B tokens
// gets another money answer.
void TestCrossView::oneOffRunsCostTheirRun()
{
    const qsizetype n = m_reports.size();
    const analysis::MoneyAnswer &full13b = *m_reports.at(n - 3).money;
    const analysis::MoneyAnswer &lora70b = *m_reports.at(n - 2).money;
    QVERIFY2(full13b.horizonMonths < 36, qPrintable(QString::number(full13b.horizonMonths)));
    const double cost = full13b.recommendedOption()->totalCny;
    QVERIFY2(cost >= 1e4 && cost < 1e6, qPrintable(QString::number(cost, 'f', 0)));
    QVERIFY(std::abs(lora70b.recommendedOption()->totalCny - cost) > 0.01 * cost);
}

void TestCrossView::sameAnswerInEveryView_data()
{
    QTest::addColumn<int>("index");
    const auto plans = allPlans();
    QCOMPARE(plans.size(), sampleFiles().size() + 3);
    for (qsizetype i = 0; i < plans.size(); ++i)
        QTest::newRow(qPrintable(plans.at(i).first)) << int(i);
}

void TestCrossView::sameAnswerInEveryView()
{
    QFETCH(int, index);
    QTemporaryDir dir;
    const QString file = m_dir.filePath(QStringLiteral("plan%1.cplan").arg(index));

    // The dashboard's object.
    const analysis::PlanReport &report = m_reports.at(index);
    if (report.isProgramme()) {
        programmeAnswerInEveryView(index, file);
        return;
    }
    QVERIFY2(report.money, "the plan has no money answer");
    const analysis::MoneyAnswer &money = *report.money;
    const analysis::MoneyOption *rec = money.recommendedOption();
    QVERIFY(rec);
    QVERIFY(rec->obtainable);
    QCOMPARE(money.basisId, report.tco->basisId());

    // tco --scenario: the same basis, the same recommendation, the same figures per option, for
    // the same fleet (a serving plan's grown to its load: bridge::pricedTcoInput in both).
    {
        const CliResult tco = runCli({ QStringLiteral("tco"), QStringLiteral("--scenario"), file, QStringLiteral("--format"), QStringLiteral("json") });
        QVERIFY2(tco.exitCode == 0, qPrintable(tco.err));
        const QJsonObject t = jsonOf(tco);
        QCOMPARE(t.value(QStringLiteral("basis")).toString(), money.basisId);
        QCOMPARE(t.value(QStringLiteral("horizon_months")).toInt(), money.horizonMonths);
        QCOMPARE(t.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("recommended")).toString(), money.recommended);
        for (const QJsonValue &v : t.value(QStringLiteral("options")).toArray()) {
            const QJsonObject o = v.toObject();
            const analysis::MoneyOption *m = money.option(o.value(QStringLiteral("id")).toString());
            QVERIFY2(m, qPrintable(o.value(QStringLiteral("id")).toString()));
            QVERIFY2(near(o.value(QStringLiteral("total_cny")).toDouble(), m->totalCny), qPrintable(m->id));
            QVERIFY2(near(o.value(QStringLiteral("npv_pre_tax_cny")).toDouble(), m->npvPreTaxCny), qPrintable(m->id));
            QVERIFY2(near(o.value(QStringLiteral("resale_net_cny")).toDouble(), m->resaleNetCny), qPrintable(m->id));
            QCOMPARE(o.value(QStringLiteral("obtainable")).toBool(), m->obtainable);
            QVERIFY2(near(o.value(QStringLiteral("vat_recovered_cny")).toDouble(), m->vatRecoveredCny), qPrintable(m->id));
            QVERIFY2(near(o.value(QStringLiteral("income_tax_saved_cny")).toDouble(), m->incomeTaxSavedCny), qPrintable(m->id));
            QVERIFY2(near(o.value(QStringLiteral("npv_after_tax_cny")).toDouble(), m->npvAfterTaxCny), qPrintable(m->id));
        }
    }

    // plan --scenario: recommended.money is the same object (training plans; a serving plan has no cluster search).
    if (report.plan && report.plan->recommended) {
        const CliResult plan = runCli({ QStringLiteral("plan"), QStringLiteral("--scenario"), file, QStringLiteral("--format"), QStringLiteral("json") });
        QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
        const QJsonObject pm = jsonOf(plan).value(QStringLiteral("recommended")).toObject().value(QStringLiteral("money")).toObject();
        QCOMPARE(pm.value(QStringLiteral("basis")).toString(), money.basisId);
        QCOMPARE(pm.value(QStringLiteral("id")).toString(), rec->id);
        for (const char *key : { "total_cny", "npv_pre_tax_cny", "npv_after_tax_cny", "vat_recovered_cny", "income_tax_saved_cny", "resale_net_cny" }) {
            const double want = QString::fromLatin1(key) == QLatin1String("total_cny") ? rec->totalCny
                : QString::fromLatin1(key) == QLatin1String("npv_pre_tax_cny")         ? rec->npvPreTaxCny
                : QString::fromLatin1(key) == QLatin1String("npv_after_tax_cny")       ? rec->npvAfterTaxCny
                : QString::fromLatin1(key) == QLatin1String("vat_recovered_cny")       ? rec->vatRecoveredCny
                : QString::fromLatin1(key) == QLatin1String("income_tax_saved_cny")    ? rec->incomeTaxSavedCny
                                                                                       : rec->resaleNetCny;
            QVERIFY2(near(pm.value(QLatin1String(key)).toDouble(), want), key);
        }
    }

    // The dashboard tile, the verdict and the answer box name the same option and figure.
    const analysis::Kpi *tile = report.kpi(QStringLiteral("tco_best"));
    QVERIFY(tile);
    QVERIFY(near(tile->value, rec->totalCny));
    QVERIFY2(tile->label.contains(rec->name) && tile->label.contains(money.basisName), qPrintable(tile->label));
    if (report.programme) // issue 44: a programme's verdict is its total over the pools (the pools' own money)
        QCOMPARE(report.verdict, report.programme->total);
    else
        QVERIFY2(report.verdict.contains(rec->name), qPrintable(report.verdict));
    QVERIFY(report.answer);
    for (const analysis::AnswerBlock *b : { &*report.answer, report.own ? &*report.own : nullptr }) {
        if (!b || !b->tcoCny)
            continue;
        // A block that prices the money answer's fleet states the money answer (another fleet has its own).
        if (b->configuration.startsWith(money.configuration)) {
            QCOMPARE(b->optionId, rec->id);
            QVERIFY(near(*b->tcoCny, rec->totalCny));
        }
        QVERIFY2(b->tco.contains(money.basisName), qPrintable(b->tco));
    }

    // The PDF shows the answer box's lines and the tile as they are.
    const QString flat = reportText(report, dir.path());
    QVERIFY2(!flat.isEmpty(), "the PDF was not written, or pdftotext (poppler-utils: installer/bootstrap installs it) failed");
    QVERIFY2(flat.contains(withoutSpaces(tile->text)), qPrintable(tile->text));
    QVERIFY2(flat.contains(withoutSpaces(report.answer->tco)), qPrintable(report.answer->tco));

    // The workbook after LibreOffice's recalculation: the options table under the basis's name
    // holds the recommended option's figures, and the tile's row its value and its text as shown.
    const QHash<QString, XlsxCell> cells = xlsxSheet(m_recalculated.filePath(QStringLiteral("plan%1.xlsx").arg(index)), QStringLiteral("Results"));
    QVERIFY2(!cells.isEmpty(), "the recalculated workbook has no Results sheet");
    const int ranked = rowOf(cells, QStringLiteral("Options ranked by %1").arg(money.basisName));
    QVERIFY2(ranked > 0, qPrintable(money.basisName));
    const int row = rowOf(cells, rec->name, ranked + 2);
    QVERIFY2(row > 0, qPrintable(rec->name));
    const std::pair<int, double> figures[] = { { 1, rec->totalCny }, { 2, rec->npvPreTaxCny }, { 6, rec->npvAfterTaxCny },
        { 7, rec->vatRecoveredCny }, { 8, rec->incomeTaxSavedCny }, { 9, rec->resaleNetCny } };
    for (const auto &[col, want] : figures) {
        const XlsxCell c = cells.value(cellRef(row, col));
        QVERIFY2(c.number && near(c.value, want), qPrintable(QStringLiteral("%1: %2, the money answer %3").arg(cellRef(row, col)).arg(c.value, 0, 'f', 2).arg(want, 0, 'f', 2)));
    }
    const int tileRow = rowOf(cells, tile->label);
    QVERIFY2(tileRow > 0, qPrintable(tile->label));
    QVERIFY(near(cells.value(cellRef(tileRow, 1)).value, rec->totalCny));
    QCOMPARE(cells.value(cellRef(tileRow, 2)).text, tile->text);
}

void TestCrossView::programmeAnswerInEveryView(int index, const QString &file)
{
    const analysis::PlanReport &report = m_reports.at(index);
    QVERIFY(report.programme);
    const analysis::ProgrammeReport &p = *report.programme;
    const double total = p.answer.money.basisCny;
    QCOMPARE(report.verdict, p.total);

    const CliResult tco = runCli({ QStringLiteral("tco"), QStringLiteral("--scenario"), file, QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(tco.exitCode == 0, qPrintable(tco.err));
    const QJsonObject programme = jsonOf(tco).value(QStringLiteral("programme")).toObject();
    QCOMPARE(programme.value(QStringLiteral("basis")).toString(), p.answer.basis);
    QVERIFY(near(programme.value(QStringLiteral("total_cny")).toDouble(), total));

    QTemporaryDir dir;
    const QString flat = reportText(report, dir.path());
    QVERIFY2(!flat.isEmpty(), "the PDF was not written, or pdftotext (poppler-utils: installer/bootstrap installs it) failed");
    QVERIFY2(flat.contains(withoutSpaces(p.total)), qPrintable(p.total));
    QVERIFY(report.money && !flat.contains(withoutSpaces(report.money->recommendedOption()->name))); // the single fleet's answer stays out

    const QHash<QString, XlsxCell> cells = xlsxSheet(m_recalculated.filePath(QStringLiteral("plan%1.xlsx").arg(index)), QStringLiteral("Programme"));
    const int row = rowOf(cells, QStringLiteral("Programme total"));
    QVERIFY2(row > 0, "the recalculated workbook has no programme total");
    QVERIFY2(near(cells.value(cellRef(row, 1)).value, total), qPrintable(QString::number(cells.value(cellRef(row, 1)).value, 'f', 2)));
    QVERIFY(xlsxSheet(m_recalculated.filePath(QStringLiteral("plan%1.xlsx").arg(index)), QStringLiteral("Results")).isEmpty());
}

QTEST_MAIN(TestCrossView)
#include "tst_crossview.moc"
