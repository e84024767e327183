-- Issue 9: every metric gets its name key. lower(name) is the exact key of a plain ASCII name (core's
-- metricNameKey lower-cases ASCII the same way, and such a name has no compatibility form or look-alike
-- letter), and it was already unique among a user's active metrics (the lower(name) index), so the new
-- unique index cannot fail here. Names that are not plain ASCII (other scripts, spaces doubled or at
-- an end) are re-keyed by the server at start, in JavaScript, merging any metrics that then share a key
-- (apps/server/src/services/metric-name-keys.ts): PostgreSQL's lower() in a C-locale database folds only
-- ASCII, and it knows no NFKC or look-alike map.
UPDATE "kpi_definitions" SET "name_key" = lower("name");
