import type { CreateRevenueValues, RevenueEntry, UpdateRevenueValues } from "@measured/core";
import { and, type Database, eq, schema } from "@measured/db";
import { FieldError, notFound } from "../../lib/http-errors";
import { assertBelowQuota, quotaFor } from "../../lib/quota-count";
import { financeWrite } from "./finance-write";
import { asDollars, iso, type LedgerPageQuery, ledgerPage, ledgerPageOrder, ledgerPageWhere, ownRow } from "./ledger-pages";

const rev = schema.revenueEntries;
const clients = schema.clients;

export const REVENUE_NOT_FOUND = "Revenue entry not found";
export const CLIENT_NOT_YOURS = "Client must be one of your leads";

const revenueColumns = {
  id: rev.id,
  amount: rev.amount,
  description: rev.description,
  clientId: rev.clientId,
  firstName: clients.firstName,
  lastName: clients.lastName,
  date: rev.date,
  createdAt: rev.createdAt,
  updatedAt: rev.updatedAt,
};

interface RevenueRow {
  id: number;
  amount: number;
  description: string | null;
  clientId: number | null;
  firstName: string | null;
  lastName: string | null;
  date: string;
  createdAt: Date;
  updatedAt: Date;
}

function toRevenue({ firstName, lastName, ...row }: RevenueRow): RevenueEntry {
  // The lead's name as the appointments name it: first and last, an empty part left out.
  const clientName = firstName === null ? null : [firstName, lastName ?? ""].filter((part) => part !== "").join(" ");
  return { ...row, clientName, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

/** The entry's lead, named with its owner, so the join never reads another rep's rows. */
const ownClientOf = (userId: number) => and(eq(clients.id, rev.clientId), eq(clients.userId, userId));

const selectRevenue = (db: Database, userId: number) =>
  db.select(revenueColumns).from(rev).leftJoin(clients, ownClientOf(userId));

/** GET /api/revenue: one page, newest day first (ties: newest id), each with its lead's name. */
export async function listRevenue(
  db: Database,
  userId: number,
  page: LedgerPageQuery,
): Promise<{ revenue: RevenueEntry[]; next: ReturnType<typeof ledgerPage>["next"] }> {
  const rows = await selectRevenue(db, userId)
    .where(ledgerPageWhere(rev, userId, page))
    .orderBy(...ledgerPageOrder(rev, page))
    .limit(page.limit + 1);
  const { rows: shown, next } = ledgerPage(rows, page.limit);
  return { revenue: shown.map(toRevenue), next };
}

async function revenueById(db: Database, userId: number, id: number): Promise<RevenueEntry> {
  const [row] = await selectRevenue(db, userId)
    .where(ownRow(rev, userId, id, REVENUE_NOT_FOUND))
    .limit(1);
  if (!row) throw notFound(REVENUE_NOT_FOUND);
  return toRevenue(row);
}

/** A lead id the rep sent must be one of theirs (the foreign key alone would take anyone's). */
async function assertOwnClient(tx: Database, userId: number, clientId: number): Promise<void> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
    .limit(1);
  if (!row) throw new FieldError("clientId", CLIENT_NOT_YOURS);
}

/** POST /api/revenue, in one repWrite, under the revenue quota; the lead (if any) is the rep's. */
export async function createRevenue(db: Database, userId: number, input: CreateRevenueValues): Promise<RevenueEntry> {
  return financeWrite(db, userId, async (tx) => {
    await assertBelowQuota(tx, rev, userId, await quotaFor(tx, userId, "revenueEntries"));
    if (input.clientId !== null) await assertOwnClient(tx, userId, input.clientId);
    const [row] = await tx
      .insert(rev)
      .values({
        userId,
        amount: asDollars(input.amountCents),
        description: input.description ?? null,
        clientId: input.clientId,
        date: input.date,
      })
      .returning({ id: rev.id });
    if (!row) throw new Error("insert returned nothing");
    return revenueById(tx, userId, row.id);
  });
}

/** PATCH /api/revenue/{id}: what was sent changes; a lead sent must be the rep's (null: none). */
export async function updateRevenue(db: Database, userId: number, id: number, patch: UpdateRevenueValues): Promise<RevenueEntry> {
  const where = ownRow(rev, userId, id, REVENUE_NOT_FOUND);
  return financeWrite(db, userId, async (tx) => {
    const [found] = await tx.select({ id: rev.id }).from(rev).where(where).limit(1);
    if (!found) throw notFound(REVENUE_NOT_FOUND);
    const { amountCents, clientId, ...fields } = patch;
    if (clientId !== undefined && clientId !== null) await assertOwnClient(tx, userId, clientId);
    await tx
      .update(rev)
      .set({
        ...fields,
        ...(amountCents !== undefined ? { amount: asDollars(amountCents) } : {}),
        ...(clientId !== undefined ? { clientId } : {}),
        updatedAt: new Date(),
      })
      .where(where);
    return revenueById(tx, userId, id);
  });
}

export async function deleteRevenue(db: Database, userId: number, id: number): Promise<void> {
  const where = ownRow(rev, userId, id, REVENUE_NOT_FOUND);
  const deleted = await financeWrite(db, userId, (tx) => tx.delete(rev).where(where).returning({ id: rev.id }));
  if (deleted.length === 0) throw notFound(REVENUE_NOT_FOUND);
}
