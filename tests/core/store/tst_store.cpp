#include "core/analysis/planreport.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"
#include "tests/core/store/storetesthelpers.h"
#include "tests/core/store/teamlibrary.h"

#include <QFile>
#include <QMap>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

// The store's behaviour on either backend: CTest runs this class on SQLite files (store) and on
// the throw-away PostgreSQL cluster (store_pg, CP_TEST_STORE_BACKEND=postgresql; teamlibrary.h).
class TestStore : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void defaultPathIsInTheUsersDataFolder();
    void firstRunCreatesTheDatabaseWithSamples();
    void secondOpenDoesNotSeedAgain();
    void everySampleRoundTripsThroughTheStore_data();
    void everySampleRoundTripsThroughTheStore();
    void everySaveIsARevision();
    void anyRevisionCanBeRestored();
    void savingKeepsOrStampsTimes();
    void search_data();
    void search();
    void tagFilter();
    void deleteRemovesRevisionsAndUnusedTags();
    void renameKeepsHistory();
    void invalidScenariosAreRefusedWithPaths();
    void unknownNamesAreClearErrors();
    void priceEditsApplyToTheCatalog();
    void catalogEdits();
    void aPriceEditLeavesEverySavedSampleUnchangedUntilUseCurrentPrices();
    void comparisons();
    void twoStoresOnOneFileSeeEachOthersSaves();
    void saveBasedOnTheNewestRevisionSaves();
    void saveBasedOnAnOlderRevisionIsAConflict();
    void saveBasedOnZeroIsANewPlanOnly();
    void everyRevisionRecordsWhoAndWhen();
    void copyKeepsEveryRevisionAuthorAndDate();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Store> m_store;
    QString m_path;
};

void TestStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QString error;
    m_path = teamtest::newLibrary(*m_dir, 1, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    auto store = Store::open(m_path);
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    m_store = std::move(*store);
}

void TestStore::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestStore::defaultPathIsInTheUsersDataFolder()
{
    QVERIFY(Store::defaultPath().startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1Char('/')));
    QVERIFY(Store::defaultPath().endsWith(QStringLiteral(".sqlite")));
}

void TestStore::firstRunCreatesTheDatabaseWithSamples()
{
    const auto rows = m_store->list();
    QVERIFY(rows);
    QCOMPARE(rows->size(), sampleFiles().size());
    QStringList names;
    for (const ScenarioSummary &s : *rows) {
        names << s.name;
        QVERIFY(s.tags.contains(QStringLiteral("sample")));
        QCOMPARE(s.revisions, 1);
    }
    QVERIFY(names.contains(QStringLiteral("7B LoRA fine-tune on L40S")));
    QVERIFY(names.contains(QStringLiteral("13B full fine-tune on 8×A100")));
    QVERIFY(names.contains(QStringLiteral("70B pre-training on H800 vs cloud")));
    QVERIFY(names.contains(QStringLiteral("Inference on domestic NPUs (Ascend 910B)")));
    QVERIFY(names.contains(QStringLiteral("16×H800: rent vs lease vs build over 3 years")));
    QVERIFY(Store::backups(m_path).isEmpty());
}

void TestStore::secondOpenDoesNotSeedAgain()
{
    QVERIFY(m_store->remove(QStringLiteral("7B LoRA fine-tune on L40S")));
    m_store.reset();
    auto again = Store::open(m_path);
    QVERIFY(again);
    QCOMPARE((*again)->list()->size(), sampleFiles().size() - 1);
}

void TestStore::everySampleRoundTripsThroughTheStore_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : sampleFiles())
        QTest::addRow("%s", qPrintable(f)) << f;
}

void TestStore::everySampleRoundTripsThroughTheStore()
{
    QFETCH(QString, file);
    const auto original = cplan::readFile(file, Catalog::builtIn());
    QVERIFY(original);
    const QByteArray exported = cplan::toBytes(*m_store->load(original->name));
    QCOMPARE(exported, cplan::toBytes(*original));
    // import the export again (a new revision) and export once more
    const auto imported = cplan::fromBytes(exported, Catalog::builtIn());
    QVERIFY(imported);
    QCOMPARE(*m_store->save(*imported, QStringLiteral("re-import"), false), 2);
    QCOMPARE(cplan::toBytes(*m_store->load(original->name)), exported);
}

