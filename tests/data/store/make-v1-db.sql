-- Builds tests/data/store/v1.sqlite: a scenario database as schema version 1 wrote it.
-- Run from the source root:  rm -f tests/data/store/v1.sqlite && sqlite3 tests/data/store/v1.sqlite < tests/data/store/make-v1-db.sql
-- The DDL is the frozen v1 schema (core/store/schema.cpp, createVersion1); the file is committed
-- so the migration test always starts from the bytes an old release left on disk.
PRAGMA foreign_keys = ON;
BEGIN;
CREATE TABLE scenarios (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, body TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE revisions (id INTEGER PRIMARY KEY, scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE, number INTEGER NOT NULL, body TEXT NOT NULL, saved_at TEXT NOT NULL, UNIQUE (scenario_id, number));
CREATE TABLE tags (scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE, tag TEXT NOT NULL, PRIMARY KEY (scenario_id, tag));
CREATE TABLE catalog_edits (id INTEGER PRIMARY KEY, item_kind TEXT NOT NULL, item_id TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, edited_at TEXT NOT NULL, UNIQUE (item_kind, item_id, field));
CREATE TABLE price_edits (price_key TEXT PRIMARY KEY, value DOUBLE PRECISION, currency TEXT NOT NULL, unit TEXT NOT NULL, as_of TEXT NOT NULL, source TEXT NOT NULL, edited_at TEXT NOT NULL);

INSERT INTO scenarios (id, name, body, created_at, updated_at) VALUES
  (1, '7B LoRA fine-tune on L40S', readfile('resources/samples/01-7b-lora-l40s.cplan'), '2026-11-29T00:00:00Z', '2026-11-29T00:00:00Z'),
  (2, 'Legacy Baichuan plan',
   '{"schema_version": 1, "name": "Legacy Baichuan plan", "notes": "Budget approved by the CFO in Q3", "tags": ["legacy", "fine-tuning"], "created": "2025-06-01T08:00:00Z", "updated": "2025-06-02T08:00:00Z", "app_version": "0.0.9", "model": {"preset": "baichuan2-13b"}, "training": {"mode": "qlora", "lora_rank": 64, "seq_len": 2048, "tokens": 500000000}, "hardware": {"accelerators": ["a100-sxm-80gb"], "gpus": 4}}',
   '2025-06-01T08:00:00Z', '2025-06-02T08:00:00Z');
INSERT INTO revisions (scenario_id, number, body, saved_at) VALUES
  (1, 1, json_set(readfile('resources/samples/01-7b-lora-l40s.cplan'), '$.notes', 'first draft'), '2026-11-28T10:00:00Z'),
  (1, 2, readfile('resources/samples/01-7b-lora-l40s.cplan'), '2026-11-29T00:00:00Z'),
  (2, 1, (SELECT body FROM scenarios WHERE id = 2), '2025-06-02T08:00:00Z');
INSERT INTO tags (scenario_id, tag) VALUES (1, 'fine-tuning'), (1, 'lora'), (1, 'sample'), (2, 'legacy'), (2, 'fine-tuning');
INSERT INTO catalog_edits (item_kind, item_id, field, value, edited_at) VALUES ('accelerator', 'ascend-910b', 'memory_bw_tbps', '1.6', '2025-06-01T08:00:00Z');
INSERT INTO price_edits (price_key, value, currency, unit, as_of, source, edited_at) VALUES ('colo.rack.hangzhou', 9000, 'CNY', 'per rack-month', '2025-06', 'quote from a Hangzhou IDC', '2025-06-01T08:00:00Z');
PRAGMA user_version = 1;
COMMIT;
