// Store: the scenario repository (list, load, save, remove, rename, tags) and saved comparisons.
#include "core/store/store.h"

#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/validation.h"
#include "core/store/plancount.h"
#include "core/store/schema.h"
#include "core/store/storeinternal.h"

#include <QCoreApplication>
#include <QDir>

#include <unordered_map>

namespace cp {

using namespace storedetail;

Expected<qint64> Store::scenarioId(const QString &name)
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT id FROM scenarios WHERE name = ?"), { name });
    if (!q)
        return q.errors();
    if (!q->next())
        return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "no scenario named '%1'").arg(name));
    return q->value(0).toLongLong();
}

Expected<QList<ScenarioSummary>> Store::list(const QString &search, const QString &tag)
{
    QString filter = QStringLiteral(" WHERE 1 = 1");
    QVariantList values;
    if (!search.trimmed().isEmpty()) {
        QString pattern = search.trimmed().toLower();
        pattern.replace(QLatin1Char('!'), QStringLiteral("!!")).replace(QLatin1Char('%'), QStringLiteral("!%")).replace(QLatin1Char('_'), QStringLiteral("!_"));
        filter += QStringLiteral(" AND s.search_text LIKE ? ESCAPE '!'");
        values << QVariant(QStringLiteral("%") + pattern + QStringLiteral("%"));
    }
    if (!tag.isEmpty()) {
        filter += QStringLiteral(" AND s.id IN (SELECT st.scenario_id FROM scenario_tags st "
                                 "JOIN tag_names n ON n.id = st.tag_id WHERE n.name = ?)");
        values << tag;
    }
    // The revision counts come from one grouped scan (a correlated count per row costs a lookup
    // per scenario, which a server does 10,000 times for a large team library).
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT s.id, s.name, s.created_at, s.updated_at, COALESCE(r.n, 0) "
                                                "FROM scenarios s LEFT JOIN (SELECT scenario_id, COUNT(*) AS n FROM revisions "
                                                "GROUP BY scenario_id) r ON r.scenario_id = s.id")
            + filter + QStringLiteral(" ORDER BY s.updated_at DESC, s.name"),
        values);
    if (!q)
        return q.errors();
    QList<ScenarioSummary> rows;
    std::unordered_map<qint64, qsizetype> rowOf;
    while (q->next()) {
        rows.append({ q->value(0).toLongLong(), q->value(1).toString(), {}, timeFrom(q->value(2)),
            timeFrom(q->value(3)), q->value(4).toInt() });
        rowOf.emplace(rows.last().id, rows.size() - 1);
    }
    // Without a filter every scenario is listed: read all tags, without a second scan of scenarios.
    const bool filtered = !values.isEmpty();
    Expected<QSqlQuery> t = exec(QStringLiteral("SELECT st.scenario_id, n.name FROM scenario_tags st "
                                                "JOIN tag_names n ON n.id = st.tag_id")
            + (filtered ? QStringLiteral(" WHERE st.scenario_id IN (SELECT s.id FROM scenarios s") + filter + QStringLiteral(")") : QString())
            + QStringLiteral(" ORDER BY n.name"),
        values);
    if (!t)
        return t.errors();
    while (t->next()) {
        if (const auto it = rowOf.find(t->value(0).toLongLong()); it != rowOf.end())
            rows[it->second].tags << t->value(1).toString();
    }
    return rows;
}

Expected<Scenario> Store::load(const QString &name)
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT body FROM scenarios WHERE name = ?"), { name });
    if (!q)
        return q.errors();
    if (!q->next())
        return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "no scenario named '%1'").arg(name));
    return readStored(q->value(0).toByteArray(), name, 0);
}

Expected<Scenario> Store::readStored(const QByteArray &body, const QString &name, int revision)
{
    Expected<Scenario> s = cplan::fromBytes(body, Catalog::builtIn(), nullptr, cplan::Origin::Library);
    if (s)
        return s;
    const QString reason = joinErrors(s.errors());
    const QString file = QDir::toNativeSeparators(m_path);
    return Error { m_path,
        revision > 0
            ? QCoreApplication::translate("cp::Store", "Revision %1 of the scenario '%2' in %3 is damaged and cannot be read (%4). The rest of the library is "
                                                       "not affected.")
                  .arg(revision)
                  .arg(name, file, reason)
            : QCoreApplication::translate("cp::Store", "The stored scenario '%1' in %2 is damaged and cannot be read (%3). The rest of the library is not "
                                                       "affected; its older revisions may still be readable.")
                  .arg(name, file, reason),
        ErrorKind::Damaged };
}