void TestStore::everySaveIsARevision()
{
    Scenario s = minimal(QStringLiteral("draft"));
    for (int i = 1; i <= 3; ++i) {
        s.notes = QStringLiteral("version %1").arg(i);
        const auto n = m_store->save(s, QStringLiteral("save %1").arg(i));
        QVERIFY2(n, qPrintable(joinErrors(n.errors())));
        QCOMPARE(*n, i);
    }
    const auto revs = m_store->revisions(s.name);
    QVERIFY(revs);
    QCOMPARE(revs->size(), 3);
    QCOMPARE(revs->at(1).comment, QStringLiteral("save 2"));
    QCOMPARE(revs->at(2).appVersion, QStringLiteral(CP_VERSION));
    QCOMPARE(m_store->revision(s.name, 2)->notes, QStringLiteral("version 2"));
    QCOMPARE(m_store->load(s.name)->notes, QStringLiteral("version 3"));
}

void TestStore::anyRevisionCanBeRestored()
{
    Scenario s = minimal(QStringLiteral("history"));
    s.training.seqLen = 2048;
    const auto first = m_store->save(s);
    QVERIFY2(first, qPrintable(joinErrors(first.errors())));
    s.training.seqLen = 8192;
    s.tags = { QStringLiteral("later") };
    QVERIFY(m_store->save(s));
    const auto restored = m_store->restoreRevision(s.name, 1);
    QVERIFY2(restored, qPrintable(joinErrors(restored.errors())));
    QCOMPARE(*restored, 3);
    const auto now = m_store->load(s.name);
    QCOMPARE(now->training.seqLen, 2048);
    QVERIFY(now->tags.isEmpty());
    QCOMPARE(m_store->revisions(s.name)->last().comment, QStringLiteral("restored revision 1"));
    QCOMPARE(m_store->revision(s.name, 2)->training.seqLen, 8192); // nothing is lost
    QVERIFY(!m_store->tags()->contains(QStringLiteral("later")));
    const auto missing = m_store->restoreRevision(s.name, 9);
    QVERIFY(!missing);
    QCOMPARE(missing.error().kind, ErrorKind::NotFound);
}

void TestStore::savingKeepsOrStampsTimes()
{
    Scenario s = minimal(QStringLiteral("times"));
    s.created = QDateTime(QDate(2025, 1, 1), QTime(0, 0), Qt::UTC);
    s.updated = s.created;
    QVERIFY(m_store->save(s, {}, false));
    QCOMPARE(m_store->load(s.name)->updated, s.updated);
    QVERIFY(m_store->save(s));
    const auto touched = m_store->load(s.name);
    QCOMPARE(touched->created, s.created);
    QVERIFY(touched->updated > s.updated);
}

void TestStore::search_data()
{
    QTest::addColumn<QString>("search");
    QTest::addColumn<QStringList>("expected");
    QTest::addRow("part of a name") << "inference on" << QStringList { "Inference on domestic NPUs (Ascend 910B)" };
    QTest::addRow("case does not matter") << "LORA FINE-TUNE ON" << QStringList { "7B LoRA fine-tune on L40S" };
    QTest::addRow("notes are searched") << "customer-service" << QStringList { "7B LoRA fine-tune on L40S" };
    QTest::addRow("tags are searched") << "domestic" << QStringList { "Inference on domestic NPUs (Ascend 910B)" };
    QTest::addRow("Chinese text") << "训练" << QStringList { "中文 训练 计划" };
    QTest::addRow("percent is literal") << "100%" << QStringList { "中文 训练 计划" };
    QTest::addRow("underscore is literal") << "a_b" << QStringList {};
    QTest::addRow("no match") << "nothing-like-this" << QStringList {};
}

void TestStore::search()
{
    QFETCH(QString, search);
    QFETCH(QStringList, expected);
    Scenario zh = minimal(QStringLiteral("中文 训练 计划"));
    zh.notes = QStringLiteral("GPU utilisation 100% target; ab");
    QVERIFY(m_store->save(zh));
    const auto rows = m_store->list(search);
    QVERIFY(rows);
    QStringList names;
    for (const ScenarioSummary &s : *rows)
        names << s.name;
    QCOMPARE(names, expected);
}

void TestStore::tagFilter()
{
    const auto rows = m_store->list({}, QStringLiteral("fine-tuning"));
    QVERIFY(rows);
    QCOMPARE(rows->size(), 2);
    QCOMPARE(m_store->list(QStringLiteral("13b"), QStringLiteral("fine-tuning"))->size(), 1);
    QVERIFY(m_store->tags()->contains(QStringLiteral("tco")));
}

