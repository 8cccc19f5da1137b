// Helper for tst_storekill: opens the store given as argv[1] and saves new revisions of the
// scenario named argv[2] as fast as it can until it is killed. Each revision's notes say its own
// number ("revision N"), so the test can tell a whole revision from a mix of two.
#include "core/store/store.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (args.size() != 3) {
        err << "usage: store_writer DATABASE SCENARIO\n";
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
        next = *saved + 1;
    }
}
