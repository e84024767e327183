import { QUOTAS, type QuotaName, UNCONFIRMED_QUOTAS } from "@measured/core";
import { type Database, eq, schema, sql } from "@measured/db";
import { HttpError } from "./http-errors";

type OwnedTable =
  | typeof schema.clients
  | typeof schema.appointments
  | typeof schema.expenses
  | typeof schema.revenueEntries
  | typeof schema.mileageEntries
  | typeof schema.expenseCategories
  | typeof schema.receipts
  | typeof schema.goals;

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

const SMALLER_UNCONFIRMED: Partial<Record<QuotaName, { max: number; message: string }>> = UNCONFIRMED_QUOTAS;

/**
 * The quota that holds for this rep: the full one once their address is confirmed, the smaller one
 * before (decision 054) where UNCONFIRMED_QUOTAS has one. Read inside the write, after repWrite took the user row.
 */
export async function quotaFor(tx: Database, userId: number, name: QuotaName): Promise<{ max: number; message: string }> {
  const smaller = SMALLER_UNCONFIRMED[name];
  if (!smaller) return QUOTAS[name];
  const [row] = await tx
    .select({ confirmed: schema.users.isEmailVerified })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row?.confirmed ? QUOTAS[name] : smaller;
}
