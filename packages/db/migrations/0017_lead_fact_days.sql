ALTER TABLE "clients" ADD COLUMN "sat_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "installed_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "cancelled_date" date;--> statement-breakpoint
-- Issue 21, decision 043: one set of books. A lead's steps are dated facts counted beside what a rep
-- types, so the days the later steps happened are kept (sat, installed, a signed deal cancelled).
-- Existing leads get the best day there is: an appointment set on its set day (else the day the lead was
-- made), sat on its latest completed appointment's day (else the lead's last change), signed, installed
-- and cancelled on the lead's last change; days in UTC (no rep's zone is stored).
UPDATE "clients" SET "appointment_set_date" = ("created_at" AT TIME ZONE 'UTC')::date
  WHERE ("knock_appointment" OR "tag_appointment") AND "appointment_set_date" IS NULL;
--> statement-breakpoint
UPDATE "clients" c SET "sat_date" = coalesce(
    (SELECT max(a."scheduled_at" AT TIME ZONE 'UTC')::date FROM "appointments" a WHERE a."client_id" = c."id" AND a."status" = 'completed'),
    (c."updated_at" AT TIME ZONE 'UTC')::date)
  WHERE c."appointment_sat";
--> statement-breakpoint
UPDATE "clients" SET "signed_date" = ("updated_at" AT TIME ZONE 'UTC')::date
  WHERE ("signed" OR "installed" OR "signed_but_canceled") AND "signed_date" IS NULL;
