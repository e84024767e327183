-- Issue 10, decision 019: a solar-like rep (an active metric among core's SOLAR_MARKERS) enters deals and
-- installs by source, and a value stored under the total itself counts as knocks. So each value such a rep
-- has under an active Deals Closed or Installs moves to Deals Closed from Knocks or Deals Installed from
-- Knocks, added to that day's value: every figure stays the same, and Daily Input shows it where the rep
-- enters it. The part's definition is made when the rep has no active one (active, sorted with its total;
-- a removed one stays removed, so its old values do not start counting); the total definitions stay.
-- Other reps, and removed totals, are untouched. The name keys here are core's metricNameKey of these
-- plain ASCII names (lower case, single spaces), as in 0008. One statement per step, each finding the
-- same totals (an active Deals Closed or Installs of a solar-like rep) afresh.
WITH pairs(total_key, part_key, part_name) AS (
  VALUES ('deals closed', 'deals closed from knocks', 'Deals Closed from Knocks'),
    ('installs', 'deals installed from knocks', 'Deals Installed from Knocks')
), solar AS (
  SELECT DISTINCT user_id FROM kpi_definitions
  WHERE is_active AND name_key IN ('knocking appt sets', 'tagging appts set', 'tag appts ran', 'tags put',
    'deals closed from knocks', 'deals closed from tags', 'deals installed from knocks', 'deals installed from tags')
)
INSERT INTO kpi_definitions (user_id, industry_context, name, name_key, category, unit, is_active, sort_order)
SELECT t.user_id, t.industry_context, p.part_name, p.part_key, 'daily_metrics', t.unit, true, t.sort_order
FROM kpi_definitions t JOIN pairs p ON t.name_key = p.total_key
WHERE t.is_active AND t.user_id IN (SELECT user_id FROM solar)
  AND EXISTS (SELECT 1 FROM kpi_entries e WHERE e.kpi_definition_id = t.id)
  AND NOT EXISTS (SELECT 1 FROM kpi_definitions a WHERE a.user_id = t.user_id AND a.name_key = p.part_key AND a.is_active);
--> statement-breakpoint
WITH pairs(total_key, part_key) AS (
  VALUES ('deals closed', 'deals closed from knocks'), ('installs', 'deals installed from knocks')
), solar AS (
  SELECT DISTINCT user_id FROM kpi_definitions
  WHERE is_active AND name_key IN ('knocking appt sets', 'tagging appts set', 'tag appts ran', 'tags put',
    'deals closed from knocks', 'deals closed from tags', 'deals installed from knocks', 'deals installed from tags')
)
INSERT INTO kpi_entries (user_id, kpi_definition_id, date, value, notes)
SELECT e.user_id, part.id, e.date, e.value, e.notes
FROM kpi_definitions t JOIN pairs p ON t.name_key = p.total_key
JOIN kpi_definitions part ON part.user_id = t.user_id AND part.name_key = p.part_key AND part.is_active
JOIN kpi_entries e ON e.kpi_definition_id = t.id AND e.user_id = t.user_id
WHERE t.is_active AND t.user_id IN (SELECT user_id FROM solar)
ON CONFLICT (user_id, kpi_definition_id, date)
  DO UPDATE SET value = kpi_entries.value + excluded.value, notes = coalesce(kpi_entries.notes, excluded.notes);
--> statement-breakpoint
WITH solar AS (
  SELECT DISTINCT user_id FROM kpi_definitions
  WHERE is_active AND name_key IN ('knocking appt sets', 'tagging appts set', 'tag appts ran', 'tags put',
    'deals closed from knocks', 'deals closed from tags', 'deals installed from knocks', 'deals installed from tags')
)
DELETE FROM kpi_entries e USING kpi_definitions t
WHERE e.kpi_definition_id = t.id AND t.is_active AND t.name_key IN ('deals closed', 'installs')
  AND t.user_id IN (SELECT user_id FROM solar)
  AND EXISTS (SELECT 1 FROM kpi_definitions part WHERE part.user_id = t.user_id AND part.is_active
    AND part.name_key = CASE t.name_key WHEN 'deals closed' THEN 'deals closed from knocks' ELSE 'deals installed from knocks' END);