Expected<int> Store::save(const Scenario &scenario, const QString &comment, bool touch)
{
    int revision = 0;
    const Status ok = saveAll({ scenario }, comment, touch, &revision);
    if (!ok)
        return ok.errors();
    return revision;
}

Expected<int> Store::saveBasedOn(const Scenario &scenario, int basedOnRevision, const QString &comment, bool touch)
{
    if (basedOnRevision < 0)
        return fail(ErrorKind::BadInput, QCoreApplication::translate("cp::Store", "a save is based on revision 0 (a new plan) or later, not %1").arg(basedOnRevision));
    Scenario s = scenario;
    s.name = s.name.trimmed();
    if (touch) {
        s.updated = nowUtc();
        if (!s.created.isValid())
            s.created = s.updated;
        s.appVersion = QStringLiteral(CP_VERSION);
    }
    if (const Errors problems = validateScenario(s, Catalog::builtIn()); !problems.isEmpty())
        return problems;
    int revision = 0;
    const Status ok = transaction([&]() -> Status {
        // The newest revision is read with its row locked (on a server), so no other save can
        // slip in between this check and the insert.
        const Expected<Newest> newest = newestInTransaction(s.name);
        if (!newest)
            return newest.errors();
        if (newest->number != basedOnRevision) {
            if (basedOnRevision == 0)
                //: %1 plan name, %2 revision number, %3 database user
                return fail(ErrorKind::Conflict, QCoreApplication::translate("cp::Store", "conflict: '%1' already exists (revision %2 by %3); "
                                                                                          "load it and save again, or save under another name")
                                                     .arg(s.name, QString::number(newest->number), newest->author.isEmpty() ? QCoreApplication::translate("cp::Store", "an unknown author") : newest->author));
            if (newest->id == 0)
                return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "no scenario named '%1'").arg(s.name));
            //: %1 plan name, %2 newest revision, %3 its author, %4 the revision the save was based on
            return fail(ErrorKind::Conflict, QCoreApplication::translate("cp::Store", "conflict: '%1' is at revision %2 by %3, this save was based "
                                                                                      "on revision %4; nothing was saved")
                                                 .arg(s.name, QString::number(newest->number), newest->author.isEmpty() ? QCoreApplication::translate("cp::Store", "an unknown author") : newest->author, QString::number(basedOnRevision)));
        }
        const Expected<int> saved = saveInTransaction(s, comment);
        if (!saved)
            return saved.errors();
        revision = *saved;
        return Ok {};
    });
    if (!ok)
        return ok.errors();
    return revision;
}

Expected<Store::Newest> Store::newestInTransaction(const QString &name)
{
    Expected<QSqlQuery> found = exec(QStringLiteral("SELECT id FROM scenarios WHERE name = ?") + m_dialect.lockRowSuffix(), { name });
    if (!found)
        return found.errors();
    if (!found->next())
        return Newest {};
    Newest out;
    out.id = found->value(0).toLongLong();
    found->finish();
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT number, author FROM revisions WHERE scenario_id = ? ORDER BY number DESC LIMIT 1"), { out.id });
    if (!q)
        return q.errors();
    if (q->next()) {
        out.number = q->value(0).toInt();
        out.author = q->value(1).toString();
    }
    return out;
}

Expected<int> Store::saveMany(const QList<Scenario> &scenarios, const QString &comment, bool touch)
{
    const Status ok = saveAll(scenarios, comment, touch, nullptr);
    if (!ok)
        return ok.errors();
    return static_cast<int>(scenarios.size());
}

Status Store::saveAll(const QList<Scenario> &scenarios, const QString &comment, bool touch, int *lastRevision)
{
    QList<Scenario> prepared;
    prepared.reserve(scenarios.size());
    Errors errors;
    for (Scenario s : scenarios) {
        s.name = s.name.trimmed();
        if (touch) {
            s.updated = nowUtc();
            if (!s.created.isValid())
                s.created = s.updated;
            s.appVersion = QStringLiteral(CP_VERSION);
        }
        const Errors problems = validateScenario(s, Catalog::builtIn());
        for (const Error &e : problems)
            errors.append({ scenarios.size() > 1 ? s.name + QLatin1Char(':') + e.path : e.path, e.message, e.kind });
        prepared << s;
    }
    if (!errors.isEmpty())
        return errors;
    return transaction([&]() -> Status {
        for (const Scenario &s : prepared) {
            const Expected<int> saved = saveInTransaction(s, comment);
            if (!saved)
                return saved.errors();
            if (lastRevision)
                *lastRevision = *saved;
        }
        return Ok {};
    });
}

