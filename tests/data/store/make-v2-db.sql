-- Builds tests/data/store/v2.sqlite: a scenario database as schema version 2 wrote it.
-- Run from the source root:  rm -f tests/data/store/v2.sqlite && sqlite3 tests/data/store/v2.sqlite < tests/data/store/make-v2-db.sql
-- It replays the v1 file (make-v1-db.sql) and then the frozen v2 step (core/store/schema.cpp,
-- migrateToVersion2, with the search text computed in SQL), and adds a comparison and a v2-era
-- revision; the file is committed so the v3 migration test starts from bytes an old release wrote.
.read tests/data/store/make-v1-db.sql
PRAGMA foreign_keys = ON;
BEGIN;
ALTER TABLE scenarios ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
ALTER TABLE revisions ADD COLUMN app_version TEXT NOT NULL DEFAULT '';
ALTER TABLE revisions ADD COLUMN comment TEXT NOT NULL DEFAULT '';
ALTER TABLE price_edits ADD COLUMN confidence TEXT NOT NULL DEFAULT '';
CREATE TABLE tag_names (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE scenario_tags (scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE, tag_id INTEGER NOT NULL REFERENCES tag_names(id) ON DELETE CASCADE, PRIMARY KEY (scenario_id, tag_id));
INSERT INTO tag_names (name) SELECT DISTINCT tag FROM tags;
INSERT INTO scenario_tags (scenario_id, tag_id) SELECT t.scenario_id, n.id FROM tags t JOIN tag_names n ON n.name = t.tag;
DROP TABLE tags;
CREATE INDEX scenario_tags_by_tag ON scenario_tags (tag_id);
CREATE INDEX scenarios_by_updated ON scenarios (updated_at);
CREATE TABLE comparisons (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
CREATE TABLE comparison_items (comparison_id INTEGER NOT NULL REFERENCES comparisons(id) ON DELETE CASCADE, position INTEGER NOT NULL, scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE, PRIMARY KEY (comparison_id, position));
UPDATE revisions SET comment = 'saved before schema version 2';
UPDATE scenarios SET search_text = lower(name || char(10) || coalesce(json_extract(body, '$.notes'), '') || char(10)
    || coalesce((SELECT group_concat(value, char(10)) FROM json_each(body, '$.tags')), ''));
INSERT INTO revisions (scenario_id, number, body, saved_at, app_version, comment)
  SELECT 2, 2, body, '2026-11-29T09:00:00Z', '0.1.0', 'checked for the v2 file' FROM scenarios WHERE id = 2;
INSERT INTO comparisons (id, name, created_at) VALUES (1, 'LoRA vs legacy', '2026-11-29T09:00:00Z');
INSERT INTO comparison_items (comparison_id, position, scenario_id) VALUES (1, 0, 1), (1, 1, 2);
PRAGMA user_version = 2;
COMMIT;
