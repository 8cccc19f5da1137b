#include "core/compare/planref.h"

#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/store/store.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <limits>

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

/// Rule 3: "NAME@N" with NAME not empty and N decimal digits that fit an int.
void readRevision(PlanReference &ref)
{
    const qsizetype at = ref.text.lastIndexOf(QLatin1Char('@'));
    if (at < 1 || at + 1 >= ref.text.size())
        return;
    qint64 number = 0;
    for (qsizetype i = at + 1; i < ref.text.size(); ++i) {
        const QChar c = ref.text.at(i);
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return;
        number = number * 10 + (c.unicode() - u'0');
        if (number > std::numeric_limits<int>::max())
            return;
    }
    ref.revisionOf = ref.text.left(at);
    ref.revision = int(number);
}

Expected<LoadedPlan> loadRevision(Store &store, const PlanReference &ref)
{
    const QString &name = ref.revisionOf;
    const int number = *ref.revision;
    const auto revisions = store.revisions(name);
    if (!revisions && revisions.error().kind != ErrorKind::NotFound)
        return revisions.errors();
    if (!revisions || revisions->isEmpty())
        return unknownPlan(store, ref.text);
    auto s = store.revision(name, number);
    if (s) {
        s->name = ref.text;
        return LoadedPlan { *s, number };
    }
    if (s.error().kind != ErrorKind::NotFound)
        return s.errors();
    return Error { QString(), QCoreApplication::translate("cp::Compare", "'%1' has no revision %2; its revisions are 1 to %3").arg(name, QString::number(number), QString::number(newestRevision(*revisions))) };
}

} // namespace

PlanReference parsePlanReference(const QString &text, FileReferences files)
{
    PlanReference ref;
    ref.text = text;
    if (files == FileReferences::Allowed && !text.isEmpty() && QFileInfo(text).isFile()) {
        ref.file = true;
        return ref;
    }
    readRevision(ref);
    return ref;
}

Expected<LoadedPlan> loadPlan(Store *store, const PlanReference &reference)
{
    if (reference.file) {
        auto s = cplan::readFile(reference.text, Catalog::builtIn());
        if (!s)
            return s.errors();
        return LoadedPlan { *s, std::nullopt };
    }
    if (!store) // a name without a library to look it up in: no plan is known
        return Error { QString(), QCoreApplication::translate("cp::Compare", "unknown plan '%1'; known plans: %2").arg(reference.text, QString()) };
    auto loaded = store->load(reference.text);
    if (loaded)
        return LoadedPlan { *loaded, std::nullopt };
    // The row exists but cannot be read, or the library cannot be read at all: no "unknown plan".
    if (loaded.error().kind != ErrorKind::NotFound)
        return loaded.errors();
    if (!reference.revision)
        return unknownPlan(*store, reference.text);
    return loadRevision(*store, reference);
}

Expected<LoadedPlan> loadPlan(Store &store, const QString &reference)
{
    return loadPlan(&store, parsePlanReference(reference, FileReferences::Refused));
}

} // namespace cp::compare
