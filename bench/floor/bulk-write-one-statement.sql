-- The least the bulk save could ask of the database: one statement, no lock, no read, no
-- transaction around it (the data-version triggers still fire).
\set uid random(1, 1000)
\set d random(1, 300)
INSERT INTO kpi_entries (user_id, kpi_definition_id, value, date)
  SELECT :uid, id, 10, current_date - (:d)::int FROM kpi_definitions WHERE user_id = :uid AND is_active
  ON CONFLICT (user_id, kpi_definition_id, date) DO UPDATE SET value = excluded.value
  RETURNING id, kpi_definition_id, value, date, notes, created_at;
