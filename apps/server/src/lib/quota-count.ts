import { type Database, eq, type schema, sql } from "@measured/db";
import { HttpError } from "./http-errors";

type OwnedTable = typeof schema.clients | typeof schema.appointments;

/**
 * Refuses one more row past `quota` for the user (409 with the quota's message). Call it after
 * repWrite (the user's row held): parallel creates then count one at a time.
 */
export async function assertBelowQuota(
  tx: Database,
  table: OwnedTable,
  userId: number,
  quota: { max: number; message: string },
): Promise<void> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId));
  if (Number(row?.n ?? 0) >= quota.max) throw new HttpError(409, quota.message);
}