void TestStore::deleteRemovesRevisionsAndUnusedTags()
{
    const QString name = QStringLiteral("16×H800: rent vs lease vs build over 3 years");
    QVERIFY(m_store->tags()->contains(QStringLiteral("tco")));
    QVERIFY(m_store->remove(name));
    QVERIFY(!m_store->load(name));
    QVERIFY(!m_store->revisions(name));
    QVERIFY(!m_store->tags()->contains(QStringLiteral("tco")));
    QVERIFY(!m_store->remove(name));
    QVERIFY(m_store->remove(name).error().message.contains(name));
}

void TestStore::renameKeepsHistory()
{
    const QString old = QStringLiteral("7B LoRA fine-tune on L40S");
    QVERIFY(m_store->rename(old, QStringLiteral("7B LoRA (final)")));
    QVERIFY(!m_store->load(old));
    const auto revs = m_store->revisions(QStringLiteral("7B LoRA (final)"));
    QCOMPARE(revs->size(), 2);
    QCOMPARE(m_store->load(QStringLiteral("7B LoRA (final)"))->name, QStringLiteral("7B LoRA (final)"));
    QVERIFY(!m_store->rename(QStringLiteral("7B LoRA (final)"), QStringLiteral("70B pre-training on H800 vs cloud")));
}

void TestStore::invalidScenariosAreRefusedWithPaths()
{
    Scenario s = minimal(QStringLiteral("bad"));
    s.training.seqLen = 10;
    s.hardware.accelerators = { QStringLiteral("voodoo2") };
    const auto r = m_store->save(s);
    QVERIFY(!r);
    QCOMPARE(r.errors().size(), 2);
    QCOMPARE(r.errors().at(0).path, QStringLiteral("training.seq_len"));
    QCOMPARE(r.errors().at(1).path, QStringLiteral("hardware.accelerators[0]"));
    QVERIFY(!m_store->load(QStringLiteral("bad")));
}

void TestStore::unknownNamesAreClearErrors()
{
    const auto r = m_store->load(QStringLiteral("nope"));
    QVERIFY(!r);
    QCOMPARE(r.error().message, QStringLiteral("no scenario named 'nope'"));
}

void TestStore::priceEditsApplyToTheCatalog()
{
    const PriceSnapshotEntry edit { QStringLiteral("colo.rack.hangzhou"), 8500.0, QStringLiteral("CNY"),
        QStringLiteral("per rack-month"), QStringLiteral("2026-11"), QStringLiteral("found"), QStringLiteral("IDC quote") };
    QVERIFY(m_store->setPriceEdit(edit));
    QVERIFY(m_store->setPriceEdit(edit)); // replaces, no duplicate
    QCOMPARE(m_store->priceEdits()->size(), 1);
    QCOMPARE(m_store->priceEdits()->constFirst(), edit);
    const auto edited = m_store->editedCatalog(Catalog::builtIn());
    QVERIFY(edited);
    QCOMPARE(edited->price(edit.key)->value, std::optional<double>(8500.0));
    QVERIFY(!edited->price(edit.key)->isAssumption());
    // The built-in price book is untouched: still its flagged default, not the user's quote.
    QVERIFY(Catalog::builtIn().price(edit.key)->isAssumption());
    QVERIFY(Catalog::builtIn().price(edit.key)->value != std::optional<double>(8500.0));
    QVERIFY(m_store->removePriceEdit(edit.key));
    QVERIFY(m_store->priceEdits()->isEmpty());
}

void TestStore::catalogEdits()
{
    const CatalogEdit e { QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("memory_bw_tbps"), QStringLiteral("1.55") };
    QVERIFY(m_store->setCatalogEdit(e));
    QCOMPARE(m_store->catalogEdits()->size(), 1);
    QCOMPARE(m_store->catalogEdits()->constFirst(), e);
    QVERIFY(!m_store->setCatalogEdit({ QStringLiteral("planet"), {}, {}, {} }));
    QVERIFY(!m_store->setCatalogEdit({ QStringLiteral("accelerator"), QStringLiteral("voodoo2"), QStringLiteral("memory_gb"), QStringLiteral("12") }));
    QVERIFY(!m_store->setCatalogEdit({ QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("memory_gb"), QStringLiteral("-1") }));
    QVERIFY(!m_store->setCatalogEdit({ QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("name"), QStringLiteral("x") }));
    QCOMPARE(m_store->catalogEdits()->size(), 1);

    // The correction is in the edited catalog; the shipped one keeps its figure.
    const auto edited = m_store->editedCatalog(Catalog::shipped());
    QVERIFY2(edited, qPrintable(joinErrors(edited.errors())));
    QCOMPARE(edited->accelerator(e.itemId)->memoryBandwidthTBps, 1.55);
    QVERIFY(Catalog::shipped().accelerator(e.itemId)->memoryBandwidthTBps != 1.55);

    QVERIFY(m_store->removeCatalogEdit(e.itemKind, e.itemId, e.field));
    QVERIFY(m_store->catalogEdits()->isEmpty());
}

