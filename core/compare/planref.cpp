#include "core/compare/planref.h"

#include "core/store/store.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace cp::compare {

namespace {

Error unknownPlan(Store &store, const QString &reference)
{
    QStringList known;
    if (auto rows = store.list()) {
        for (const ScenarioSummary &s : *rows)
            known << s.name;
    }
    known.sort();
    return Error { QString(), QCoreApplication::translate("cp::Compare", "unknown plan '%1'; known plans: %2").arg(reference, known.join(QStringLiteral(", "))) };
}

} // namespace

Expected<LoadedPlan> loadPlan(Store &store, const QString &reference)
{
    auto loaded = store.load(reference);
    if (loaded)
        return LoadedPlan { *loaded, std::nullopt };
    // The row exists but cannot be read, or the library cannot be read at all: no "unknown plan".
    if (loaded.error().kind != ErrorKind::NotFound)
        return loaded.errors();
    static const QRegularExpression withRevision(QStringLiteral("^(.+)@([0-9]+)$"));
    const QRegularExpressionMatch m = withRevision.match(reference);
    if (!m.hasMatch())
        return unknownPlan(store, reference);
    const QString name = m.captured(1);
    const int number = m.captured(2).toInt();
    const auto revisions = store.revisions(name);
    if (!revisions && revisions.error().kind != ErrorKind::NotFound)
        return revisions.errors();
    if (!revisions || revisions->isEmpty())
        return unknownPlan(store, reference);
    auto s = store.revision(name, number);
    if (s) {
        s->name = reference;
        return LoadedPlan { *s, number };
    }
    if (s.error().kind != ErrorKind::NotFound)
        return s.errors();
    int newest = 0;
    for (const RevisionInfo &r : *revisions)
        newest = std::max(newest, r.number);
    return Error { QString(), QCoreApplication::translate("cp::Compare", "'%1' has no revision %2; its revisions are 1 to %3").arg(name).arg(number).arg(newest) };
}

} // namespace cp::compare
