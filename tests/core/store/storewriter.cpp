// Helper process for the store's crash and read-only tests.
//   store_writer DATABASE SCENARIO   saves new revisions of SCENARIO as fast as it can until it is
//                                    killed (tst_storekill), printing "saved N" after each. Each
//                                    revision's notes say its own number ("revision N"), so the
//                                    test can tell a whole revision from a mix of two.
//   store_writer --import DATABASE   opens the library, saves one new scenario ("Imported by the
//                                    sweep") and closes it (tst_storekillsweep kills it at every write).
//   store_writer --create DATABASE   opens (so creates and seeds) a library and closes it.
//   store_writer --read DATABASE     opens the library read-only and prints one line per scenario:
//                                    its name and notes (tst_storereadonly runs it as another user).
#include "core/store/store.h"

#include <QCoreApplication>
#include <QTextStream>

namespace {

const QString kImported = QStringLiteral("Imported by the sweep");

int importOne(const QString &path, QTextStream &err)
{
    cp::StoreOptions options;
    options.seedSamples = false;
    auto store = cp::Store::open(path, options);
    if (!store) {
        err << cp::joinErrors(store.errors()) << '\n';
        return 1;
    }
    cp::Scenario s;
    s.name = kImported;
    s.notes = QStringLiteral("the whole imported scenario");
    s.model.preset = QStringLiteral("llama2-7b");
    s.training.mode = QStringLiteral("lora");
    s.tags = { QStringLiteral("imported"), QStringLiteral("sweep") };
    const auto saved = (*store)->save(s, QStringLiteral("import"));
    if (!saved) {
        err << cp::joinErrors(saved.errors()) << '\n';
        return 1;
    }
    return 0; // the Store closes here: the checkpoint on close writes the log into the file
}

int create(const QString &path, QTextStream &err)
{
    auto store = cp::Store::open(path);
    if (!store) {
        err << cp::joinErrors(store.errors()) << '\n';
        return 1;
    }
    return 0;
}

int read(const QString &path, QTextStream &out, QTextStream &err)
{
    cp::StoreOptions options;
    options.readOnly = true;
    auto store = cp::Store::open(path, options);
    if (!store) {
        err << cp::joinErrors(store.errors()) << '\n';
        return 1;
    }
    const auto rows = (*store)->list();
    if (!rows) {
        err << cp::joinErrors(rows.errors()) << '\n';
        return 1;
    }
    for (const cp::ScenarioSummary &row : *rows) {
        const auto s = (*store)->load(row.name);
        if (!s) {
            err << cp::joinErrors(s.errors()) << '\n';
            return 1;
        }
        out << row.name << '\t' << s->notes << '\n';
    }
    cp::Scenario s;
    s.name = QStringLiteral("never saved");
    s.model.preset = QStringLiteral("llama2-7b");
    if (const auto saved = (*store)->save(s); saved || saved.error().kind != cp::ErrorKind::ReadOnly) {
        err << "a read-only store saved a scenario\n";
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (args.size() == 3 && args.at(1) == QLatin1String("--import"))
        return importOne(args.at(2), err);
    if (args.size() == 3 && args.at(1) == QLatin1String("--create"))
        return create(args.at(2), err);
    if (args.size() == 3 && args.at(1) == QLatin1String("--read"))
        return read(args.at(2), out, err);
    if (args.size() != 3) {
        err << "usage: store_writer DATABASE SCENARIO | --import DATABASE | --create DATABASE | --read DATABASE\n";
        return 2;
    }
    cp::StoreOptions options;
    options.seedSamples = false;
    auto store = cp::Store::open(args.at(1), options);
    if (!store) {
        err << cp::joinErrors(store.errors()) << '\n';
        return 1;
    }
    auto scenario = (*store)->load(args.at(2));
    auto revisions = (*store)->revisions(args.at(2));
    if (!scenario || !revisions || revisions->isEmpty()) {
        err << "no scenario " << args.at(2) << '\n';
        return 1;
    }
    int next = revisions->constLast().number + 1;
    out << "ready" << Qt::endl;
    for (;;) {
        scenario->notes = QStringLiteral("revision %1").arg(next);
        // A growing tag list makes each revision touch several rows and tables.
        scenario->tags = QStringList { QStringLiteral("kill-test"), QStringLiteral("tag-%1").arg(next % 7) };
        const auto saved = (*store)->save(*scenario, QStringLiteral("kill test"));
        if (!saved) {
            err << cp::joinErrors(saved.errors()) << '\n';
            return 1;
        }
        out << "saved " << *saved << Qt::endl; // tst_storekill kills after the Nth of these lines
        next = *saved + 1;
    }
}