namespace {

/// Every option's total and NPV, by option id.
QMap<QString, QPair<double, double>> optionFigures(const Scenario &s)
{
    QMap<QString, QPair<double, double>> out;
    const analysis::PlanReport r = analysis::analyse(s);
    for (const tco::OptionResult &o : r.tco ? r.tco->options : QList<tco::OptionResult> {})
        out.insert(o.id, qMakePair(o.totalCny, o.npvCny));
    return out;
}

const tco::OptionResult *optionOf(const analysis::PlanReport &r, const QString &id)
{
    return r.tco ? r.tco->option(id) : nullptr;
}

} // namespace

// Saved means saved (issue 22): the samples hold every price they use, so a correction of the
// library's price book changes none of their numbers; only "Use Current Prices" brings one in.
void TestStore::aPriceEditLeavesEverySavedSampleUnchangedUntilUseCurrentPrices()
{
    struct Restore {
        ~Restore() { Catalog::install(Catalog::shipped()); }
    } restore;
    const QString tariff = QStringLiteral("power.tariff.zhejiang");
    const PriceEntry *book = Catalog::shipped().price(tariff);
    QVERIFY(book && book->value);
    const auto samples = m_store->list(QString(), QStringLiteral("sample"));
    QVERIFY(samples);
    QCOMPARE(samples->size(), sampleFiles().size());
    QMap<QString, QMap<QString, QPair<double, double>>> before;
    for (const ScenarioSummary &s : *samples)
        before.insert(s.name, optionFigures(*m_store->load(s.name)));

    // The library's price book doubles the tariff, and the app puts it in use (as the GUI does).
    PriceSnapshotEntry edit = snapshotEntry(*book);
    edit.value = *book->value * 2;
    edit.source = QStringLiteral("State Grid Zhejiang bill, 2026-11");
    QVERIFY(m_store->setPriceEdit(edit));
    const auto edited = m_store->editedCatalog(Catalog::shipped());
    QVERIFY(edited);
    Catalog::install(*edited);
    QCOMPARE(Catalog::builtIn().price(tariff)->value, edit.value);

    for (const ScenarioSummary &s : *samples) {
        const Scenario loaded = *m_store->load(s.name);
        QVERIFY2(!needsPinning(loaded.prices, Catalog::shipped()), qPrintable(s.name));
        QCOMPARE(optionFigures(loaded), before.value(s.name));
    }

    // Use Current Prices on the rent/lease/build sample: the build option's electricity, the
    // line items priced from the tariff, doubles (energy x tariff); every other line item and
    // option that does not use the tariff stays, so the total rises by exactly the old bill.
    const QString name = QStringLiteral("16×H800: rent vs lease vs build over 3 years");
    Scenario s = *m_store->load(name);
    const analysis::PlanReport old = analysis::analyse(s);
    s.prices = withCurrentPrices(s.prices, Catalog::builtIn());
    const analysis::PlanReport now = analysis::analyse(s);
    const tco::OptionResult *a = optionOf(old, QStringLiteral("build"));
    const tco::OptionResult *b = optionOf(now, QStringLiteral("build"));
    QVERIFY(a && b);
    QCOMPARE(a->lineItems.size(), b->lineItems.size());
    double oldBill = 0;
    for (qsizetype i = 0; i < a->lineItems.size(); ++i) {
        const bool usesTariff = a->lineItems.at(i).keys.contains(tariff);
        oldBill += usesTariff ? a->lineItems.at(i).totalCny : 0;
        QCOMPARE(b->lineItems.at(i).totalCny, usesTariff ? 2 * a->lineItems.at(i).totalCny : a->lineItems.at(i).totalCny);
    }
    QVERIFY(oldBill > 0);
    QCOMPARE(b->totalCny, a->totalCny + oldBill);
    const tco::OptionResult *cloud = optionOf(now, QStringLiteral("on_demand"));
    QVERIFY(cloud);
    QCOMPARE(cloud->totalCny, before.value(name).value(QStringLiteral("on_demand")).first);
}

