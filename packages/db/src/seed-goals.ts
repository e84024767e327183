/**
 * Demo goals for `npm run seed -- --goals N`: every seeded rep gets N goals over their active metrics, the
 * periods in turn (daily, weekly, monthly, quarterly), so a goals list reads every kind of period and a
 * daily goal's streak (the bench's rep with 20 goals, issue 24). Made in one statement a few reps at a time;
 * the same options always give the same rows.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client";

const USERS_PER_BATCH = 200;
const idArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

/** Goals made: for each rep, goal g (0-based) is on their (g mod metrics)-th active metric. */
export async function seedGoals(db: Database, userIds: readonly number[], goalsPerUser: number): Promise<number> {
  if (goalsPerUser <= 0) return 0;
  let made = 0;
  for (let start = 0; start < userIds.length; start += USERS_PER_BATCH) {
    const batch = userIds.slice(start, start + USERS_PER_BATCH);
    const result = await db.execute(sql`
      WITH metrics AS (
        SELECT user_id, id, row_number() OVER (PARTITION BY user_id ORDER BY id) - 1 AS n,
               count(*) OVER (PARTITION BY user_id) AS total
        FROM kpi_definitions
        WHERE user_id = ANY(${idArray(batch)}::int[]) AND is_active
      ),
      made AS (
        INSERT INTO goals (user_id, kpi_definition_id, target_value, period, description)
        SELECT m.user_id, m.id, 5 + (g % 7) * 5,
               (ARRAY['daily', 'weekly', 'monthly', 'quarterly'])[1 + g % 4],
               CASE WHEN g % 3 = 0 THEN 'Seeded goal ' || (g + 1) END
        FROM generate_series(0, ${goalsPerUser - 1}) AS g
        JOIN metrics m ON m.n = g % m.total
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM made`);
    made += Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  return made;
}
