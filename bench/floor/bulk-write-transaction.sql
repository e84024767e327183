-- The bulk save's database work alone, as the app does it: lock the rep, read their metrics, set a
-- day of values (the data-version triggers fire), commit. pgbench picks the rep and the day.
\set uid random(1, 1000)
\set d random(1, 300)
BEGIN;
SELECT id FROM users WHERE id = :uid FOR NO KEY UPDATE;
SELECT id, name, name_key, unit, sort_order FROM kpi_definitions WHERE user_id = :uid AND is_active;
INSERT INTO kpi_entries (user_id, kpi_definition_id, value, date)
  SELECT :uid, id, 10, current_date - (:d)::int FROM kpi_definitions WHERE user_id = :uid AND is_active
  ON CONFLICT (user_id, kpi_definition_id, date) DO UPDATE SET value = excluded.value
  RETURNING id, kpi_definition_id, value, date, notes, created_at;
COMMIT;
