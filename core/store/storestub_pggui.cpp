// STUB(pggui): temporary stand-ins for the pg branch's API; removed when w3-pg is merged.
#include "core/store/store.h"

namespace cp {

Expected<int> Store::saveBasedOn(const Scenario &scenario, int basedOnRevision, const QString &comment)
{
    const Expected<QList<RevisionInfo>> revs = revisions(scenario.name);
    const int newest = revs ? newestRevision(*revs) : 0;
    if (newest != basedOnRevision)
        return Error { scenario.name, QStringLiteral("stub conflict: revision %1 is newer than %2").arg(newest).arg(basedOnRevision),
            ErrorKind::Conflict };
    return save(scenario, comment);
}

bool Store::isTeamLibrary(const QString &pathOrUri)
{
    return pathOrUri.startsWith(QLatin1String("postgresql://")) || pathOrUri.startsWith(QLatin1String("postgres://"));
}

QString Store::role() const { return m_readOnly ? QStringLiteral("viewer") : QStringLiteral("admin"); }

Status copyScenario(Store &from, Store &to, const QString &name)
{
    const Expected<QList<RevisionInfo>> revs = from.revisions(name);
    if (!revs)
        return revs.errors();
    for (const RevisionInfo &r : *revs) {
        const Expected<Scenario> s = from.revision(name, r.number);
        if (!s)
            return s.errors();
        if (const Expected<int> saved = to.save(*s, r.comment, false); !saved)
            return saved.errors();
    }
    return {};
}

} // namespace cp
