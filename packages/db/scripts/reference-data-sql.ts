/**
 * Prints the INSERTs of the reference-data migration from packages/core's tables.
 * Used once to write migrations/0001_seed_reference_data.sql; a test checks that the
 * migrated database still matches packages/core.
 *   node --import tsx packages/db/scripts/reference-data-sql.ts > packages/db/migrations/0001_seed_reference_data.sql
 */
import {
  ALL_LEAD_STATUS_TEMPLATES,
  ALL_PIPELINE_STAGE_TEMPLATES,
  DAILY_METRICS_CATEGORY,
  INDUSTRY_TEMPLATES,
  KPI_CATALOGUE,
} from "@measured/core";

const q = (v: string) => `'${v.replaceAll("'", "''")}'`;
const lines: string[] = [];
const statement = (sql: string) => lines.push(`${sql};`, "--> statement-breakpoint");

for (const t of Object.values(INDUSTRY_TEMPLATES)) {
  statement(
    `INSERT INTO "industry_templates" ("id", "name", "description") VALUES (${q(t.id)}, ${q(t.name)}, ${q(t.description)})`,
  );
  t.kpis.forEach((key, i) => {
    const kpi = KPI_CATALOGUE[key];
    statement(
      `INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES (${q(t.id)}, ${q(key)}, ${q(kpi.name)}, ${q(DAILY_METRICS_CATEGORY)}, ${q(kpi.unit)}, ${i})`,
    );
  });
}
for (const s of ALL_PIPELINE_STAGE_TEMPLATES) {
  statement(
    `INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES (${q(s.industry)}, ${q(s.stageName)}, ${s.stageOrder}, ${q(s.color)}, ${s.isDefault})`,
  );
}
for (const s of ALL_LEAD_STATUS_TEMPLATES) {
  statement(
    `INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES (${q(s.industry)}, ${q(s.statusName)}, ${s.statusOrder}, ${q(s.color)}, ${s.isDefault})`,
  );
}
lines.pop();
process.stdout.write(
  `-- Reference data: industry templates, their KPIs, pipeline stages and lead statuses.\n${lines.join("\n")}\n`,
);
