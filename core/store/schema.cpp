#include "core/store/schema.h"

#include "core/store/dialect.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QSqlError>
#include <QSqlQuery>

namespace cp::schema {

namespace {

Status execAll(QSqlDatabase &db, const SqlDialect &dialect, const QStringList &statements)
{
    for (QString sql : statements) {
        sql.replace(QStringLiteral("%ID"), dialect.autoIdColumn());
        QSqlQuery q(db);
        if (!q.exec(sql))
            return dialect.sqlError(q.lastError());
    }
    return Ok {};
}

Status createVersion1(QSqlDatabase &db, const SqlDialect &dialect)
{
    return execAll(db, dialect, {
                                    QStringLiteral("CREATE TABLE scenarios (id %ID, name TEXT NOT NULL UNIQUE, body TEXT NOT NULL, "
                                                   "created_at TEXT NOT NULL, updated_at TEXT NOT NULL)"),
                                    QStringLiteral("CREATE TABLE revisions (id %ID, "
                                                   "scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE, "
                                                   "number INTEGER NOT NULL, body TEXT NOT NULL, saved_at TEXT NOT NULL, "
                                                   "UNIQUE (scenario_id, number))"),
                                    QStringLiteral("CREATE TABLE tags (scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE, "
                                                   "tag TEXT NOT NULL, PRIMARY KEY (scenario_id, tag))"),
                                    QStringLiteral("CREATE TABLE catalog_edits (id %ID, item_kind TEXT NOT NULL, item_id TEXT NOT NULL, "
                                                   "field TEXT NOT NULL, value TEXT NOT NULL, edited_at TEXT NOT NULL, "
                                                   "UNIQUE (item_kind, item_id, field))"),
                                    QStringLiteral("CREATE TABLE price_edits (price_key TEXT PRIMARY KEY, value DOUBLE PRECISION, "
                                                   "currency TEXT NOT NULL, unit TEXT NOT NULL, as_of TEXT NOT NULL, source TEXT NOT NULL, "
                                                   "edited_at TEXT NOT NULL)"),
                                });
}

Status fillSearchText(QSqlDatabase &db, const SqlDialect &dialect)
{
    QSqlQuery read(db);
    if (!read.exec(QStringLiteral("SELECT id, name, body FROM scenarios")))
        return dialect.sqlError(read.lastError());
    QList<std::pair<qint64, QString>> rows;
    while (read.next()) {
        const QJsonObject body = QJsonDocument::fromJson(read.value(2).toByteArray()).object();
        QStringList tags;
        for (const QJsonValue &t : body.value(QStringLiteral("tags")).toArray())
            tags << t.toString();
        rows.append({ read.value(0).toLongLong(),
            searchText(read.value(1).toString(), body.value(QStringLiteral("notes")).toString(), tags) });
    }
    QSqlQuery write(db);
    write.prepare(QStringLiteral("UPDATE scenarios SET search_text = ? WHERE id = ?"));
    for (const auto &[id, text] : rows) {
        write.addBindValue(text);
        write.addBindValue(id);
        if (!write.exec())
            return dialect.sqlError(write.lastError());
    }
    return Ok {};
}

Status migrateToVersion2(QSqlDatabase &db, const SqlDialect &dialect)
{
    const Status ddl = execAll(db, dialect, {
                                                QStringLiteral("ALTER TABLE scenarios ADD COLUMN search_text TEXT NOT NULL DEFAULT ''"),
                                                QStringLiteral("ALTER TABLE revisions ADD COLUMN app_version TEXT NOT NULL DEFAULT ''"),
                                                QStringLiteral("ALTER TABLE revisions ADD COLUMN comment TEXT NOT NULL DEFAULT ''"),
                                                QStringLiteral("ALTER TABLE price_edits ADD COLUMN confidence TEXT NOT NULL DEFAULT ''"),
                                                QStringLiteral("CREATE TABLE tag_names (id %ID, name TEXT NOT NULL UNIQUE)"),
                                                QStringLiteral("CREATE TABLE scenario_tags ("
                                                               "scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE, "
                                                               "tag_id INTEGER NOT NULL REFERENCES tag_names(id) ON DELETE CASCADE, "
                                                               "PRIMARY KEY (scenario_id, tag_id))"),
                                                QStringLiteral("INSERT INTO tag_names (name) SELECT DISTINCT tag FROM tags"),
                                                QStringLiteral("INSERT INTO scenario_tags (scenario_id, tag_id) "
                                                               "SELECT t.scenario_id, n.id FROM tags t JOIN tag_names n ON n.name = t.tag"),
                                                QStringLiteral("DROP TABLE tags"),
                                                QStringLiteral("CREATE INDEX scenario_tags_by_tag ON scenario_tags (tag_id)"),
                                                QStringLiteral("CREATE INDEX scenarios_by_updated ON scenarios (updated_at)"),
                                                QStringLiteral("CREATE TABLE comparisons (id %ID, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL)"),
                                                QStringLiteral("CREATE TABLE comparison_items ("
                                                               "comparison_id INTEGER NOT NULL REFERENCES comparisons(id) ON DELETE CASCADE, "
                                                               "position INTEGER NOT NULL, "
                                                               "scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE, "
                                                               "PRIMARY KEY (comparison_id, position))"),
                                                QStringLiteral("UPDATE revisions SET comment = 'saved before schema version 2'"),
                                            });
    if (!ddl)
        return ddl;
    return fillSearchText(db, dialect);
}

Status migrateToVersion3(QSqlDatabase &db, const SqlDialect &dialect)
{
    return execAll(db, dialect, {
                                    QStringLiteral("CREATE TABLE drafts (id %ID, name TEXT NOT NULL UNIQUE, body TEXT NOT NULL, "
                                                   "saved_at TEXT NOT NULL, app_version TEXT NOT NULL)"),
                                });
}

Status migrateToVersion4(QSqlDatabase &db, const SqlDialect &dialect)
{
    const Status ddl = execAll(db, dialect, {
                                                QStringLiteral("ALTER TABLE revisions ADD COLUMN author TEXT NOT NULL DEFAULT ''"),
                                                QStringLiteral("ALTER TABLE scenarios ADD COLUMN owner TEXT NOT NULL DEFAULT ''"),
                                                QStringLiteral("ALTER TABLE price_edits ADD COLUMN edited_by TEXT NOT NULL DEFAULT ''"),
                                                QStringLiteral("ALTER TABLE catalog_edits ADD COLUMN edited_by TEXT NOT NULL DEFAULT ''"),
                                                QStringLiteral("CREATE TABLE correction_log (id %ID, item TEXT NOT NULL, item_key TEXT NOT NULL, "
                                                               "change TEXT NOT NULL, value TEXT NOT NULL, author TEXT NOT NULL, changed_at TEXT NOT NULL)"),
                                            });
    if (!ddl)
        return ddl;
    // Every later step that adds a table calls this too (a no-op on SQLite).
    return dialect.applyRoles(db);
}

Status migrateToVersion5(QSqlDatabase &db, const SqlDialect &dialect)
{
    const Status ddl = execAll(db, dialect, {
                                                QStringLiteral("CREATE TABLE calibration_points (id %ID, created_at TEXT NOT NULL, created_by TEXT NOT NULL, "
                                                               "accelerator TEXT NOT NULL, configuration TEXT NOT NULL, "
                                                               "measured_tokens_per_s DOUBLE PRECISION, measured_step_s DOUBLE PRECISION, "
                                                               "measured_peak_gib DOUBLE PRECISION, measured_mfu DOUBLE PRECISION, "
                                                               "predicted_tokens_per_s DOUBLE PRECISION NOT NULL, predicted_step_s DOUBLE PRECISION NOT NULL, "
                                                               "predicted_peak_gib DOUBLE PRECISION NOT NULL, predicted_mfu DOUBLE PRECISION NOT NULL, "
                                                               "framework TEXT NOT NULL, raw_text TEXT NOT NULL)"),
                                                QStringLiteral("CREATE INDEX calibration_points_by_accelerator ON calibration_points (accelerator)"),
                                            });
    if (!ddl)
        return ddl;
    return dialect.applyRoles(db);
}

Status migrateToVersion6(QSqlDatabase &db, const SqlDialect &dialect)
{
    // Drafts become each user's own: one per user and plan name (the table is rebuilt, as SQLite
    // cannot change a UNIQUE constraint; a draft of a plan is given to the plan's owner).
    // Comparisons record who saved them. Deleted plans leave a record (name, owner, how many
    // revisions, the last state, who deleted it and when).
    const Status ddl = execAll(db, dialect, {
                                                QStringLiteral("CREATE TABLE drafts_v6 (id %ID, name TEXT NOT NULL, body TEXT NOT NULL, saved_at TEXT NOT NULL, "
                                                               "app_version TEXT NOT NULL, owner TEXT NOT NULL DEFAULT '', UNIQUE (owner, name))"),
                                                QStringLiteral("INSERT INTO drafts_v6 (name, body, saved_at, app_version, owner) "
                                                               "SELECT d.name, d.body, d.saved_at, d.app_version, "
                                                               "COALESCE((SELECT s.owner FROM scenarios s WHERE s.name = d.name), '') FROM drafts d"),
                                                QStringLiteral("DROP TABLE drafts"),
                                                QStringLiteral("ALTER TABLE drafts_v6 RENAME TO drafts"),
                                                QStringLiteral("ALTER TABLE comparisons ADD COLUMN owner TEXT NOT NULL DEFAULT ''"),
                                                QStringLiteral("CREATE TABLE deleted_plans (id %ID, name TEXT NOT NULL, owner TEXT NOT NULL, revisions INTEGER NOT NULL, "
                                                               "body TEXT NOT NULL, deleted_by TEXT NOT NULL, deleted_at TEXT NOT NULL)"),
                                            });
    if (!ddl)
        return ddl;
    return dialect.applySecurity(db);
}

} // namespace

const QList<Migration> &migrations()
{
    static const QList<Migration> steps { { 1, createVersion1 }, { 2, migrateToVersion2 }, { 3, migrateToVersion3 }, { 4, migrateToVersion4 },
        { 5, migrateToVersion5 }, { 6, migrateToVersion6 } };
    return steps;
}

QString searchText(const QString &name, const QString &notes, const QStringList &tags)
{
    return (name + QLatin1Char('\n') + notes + QLatin1Char('\n') + tags.join(QLatin1Char('\n'))).toLower();
}

} // namespace cp::schema