Expected<int> Store::saveInTransaction(const Scenario &s, const QString &comment)
{
    const QString body = QString::fromUtf8(cplan::toBytes(s));
    const QDateTime now = nowUtc();
    const QString created = timeText(s.created.isValid() ? s.created : now);
    const QString updated = timeText(s.updated.isValid() ? s.updated : now);
    const QString search = schema::searchText(s.name, s.notes, s.tags);
    // On a server the row is locked until the transaction ends: saves of one plan queue here.
    Expected<QSqlQuery> found = exec(QStringLiteral("SELECT id, owner FROM scenarios WHERE name = ?") + m_dialect.lockRowSuffix(), { s.name });
    if (!found)
        return found.errors();
    const bool exists = found->next();
    const qint64 existingId = exists ? found->value(0).toLongLong() : 0;
    const QString owner = exists ? found->value(1).toString() : QString();
    found->finish();
    if (exists && !mayChange(owner))
        return othersPlan(s.name, owner);
    // On a server a plan's creation time never changes (its row policies and triggers).
    const Expected<QSqlQuery> write = exists
        ? (m_dialect.isServer() ? exec(QStringLiteral("UPDATE scenarios SET body = ?, updated_at = ?, search_text = ? WHERE id = ?"),
               { body, updated, search, existingId })
                                : exec(QStringLiteral("UPDATE scenarios SET body = ?, created_at = ?, updated_at = ?, search_text = ? WHERE id = ?"),
                                    { body, created, updated, search, existingId }))
        : exec(QStringLiteral("INSERT INTO scenarios (name, body, created_at, updated_at, search_text, owner) VALUES (?, ?, ?, ?, ?, ?)"),
            { s.name, body, created, updated, search, m_author });
    if (!write)
        return write.errors();
    const Expected<qint64> id = exists ? Expected<qint64>(existingId) : scenarioId(s.name);
    if (!id)
        return id.errors();
    Expected<QSqlQuery> last = exec(QStringLiteral("SELECT MAX(number) FROM revisions WHERE scenario_id = ?"), { *id });
    if (!last)
        return last.errors();
    const int number = (last->next() ? last->value(0).toInt() : 0) + 1;
    last->finish();
    if (auto r = exec(QStringLiteral("INSERT INTO revisions (scenario_id, number, body, saved_at, app_version, comment, author) "
                                     "VALUES (?, ?, ?, ?, ?, ?, ?)"),
            { *id, number, body, timeText(now), s.appVersion, comment, m_author });
        !r)
        return r.errors();
    // Only the tags this scenario had can fall out of use; the clean-up below reads just those
    // (on a server, a whole-table read would make every concurrent save a serialization conflict).
    QList<qint64> oldTags;
    if (Expected<QSqlQuery> had = exec(QStringLiteral("SELECT tag_id FROM scenario_tags WHERE scenario_id = ?"), { *id }); !had) {
        return had.errors();
    } else {
        while (had->next())
            oldTags << had->value(0).toLongLong();
    }
    if (auto r = exec(QStringLiteral("DELETE FROM scenario_tags WHERE scenario_id = ?"), { *id }); !r)
        return r.errors();
    if (auto r = exec(QStringLiteral("DELETE FROM drafts WHERE name = ?"), { s.name }); !r)
        return r.errors();
    for (const QString &rawTag : s.tags) {
        const QString tag = rawTag.trimmed();
        Expected<QSqlQuery> t = exec(QStringLiteral("SELECT id FROM tag_names WHERE name = ?"), { tag });
        if (!t)
            return t.errors();
        const bool known = t->next();
        qint64 tagId = known ? t->value(0).toLongLong() : 0;
        t->finish();
        if (!known) {
            if (auto r = exec(QStringLiteral("INSERT INTO tag_names (name) VALUES (?)"), { tag }); !r)
                return r.errors();
            Expected<QSqlQuery> again = exec(QStringLiteral("SELECT id FROM tag_names WHERE name = ?"), { tag });
            if (!again)
                return again.errors();
            if (again->next())
                tagId = again->value(0).toLongLong();
        }
        // A tag listed twice in one scenario is stored once.
        Expected<QSqlQuery> dup = exec(QStringLiteral("SELECT COUNT(*) FROM scenario_tags WHERE scenario_id = ? AND tag_id = ?"),
            { *id, tagId });
        if (!dup)
            return dup.errors();
        if (dup->next() && dup->value(0).toInt() > 0)
            continue;
        dup->finish();
        if (auto r = exec(QStringLiteral("INSERT INTO scenario_tags (scenario_id, tag_id) VALUES (?, ?)"), { *id, tagId }); !r)
            return r.errors();
    }
    if (const Status cleaned = removeUnusedTags(oldTags); !cleaned)
        return cleaned.errors();
    return number;
}

