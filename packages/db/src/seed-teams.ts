/**
 * A demo team for `npm run seed -- --team-size N`: the first seeded user owns a team of the first N users
 * (the second an admin, the rest members), the bench's team of 50 reps with a year each (issue 24).
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client";

const idArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

/** The team's id, or null when there is nobody to make one of. */
export async function seedTeam(db: Database, userIds: readonly number[]): Promise<number | null> {
  const [ownerId, ...others] = userIds;
  if (ownerId === undefined) return null;
  const made = await db.execute(sql`
    WITH team AS (
      INSERT INTO teams (name, description, owner_id) VALUES ('Bench Team', 'The bench''s team', ${ownerId}) RETURNING id
    )
    INSERT INTO team_members (team_id, user_id, role)
    SELECT team.id, u.id, CASE WHEN u.id = ${ownerId} THEN 'owner' WHEN u.n = 2 THEN 'admin' ELSE 'member' END
    FROM team, unnest(${idArray([ownerId, ...others])}::int[]) WITH ORDINALITY AS u(id, n)
    RETURNING team_id`);
  const row = (made as unknown as { rows: { team_id: number }[] }).rows[0];
  return row ? Number(row.team_id) : null;
}