void TestStore::comparisons()
{
    const QStringList two { QStringLiteral("70B pre-training on H800 vs cloud"), QStringLiteral("16×H800: rent vs lease vs build over 3 years") };
    QVERIFY(m_store->saveComparison({ QStringLiteral("board deck"), two, {} }));
    QVERIFY(!m_store->saveComparison({ QStringLiteral("one"), { two.constFirst() }, {} }));
    QVERIFY(!m_store->saveComparison({ QStringLiteral("five"), two + two + QStringList { two.constFirst() }, {} }));
    QVERIFY(!m_store->saveComparison({ QStringLiteral("ghost"), { two.constFirst(), QStringLiteral("missing") }, {} }));
    const auto list = m_store->comparisons();
    QVERIFY(list);
    QCOMPARE(list->size(), 1);
    QCOMPARE(list->constFirst().scenarios, two);
    QCOMPARE(list->constFirst().scenarioIds.size(), 2);
    QVERIFY(list->constFirst().scenarioIds.at(0) != list->constFirst().scenarioIds.at(1));
    QVERIFY(m_store->remove(two.constFirst()));
    QCOMPARE(m_store->comparisons()->constFirst().scenarios, QStringList { two.at(1) });
    QVERIFY(m_store->removeComparison(QStringLiteral("board deck")));
    QVERIFY(m_store->comparisons()->isEmpty());
}

void TestStore::twoStoresOnOneFileSeeEachOthersSaves()
{
    auto second = Store::open(m_path);
    QVERIFY(second);
    QVERIFY((*second)->save(minimal(QStringLiteral("from the other window"))));
    QVERIFY(m_store->load(QStringLiteral("from the other window")));
    QVERIFY(m_store->save(minimal(QStringLiteral("from the other window"))));
    QCOMPARE((*second)->revisions(QStringLiteral("from the other window"))->size(), 2);
}

void TestStore::saveBasedOnTheNewestRevisionSaves()
{
    Scenario s = minimal(QStringLiteral("based"));
    QCOMPARE(*m_store->saveBasedOn(s, 0), 1);
    s.notes = QStringLiteral("second");
    const auto second = m_store->saveBasedOn(s, 1, QStringLiteral("edit"));
    QVERIFY2(second, qPrintable(joinErrors(second.errors())));
    QCOMPARE(*second, 2);
    QCOMPARE(m_store->load(s.name)->notes, QStringLiteral("second"));
    QCOMPARE(m_store->revisions(s.name)->last().comment, QStringLiteral("edit"));
}

void TestStore::saveBasedOnAnOlderRevisionIsAConflict()
{
    Scenario s = minimal(QStringLiteral("contended"));
    QVERIFY(m_store->save(s));
    s.notes = QStringLiteral("theirs");
    QVERIFY(m_store->save(s)); // someone else saved revision 2
    s.notes = QStringLiteral("mine");
    const auto stale = m_store->saveBasedOn(s, 1);
    QVERIFY(!stale);
    QCOMPARE(stale.error().kind, ErrorKind::Conflict);
    // One line naming the newest revision and who saved it.
    QVERIFY2(stale.error().message.contains(QStringLiteral("revision 2 by %1").arg(m_store->author())), qPrintable(stale.error().message));
    QVERIFY(!stale.error().message.contains(QLatin1Char('\n')));
    QCOMPARE(m_store->revisions(s.name)->size(), 2); // nothing written
    QCOMPARE(m_store->load(s.name)->notes, QStringLiteral("theirs"));
    // Based on a revision newer than the newest is a conflict too, and a missing plan is not found.
    QCOMPARE(m_store->saveBasedOn(s, 3).error().kind, ErrorKind::Conflict);
    QCOMPARE(m_store->saveBasedOn(minimal(QStringLiteral("nowhere")), 4).error().kind, ErrorKind::NotFound);
    QCOMPARE(m_store->saveBasedOn(s, -1).error().kind, ErrorKind::BadInput);
}

void TestStore::saveBasedOnZeroIsANewPlanOnly()
{
    const QString sample = QStringLiteral("7B LoRA fine-tune on L40S");
    Scenario s = minimal(sample);
    const auto taken = m_store->saveBasedOn(s, 0);
    QVERIFY(!taken);
    QCOMPARE(taken.error().kind, ErrorKind::Conflict);
    QVERIFY2(taken.error().message.contains(QStringLiteral("revision 1")), qPrintable(taken.error().message));
    QCOMPARE(m_store->revisions(sample)->size(), 1);
}