Status Store::remove(const QString &name)
{
    return transaction([&]() -> Status {
        Expected<QSqlQuery> row = exec(QStringLiteral("SELECT id, owner FROM scenarios WHERE name = ?") + m_dialect.lockRowSuffix(), { name });
        if (!row)
            return row.errors();
        if (!row->next())
            return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "no scenario named '%1'").arg(name));
        const Expected<qint64> id = row->value(0).toLongLong();
        const QString owner = row->value(1).toString();
        row->finish();
        if (!mayChange(owner))
            return othersPlan(name, owner);
        QList<qint64> oldTags;
        if (Expected<QSqlQuery> had = exec(QStringLiteral("SELECT tag_id FROM scenario_tags WHERE scenario_id = ?"), { *id }); !had) {
            return had.errors();
        } else {
            while (had->next())
                oldTags << had->value(0).toLongLong();
        }
        // On a server a trigger records the deletion (no role may write that record itself).
        if (!m_dialect.isServer()) {
            if (auto r = exec(QStringLiteral("INSERT INTO deleted_plans (name, owner, revisions, body, deleted_by, deleted_at) "
                                             "SELECT s.name, s.owner, (SELECT COUNT(*) FROM revisions r WHERE r.scenario_id = s.id), s.body, ?, ? FROM scenarios s WHERE s.id = ?"),
                    { m_author, timeText(nowUtc()), *id });
                !r)
                return r.errors();
        }
        Expected<QSqlQuery> deleted = exec(QStringLiteral("DELETE FROM scenarios WHERE id = ?"), { *id });
        if (!deleted)
            return deleted.errors();
        if (deleted->numRowsAffected() == 0) // the server's row policy (the check above should have said so)
            return othersPlan(name, owner);
        deleted->finish();
        return removeUnusedTags(oldTags);
    });
}

Status Store::removeUnusedTags(const QList<qint64> &tagIds)
{
    for (const qint64 tagId : tagIds) {
        if (auto r = exec(QStringLiteral("DELETE FROM tag_names WHERE id = ? AND NOT EXISTS (SELECT 1 FROM scenario_tags WHERE tag_id = ?)"), { tagId, tagId }); !r)
            return r.errors();
    }
    return Ok {};
}

Status Store::rename(const QString &name, const QString &newName)
{
    Expected<Scenario> s = load(name);
    if (!s)
        return s.errors();
    s->name = newName.trimmed();
    if (const Errors errors = validateScenario(*s, Catalog::builtIn()); !errors.isEmpty())
        return errors;
    return transaction([&]() -> Status {
        Expected<QSqlQuery> clash = exec(QStringLiteral("SELECT COUNT(*) FROM scenarios WHERE name = ?"), { s->name });
        if (!clash)
            return clash.errors();
        if (clash->next() && clash->value(0).toInt() > 0)
            return fail(ErrorKind::AlreadyExists, QCoreApplication::translate("cp::Store", "a scenario named '%1' already exists").arg(s->name));
        clash->finish();
        Expected<QSqlQuery> owned = exec(QStringLiteral("SELECT owner FROM scenarios WHERE name = ?"), { name });
        if (!owned)
            return owned.errors();
        if (owned->next() && !mayChange(owned->value(0).toString()))
            return othersPlan(name, owned->value(0).toString());
        owned->finish();
        if (auto r = exec(QStringLiteral("UPDATE scenarios SET name = ? WHERE name = ?"), { s->name, name }); !r)
            return r.errors();
        const Expected<int> saved = saveInTransaction(*s, QCoreApplication::translate("cp::Store", "renamed from '%1'").arg(name));
        return saved ? Status(Ok {}) : Status(saved.errors());
    });
}