--> statement-breakpoint
UPDATE "clients" SET "installed_date" = ("updated_at" AT TIME ZONE 'UTC')::date WHERE "installed";
--> statement-breakpoint
UPDATE "clients" SET "cancelled_date" = greatest("signed_date", ("updated_at" AT TIME ZONE 'UTC')::date) WHERE "signed_but_canceled";
--> statement-breakpoint
-- Until now a rep's typed counts and their leads were two books joined by "the larger of" (deals) or not
-- joined at all (the other steps), so a rep who logged a lead often typed its step too. From here each
-- figure is typed + leads; so that no past step counts twice, each day's typed count of a step is lowered
-- by that day's lead facts of the step (never below 0), the most specific metric first. A past day's
-- figure becomes the larger of the two books on that day.
-- knock appointments set
WITH facts AS (
  SELECT "user_id", "appointment_set_date" AS day, count(*) AS n FROM "clients"
  WHERE ("knock_appointment" OR "tag_appointment") AND NOT ("tag_appointment" AND NOT "knock_appointment") AND "appointment_set_date" IS NOT NULL
  GROUP BY 1, 2
), typed AS (
  SELECT e."id", e."value", f.n,
    coalesce(sum(e."value") OVER (
      PARTITION BY e."user_id", e."date" ORDER BY array_position(ARRAY['Knocking Appt Sets', 'Appointments Set']::text[], d."name"), e."id"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
  FROM "kpi_entries" e
  JOIN "kpi_definitions" d ON d."id" = e."kpi_definition_id" AND d."is_active"
  JOIN facts f ON f."user_id" = e."user_id" AND f.day = e."date"
  WHERE d."name" = ANY(ARRAY['Knocking Appt Sets', 'Appointments Set']::text[])
)
UPDATE "kpi_entries" e SET "value" = e."value" - least(t."value", t.n - t.before)
  FROM typed t WHERE e."id" = t."id" AND t.n > t.before;
--> statement-breakpoint
-- tag appointments set
WITH facts AS (
  SELECT "user_id", "appointment_set_date" AS day, count(*) AS n FROM "clients"
  WHERE "tag_appointment" AND NOT "knock_appointment" AND "appointment_set_date" IS NOT NULL
  GROUP BY 1, 2
), typed AS (
  SELECT e."id", e."value", f.n,
    coalesce(sum(e."value") OVER (
      PARTITION BY e."user_id", e."date" ORDER BY array_position(ARRAY['Tagging Appts Set', 'Knocking Appt Sets', 'Appointments Set']::text[], d."name"), e."id"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
  FROM "kpi_entries" e
  JOIN "kpi_definitions" d ON d."id" = e."kpi_definition_id" AND d."is_active"
  JOIN facts f ON f."user_id" = e."user_id" AND f.day = e."date"
  WHERE d."name" = ANY(ARRAY['Tagging Appts Set', 'Knocking Appt Sets', 'Appointments Set']::text[])
)
UPDATE "kpi_entries" e SET "value" = e."value" - least(t."value", t.n - t.before)
  FROM typed t WHERE e."id" = t."id" AND t.n > t.before;
--> statement-breakpoint
-- knock appointments sat
WITH facts AS (
  SELECT "user_id", "sat_date" AS day, count(*) AS n FROM "clients"
  WHERE "appointment_sat" AND NOT ("tag_appointment" AND NOT "knock_appointment") AND "sat_date" IS NOT NULL
  GROUP BY 1, 2
), typed AS (
  SELECT e."id", e."value", f.n,
    coalesce(sum(e."value") OVER (
      PARTITION BY e."user_id", e."date" ORDER BY array_position(ARRAY['Appts Ran']::text[], d."name"), e."id"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
  FROM "kpi_entries" e
  JOIN "kpi_definitions" d ON d."id" = e."kpi_definition_id" AND d."is_active"
  JOIN facts f ON f."user_id" = e."user_id" AND f.day = e."date"
  WHERE d."name" = ANY(ARRAY['Appts Ran']::text[])
)
UPDATE "kpi_entries" e SET "value" = e."value" - least(t."value", t.n - t.before)
  FROM typed t WHERE e."id" = t."id" AND t.n > t.before;
--> statement-breakpoint
-- tag appointments sat
WITH facts AS (
  SELECT "user_id", "sat_date" AS day, count(*) AS n FROM "clients"
  WHERE "appointment_sat" AND "tag_appointment" AND NOT "knock_appointment" AND "sat_date" IS NOT NULL
  GROUP BY 1, 2
), typed AS (
  SELECT e."id", e."value", f.n,
    coalesce(sum(e."value") OVER (
      PARTITION BY e."user_id", e."date" ORDER BY array_position(ARRAY['Tag Appts Ran', 'Appts Ran']::text[], d."name"), e."id"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
  FROM "kpi_entries" e
  JOIN "kpi_definitions" d ON d."id" = e."kpi_definition_id" AND d."is_active"
  JOIN facts f ON f."user_id" = e."user_id" AND f.day = e."date"
  WHERE d."name" = ANY(ARRAY['Tag Appts Ran', 'Appts Ran']::text[])
)
UPDATE "kpi_entries" e SET "value" = e."value" - least(t."value", t.n - t.before)
  FROM typed t WHERE e."id" = t."id" AND t.n > t.before;
--> statement-breakpoint
-- knock deals signed
WITH facts AS (
  SELECT "user_id", "signed_date" AS day, count(*) AS n FROM "clients"
  WHERE ("signed" OR "installed" OR "signed_but_canceled") AND NOT ("tag_appointment" AND NOT "knock_appointment") AND "signed_date" IS NOT NULL
  GROUP BY 1, 2
), typed AS (
  SELECT e."id", e."value", f.n,
    coalesce(sum(e."value") OVER (
      PARTITION BY e."user_id", e."date" ORDER BY array_position(ARRAY['Deals Closed from Knocks', 'Deals Closed']::text[], d."name"), e."id"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
  FROM "kpi_entries" e
  JOIN "kpi_definitions" d ON d."id" = e."kpi_definition_id" AND d."is_active"
  JOIN facts f ON f."user_id" = e."user_id" AND f.day = e."date"
  WHERE d."name" = ANY(ARRAY['Deals Closed from Knocks', 'Deals Closed']::text[])
)
UPDATE "kpi_entries" e SET "value" = e."value" - least(t."value", t.n - t.before)
  FROM typed t WHERE e."id" = t."id" AND t.n > t.before;
--> statement-breakpoint
-- tag deals signed
WITH facts AS (
  SELECT "user_id", "signed_date" AS day, count(*) AS n FROM "clients"
  WHERE ("signed" OR "installed" OR "signed_but_canceled") AND "tag_appointment" AND NOT "knock_appointment" AND "signed_date" IS NOT NULL
  GROUP BY 1, 2
), typed AS (
  SELECT e."id", e."value", f.n,
    coalesce(sum(e."value") OVER (
      PARTITION BY e."user_id", e."date" ORDER BY array_position(ARRAY['Deals Closed from Tags', 'Deals Closed']::text[], d."name"), e."id"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
  FROM "kpi_entries" e
  JOIN "kpi_definitions" d ON d."id" = e."kpi_definition_id" AND d."is_active"
  JOIN facts f ON f."user_id" = e."user_id" AND f.day = e."date"
  WHERE d."name" = ANY(ARRAY['Deals Closed from Tags', 'Deals Closed']::text[])
)
UPDATE "kpi_entries" e SET "value" = e."value" - least(t."value", t.n - t.before)
  FROM typed t WHERE e."id" = t."id" AND t.n > t.before;
--> statement-breakpoint
-- knock installs
WITH facts AS (
  SELECT "user_id", "installed_date" AS day, count(*) AS n FROM "clients"
  WHERE "installed" AND NOT ("tag_appointment" AND NOT "knock_appointment") AND "installed_date" IS NOT NULL
  GROUP BY 1, 2
), typed AS (
  SELECT e."id", e."value", f.n,
    coalesce(sum(e."value") OVER (
      PARTITION BY e."user_id", e."date" ORDER BY array_position(ARRAY['Deals Installed from Knocks', 'Installs', 'Services Started']::text[], d."name"), e."id"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
  FROM "kpi_entries" e
  JOIN "kpi_definitions" d ON d."id" = e."kpi_definition_id" AND d."is_active"
  JOIN facts f ON f."user_id" = e."user_id" AND f.day = e."date"
  WHERE d."name" = ANY(ARRAY['Deals Installed from Knocks', 'Installs', 'Services Started']::text[])
)
UPDATE "kpi_entries" e SET "value" = e."value" - least(t."value", t.n - t.before)
  FROM typed t WHERE e."id" = t."id" AND t.n > t.before;
--> statement-breakpoint
-- tag installs
WITH facts AS (
  SELECT "user_id", "installed_date" AS day, count(*) AS n FROM "clients"
  WHERE "installed" AND "tag_appointment" AND NOT "knock_appointment" AND "installed_date" IS NOT NULL
  GROUP BY 1, 2
), typed AS (
  SELECT e."id", e."value", f.n,
    coalesce(sum(e."value") OVER (
      PARTITION BY e."user_id", e."date" ORDER BY array_position(ARRAY['Deals Installed from Tags', 'Installs', 'Services Started']::text[], d."name"), e."id"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
  FROM "kpi_entries" e
  JOIN "kpi_definitions" d ON d."id" = e."kpi_definition_id" AND d."is_active"
  JOIN facts f ON f."user_id" = e."user_id" AND f.day = e."date"
  WHERE d."name" = ANY(ARRAY['Deals Installed from Tags', 'Installs', 'Services Started']::text[])
)
UPDATE "kpi_entries" e SET "value" = e."value" - least(t."value", t.n - t.before)
  FROM typed t WHERE e."id" = t."id" AND t.n > t.before;
