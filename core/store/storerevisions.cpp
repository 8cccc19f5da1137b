// Store: the revisions of a scenario and the autosaved drafts of open plans.
#include "core/store/store.h"

#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/validation.h"
#include "core/store/storeinternal.h"

#include <QCoreApplication>
#include <QDir>
#include <algorithm>

namespace cp {

int newestRevision(const QList<RevisionInfo> &revisions)
{
    int newest = 0;
    for (const RevisionInfo &r : revisions)
        newest = std::max(newest, r.number);
    return newest;
}

using namespace storedetail;

Expected<QList<RevisionInfo>> Store::revisions(const QString &name)
{
    const Expected<qint64> id = scenarioId(name);
    if (!id)
        return id.errors();
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT number, saved_at, app_version, comment, author FROM revisions "
                                                "WHERE scenario_id = ? ORDER BY number"),
        { *id });
    if (!q)
        return q.errors();
    QList<RevisionInfo> out;
    while (q->next())
        out.append({ q->value(0).toInt(), timeFrom(q->value(1)), q->value(2).toString(), q->value(3).toString(), q->value(4).toString() });
    return out;
}

Expected<QList<Store::StoredRevision>> Store::storedRevisions(const QString &name)
{
    const Expected<qint64> id = scenarioId(name);
    if (!id)
        return id.errors();
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT number, saved_at, app_version, comment, author, body FROM revisions "
                                                "WHERE scenario_id = ? ORDER BY number"),
        { *id });
    if (!q)
        return q.errors();
    QList<StoredRevision> out;
    while (q->next())
        out.append({ { q->value(0).toInt(), timeFrom(q->value(1)), q->value(2).toString(), q->value(3).toString(), q->value(4).toString() },
            q->value(5).toByteArray() });
    return out;
}

namespace {

/// The provenance note of a plan copied into a team library: the source and its history as the
/// source records it (the newest 10 revisions), which the team library keeps as text, not as revisions.
QString provenance(const QString &source, const QList<RevisionInfo> &history)
{
    QStringList entries;
    const qsizetype first = history.size() > 10 ? history.size() - 10 : 0;
    for (qsizetype i = first; i < history.size(); ++i) {
        const RevisionInfo &r = history.at(i);
        const QString author = r.author.isEmpty() ? QStringLiteral("-") : r.author;
        const QString comment = r.comment.isEmpty() ? QString() : QStringLiteral(" \"") + r.comment.left(200) + QStringLiteral("\"");
        entries << QStringLiteral("#%1 %2 %3%4").arg(r.number).arg(author, timeText(r.savedAt), comment);
    }
    const int count = static_cast<int>(history.size());
    //: %1 the library copied from, %2 its revisions as that library records them (number, author, time, comment)
    const QString note = QCoreApplication::translate("cp::Store", "copied from %1, where it had %n revision(s), as that library records them (not checked here): %2", nullptr, count);
    return note.arg(QDir::toNativeSeparators(source), entries.join(QStringLiteral("; ")));
}

} // namespace

Status copyScenario(Store &from, Store &to, const QString &name)
{
    const Expected<QList<Store::StoredRevision>> history = from.storedRevisions(name);
    if (!history)
        return history.errors();
    Expected<QSqlQuery> current = from.exec(QStringLiteral("SELECT body FROM scenarios WHERE name = ?"), { name });
    if (!current)
        return current.errors();
    if (!current->next())
        return from.fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "no scenario named '%1'").arg(name));
    const QByteArray currentBody = current->value(0).toByteArray();
    current->finish();
    // The newest state is saved the ordinary way (its row, tags, search text); then the stored
    // history replaces the one revision that made, byte for byte.
    const Expected<Scenario> newest = from.readStored(currentBody, name, 0);
    if (!newest)
        return newest.errors();
    return to.transaction([&]() -> Status {
        const Expected<Store::Newest> there = to.newestInTransaction(name);
        if (!there)
            return there.errors();
        if (there->id != 0)
            return to.fail(ErrorKind::AlreadyExists, QCoreApplication::translate("cp::Store", "a scenario named '%1' already exists in %2").arg(name, QDir::toNativeSeparators(to.path())));
        if (to.isTeamLibrary()) {
            // A team library's history is its own audit trail: the copy is one new revision by the
            // copier at the server's time; the source's history travels as a note.
            QList<RevisionInfo> infos;
            for (const Store::StoredRevision &rev : *history)
                infos << rev.info;
            const Expected<int> saved = to.saveInTransaction(*newest, provenance(from.path(), infos));
            return saved ? Status(Ok {}) : Status(saved.errors());
        }
        if (const Expected<int> saved = to.saveInTransaction(*newest, {}); !saved)
            return saved.errors();
        const Expected<qint64> id = to.scenarioId(name);
        if (!id)
            return id.errors();
        if (auto r = to.exec(QStringLiteral("DELETE FROM revisions WHERE scenario_id = ?"), { *id }); !r)
            return r.errors();
        for (const Store::StoredRevision &rev : *history) {
            if (auto r = to.exec(QStringLiteral("INSERT INTO revisions (scenario_id, number, body, saved_at, app_version, comment, author) "
                                                "VALUES (?, ?, ?, ?, ?, ?, ?)"),
                    { *id, rev.info.number, QString::fromUtf8(rev.body), timeText(rev.info.savedAt), rev.info.appVersion, rev.info.comment,
                        rev.info.author });
                !r)
                return r.errors();
        }
        if (auto r = to.exec(QStringLiteral("UPDATE scenarios SET body = ? WHERE id = ?"), { QString::fromUtf8(currentBody), *id }); !r)
            return r.errors();
        return Ok {};
    });
}