void TestStore::everyRevisionRecordsWhoAndWhen()
{
    const QString who = teamtest::expectedAuthor();
    QVERIFY(!who.isEmpty());
    QCOMPARE(m_store->author(), who);
    QCOMPARE(m_store->role(), QStringLiteral("admin")); // a file's user, and a team database's owner
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    QVERIFY(m_store->save(minimal(QStringLiteral("audited"))));
    const auto revs = m_store->revisions(QStringLiteral("audited"));
    QVERIFY(revs);
    QCOMPARE(revs->constFirst().author, who);
    QVERIFY(revs->constFirst().savedAt >= before && revs->constFirst().savedAt <= QDateTime::currentDateTimeUtc().addSecs(1));
    QCOMPARE(m_store->revisions(QStringLiteral("7B LoRA fine-tune on L40S"))->constFirst().author, who); // the seeded samples
}

void TestStore::copyKeepsEveryRevisionAuthorAndDate()
{
    Scenario s = minimal(QStringLiteral("travelling plan"));
    s.tags = { QStringLiteral("moving") };
    for (int i = 1; i <= 3; ++i) {
        s.notes = QStringLiteral("revision %1").arg(i);
        QVERIFY(m_store->save(s, QStringLiteral("save %1").arg(i)));
    }
    QVERIFY(m_store->rename(s.name, QStringLiteral("moved plan"))); // revision 4 holds the new name
    QTemporaryDir other;
    auto target = Store::open(other.filePath(QStringLiteral("personal.sqlite")));
    QVERIFY(target);
    const Status copied = copyScenario(*m_store, **target, QStringLiteral("moved plan"));
    QVERIFY2(copied, qPrintable(joinErrors(copied.errors())));
    const auto from = m_store->revisions(QStringLiteral("moved plan"));
    const auto to = (*target)->revisions(QStringLiteral("moved plan"));
    QVERIFY(from && to);
    QCOMPARE(to->size(), 4);
    for (qsizetype i = 0; i < from->size(); ++i) {
        QCOMPARE(to->at(i).number, from->at(i).number);
        QCOMPARE(to->at(i).savedAt, from->at(i).savedAt);
        QCOMPARE(to->at(i).author, from->at(i).author);
        QCOMPARE(to->at(i).comment, from->at(i).comment);
        QCOMPARE(cplan::toBytes(*(*target)->revision(QStringLiteral("moved plan"), to->at(i).number)),
            cplan::toBytes(*m_store->revision(QStringLiteral("moved plan"), from->at(i).number)));
    }
    QCOMPARE((*target)->revision(QStringLiteral("moved plan"), 2)->notes, QStringLiteral("revision 2"));
    QCOMPARE(cplan::toBytes(*(*target)->load(QStringLiteral("moved plan"))), cplan::toBytes(*m_store->load(QStringLiteral("moved plan"))));
    QCOMPARE((*target)->list(QStringLiteral("moving"))->size(), 1); // tags and search text rebuilt
    // A second copy onto the same name is refused; a missing plan is not found.
    QCOMPARE(copyScenario(*m_store, **target, QStringLiteral("moved plan")).error().kind, ErrorKind::AlreadyExists);
    QCOMPARE(copyScenario(*m_store, **target, QStringLiteral("no such plan")).error().kind, ErrorKind::NotFound);
    // And back again into this backend, under a name it does not have yet.
    QVERIFY((*target)->rename(QStringLiteral("moved plan"), QStringLiteral("returned plan")));
    QVERIFY(copyScenario(**target, *m_store, QStringLiteral("returned plan")));
    const auto back = m_store->revisions(QStringLiteral("returned plan"));
    QVERIFY(back);
    if (!teamtest::onPostgres()) {
        QCOMPARE(back->size(), 5);
        return;
    }
    // A team library keeps its own history: one revision by the copier, the file's history quoted.
    QCOMPARE(back->size(), 1);
    QCOMPARE(back->constFirst().author, teamtest::expectedAuthor());
    QVERIFY2(back->constFirst().comment.contains(QStringLiteral("where it had 5 revision")), qPrintable(back->constFirst().comment));
    QCOMPARE(cplan::toBytes(*m_store->load(QStringLiteral("returned plan"))), cplan::toBytes(*(*target)->load(QStringLiteral("returned plan"))));
}

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
