import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";
import { migrationsUpTo, removeMigrationCopies } from "./testing/migrations-up-to";

afterEach(removeMigrationCopies);

const DROPPED = [
  "daily_logs",
  "email_accounts",
  "industry_templates",
  "lead_status_templates",
  "pipeline_stage_templates",
  "profit_records",
  "template_kpi_definitions",
  "user_lead_statuses",
  "user_pipeline_stages",
];

async function tablesNamed(db: ReturnType<typeof drizzle>, names: string[]) {
  const rows = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_name in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )}) order by table_name`);
  return rows.rows.map((r) => r.table_name);
}

describe("migration 0018 (tables nothing reads dropped, decision 049)", () => {
  it("drops the unused tables, rows and all, and keeps the rep, their leads and their entries", {
    timeout: 180_000,
  }, async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo("0017_lead_fact_days") });
      expect(await tablesNamed(db, DROPPED)).toEqual(DROPPED);
      const user = await db.execute<{ id: number }>(sql`insert into users (email) values ('rep@example.com') returning id`);
      const userId = user.rows[0]?.id;
      await db.execute(sql`insert into clients (user_id, first_name, last_name) values (${userId}, 'Sam', 'Ortiz')`);
      await db.execute(
        sql`insert into user_pipeline_stages (user_id, industry_context, stage_name, stage_order) values (${userId}, 'solar', 'Leads', 1)`,
      );
      await db.execute(sql`insert into daily_logs (user_id, date, doors_knocked) values (${userId}, '2026-11-20', 40)`);

      await migrate(db, { migrationsFolder });

      expect(await tablesNamed(db, DROPPED)).toEqual([]);
      const clients = await db.execute<{ n: number }>(sql`select count(*)::int as n from clients where user_id = ${userId}`);
      expect(clients.rows[0]?.n).toBe(1);
    } finally {
      await client.close();
    }
  });
});