Expected<QStringList> Store::tags()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT name FROM tag_names ORDER BY name"));
    if (!q)
        return q.errors();
    QStringList out;
    while (q->next())
        out << q->value(0).toString();
    return out;
}

// --- comparisons -----------------------------------------------------------------------

Status Store::saveComparison(const SavedComparison &c)
{
    if (c.name.trimmed().isEmpty())
        return fail(ErrorKind::BadInput, QCoreApplication::translate("cp::Store", "a comparison needs a name"));
    if (!compare::isComparableCount(c.scenarios.size()))
        return fail(ErrorKind::BadInput, QCoreApplication::translate("cp::Store", "a comparison holds 2 to 4 scenarios, not %1").arg(c.scenarios.size()));
    return transaction([&]() -> Status {
        QList<qint64> ids;
        for (const QString &name : c.scenarios) {
            const Expected<qint64> id = scenarioId(name);
            if (!id)
                return id.errors();
            ids << *id;
        }
        if (const Status mine = checkComparisonOwner(c.name); !mine)
            return mine;
        if (auto r = exec(QStringLiteral("DELETE FROM comparisons WHERE name = ?"), { c.name }); !r)
            return r.errors();
        if (auto r = exec(QStringLiteral("INSERT INTO comparisons (name, created_at, owner) VALUES (?, ?, ?)"),
                { c.name, timeText(nowUtc()), m_author });
            !r)
            return r.errors();
        Expected<QSqlQuery> q = exec(QStringLiteral("SELECT id FROM comparisons WHERE name = ?"), { c.name });
        if (!q)
            return q.errors();
        if (!q->next())
            return fail(ErrorKind::Io, QCoreApplication::translate("cp::Store", "the comparison was not saved"));
        const qint64 comparisonId = q->value(0).toLongLong();
        q->finish();
        for (qsizetype i = 0; i < ids.size(); ++i) {
            if (auto r = exec(QStringLiteral("INSERT INTO comparison_items (comparison_id, position, scenario_id) VALUES (?, ?, ?)"),
                    { comparisonId, static_cast<int>(i), ids.at(i) });
                !r)
                return r.errors();
        }
        return Ok {};
    });
}

Expected<QList<SavedComparison>> Store::comparisons()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT c.name, s.name, s.id FROM comparisons c "
                                                "JOIN comparison_items i ON i.comparison_id = c.id "
                                                "JOIN scenarios s ON s.id = i.scenario_id ORDER BY c.name, i.position"));
    if (!q)
        return q.errors();
    QList<SavedComparison> out;
    while (q->next()) {
        const QString name = q->value(0).toString();
        if (out.isEmpty() || out.last().name != name)
            out.append({ name, {}, {} });
        out.last().scenarios << q->value(1).toString();
        out.last().scenarioIds << q->value(2).toLongLong();
    }
    return out;
}

Status Store::removeComparison(const QString &name)
{
    return transaction([&]() -> Status {
        if (const Status mine = checkComparisonOwner(name); !mine)
            return mine;
        const Expected<QSqlQuery> r = exec(QStringLiteral("DELETE FROM comparisons WHERE name = ?"), { name });
        return r ? Status(Ok {}) : Status(r.errors());
    });
}

Status Store::checkComparisonOwner(const QString &name)
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT owner FROM comparisons WHERE name = ?"), { name });
    if (!q)
        return q.errors();
    if (!q->next() || mayChange(q->value(0).toString()))
        return Ok {};
    const QString owner = q->value(0).toString();
    const QString who = owner.isEmpty() ? QCoreApplication::translate("cp::Store", "a user whose name was not recorded (before format 6)") : owner;
    //: %1 comparison name, %2 the user who saved it
    const QString message = QCoreApplication::translate("cp::Store", "the comparison '%1' was saved by %2; an editor replaces and deletes only its own "
                                                                     "comparisons. Save yours under another name, or ask %2 or an admin.");
    return Error { {}, message.arg(name, who), ErrorKind::BadInput };
}

} // namespace cp