Expected<Scenario> Store::revision(const QString &name, int number)
{
    const Expected<qint64> id = scenarioId(name);
    if (!id)
        return id.errors();
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT body FROM revisions WHERE scenario_id = ? AND number = ?"),
        { *id, number });
    if (!q)
        return q.errors();
    if (!q->next())
        return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "scenario '%1' has no revision %2").arg(name, QString::number(number)));
    return readStored(q->value(0).toByteArray(), name, number);
}

Expected<int> Store::restoreRevision(const QString &name, int number)
{
    Expected<Scenario> old = revision(name, number);
    if (!old)
        return old.errors();
    old->name = name;
    return save(*old, QCoreApplication::translate("cp::Store", "restored revision %1").arg(number));
}

// --- drafts ----------------------------------------------------------------------------

Status Store::saveDraft(const Scenario &scenario, const QString &forName)
{
    Scenario s = scenario;
    s.name = s.name.trimmed();
    s.appVersion = QStringLiteral(CP_VERSION);
    if (const Errors errors = validateScenario(s, Catalog::builtIn()); !errors.isEmpty())
        return errors;
    const QString body = QString::fromUtf8(cplan::toBytes(s));
    return transaction([&]() -> Status {
        if (auto r = exec(QStringLiteral("DELETE FROM drafts WHERE name = ?"), { forName.trimmed() }); !r)
            return r.errors();
        // Each user's own (on a server other users' drafts are hidden by their row policy).
        if (auto r = exec(QStringLiteral("INSERT INTO drafts (name, body, saved_at, app_version, owner) VALUES (?, ?, ?, ?, ?)"),
                { forName.trimmed(), body, timeText(nowUtc()), s.appVersion, m_author });
            !r)
            return r.errors();
        return Ok {};
    });
}

Expected<QList<DraftInfo>> Store::drafts()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT name, body, saved_at FROM drafts ORDER BY saved_at DESC, name"));
    if (!q)
        return q.errors();
    QList<DraftInfo> out;
    while (q->next()) {
        const Expected<Scenario> s = cplan::fromBytes(q->value(1).toByteArray(), Catalog::builtIn(), nullptr, cplan::Origin::Library);
        out.append({ q->value(0).toString(), s ? s->name : QString(), timeFrom(q->value(2)) });
    }
    return out;
}

Expected<Scenario> Store::draft(const QString &name)
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT body FROM drafts WHERE name = ?"), { name });
    if (!q)
        return q.errors();
    if (!q->next())
        return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "there is no draft for '%1'").arg(name));
    return cplan::fromBytes(q->value(0).toByteArray(), Catalog::builtIn());
}

Expected<Scenario> Store::takeDraft(const QString &name)
{
    Expected<Scenario> draft = Error {};
    const Status ok = transaction([&]() -> Status {
        Expected<QSqlQuery> q = exec(QStringLiteral("SELECT body FROM drafts WHERE name = ?"), { name });
        if (!q)
            return q.errors();
        if (!q->next())
            return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "there is no draft for '%1'").arg(name));
        draft = cplan::fromBytes(q->value(0).toByteArray(), Catalog::builtIn(), nullptr, cplan::Origin::Library);
        q->finish();
        if (auto r = exec(QStringLiteral("DELETE FROM drafts WHERE name = ?"), { name }); !r)
            return r.errors();
        return Ok {};
    });
    if (!ok)
        return ok.errors();
    return draft;
}

Status Store::discardDraft(const QString &name)
{
    if (m_readOnly)
        return refuseWrite();
    const Expected<QSqlQuery> r = exec(QStringLiteral("DELETE FROM drafts WHERE name = ?"), { name });
    return r ? Status(Ok {}) : Status(r.errors());
}

} // namespace cp
