import {
  type CreateMileageValues,
  type MileageEntry,
  mileageDeductionCents,
  rateAfterChange,
  type UpdateMileageValues,
} from "@measured/core";
import { type Database, schema, sql } from "@measured/db";
import { notFound } from "../../lib/http-errors";
import { assertBelowQuota, quotaFor } from "../../lib/quota-count";
import { financeWrite } from "./finance-write";
import {
  asDollars,
  asMiles,
  asRate,
  iso,
  type LedgerPageQuery,
  ledgerPage,
  ledgerPageOrder,
  ledgerPageWhere,
  ownRow,
} from "./ledger-pages";

const trips = schema.mileageEntries;

export const TRIP_NOT_FOUND = "Mileage entry not found";

/** The distance and rate as whole units, computed by the database from the exact columns. */
const milesHundredths = sql<number>`(${trips.miles} * 100)::int`;
const rateMilli = sql<number>`(${trips.rate} * 1000)::int`;

const tripColumns = {
  id: trips.id,
  milesHundredths,
  purpose: trips.purpose,
  startLocation: trips.startLocation,
  endLocation: trips.endLocation,
  date: trips.date,
  rateMilli,
  isPersonal: trips.isPersonal,
  gapBridged: trips.gapBridged,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
};

type TripRow = Omit<MileageEntry, "miles" | "rate" | "deduction" | "createdAt" | "updatedAt"> & {
  milesHundredths: number;
  rateMilli: number;
  createdAt: Date;
  updatedAt: Date;
};

function toMileage({ milesHundredths: miles, rateMilli: rate, ...row }: TripRow): MileageEntry {
  // A personal trip deducts nothing, whatever rate it carries (financeSummary's rule).
  const deductionCents = row.isPersonal ? 0 : mileageDeductionCents(Number(miles), Number(rate));
  return {
    ...row,
    miles: asMiles(Number(miles)),
    rate: asRate(Number(rate)),
    deduction: asDollars(deductionCents),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** GET /api/mileage: one page, newest day first (ties: newest id), each trip with its deduction. */
export async function listMileage(
  db: Database,
  userId: number,
  page: LedgerPageQuery,
): Promise<{ mileage: MileageEntry[]; next: ReturnType<typeof ledgerPage>["next"] }> {
  const rows = await db
    .select(tripColumns)
    .from(trips)
    .where(ledgerPageWhere(trips, userId, page))
    .orderBy(...ledgerPageOrder(trips, page))
    .limit(page.limit + 1);
  const { rows: shown, next } = ledgerPage(rows, page.limit);
  return { mileage: shown.map(toMileage), next };
}

async function tripById(db: Database, userId: number, id: number): Promise<TripRow> {
  const [row] = await db
    .select(tripColumns)
    .from(trips)
    .where(ownRow(trips, userId, id, TRIP_NOT_FOUND))
    .limit(1);
  if (!row) throw notFound(TRIP_NOT_FOUND);
  return row;
}

/**
 * POST /api/mileage, from the form or the tracker, in one repWrite under the mileage quota. The rate is
 * core's (createMileageSchema: typed, else the IRS rate of the day, 0 when personal), written on every
 * insert: the column has no default (decision 056).
 */
export async function createMileage(db: Database, userId: number, input: CreateMileageValues): Promise<MileageEntry> {
  return financeWrite(db, userId, async (tx) => {
    await assertBelowQuota(tx, trips, userId, await quotaFor(tx, userId, "mileageEntries"));
    const [row] = await tx
      .insert(trips)
      .values({
        userId,
        miles: asMiles(input.milesHundredths),
        purpose: input.purpose,
        startLocation: input.startLocation,
        endLocation: input.endLocation,
        date: input.date,
        rate: asRate(input.rateMilli),
        isPersonal: input.isPersonal,
        gapBridged: input.gapBridged,
      })
      .returning({ id: trips.id });
    if (!row) throw new Error("insert returned nothing");
    return toMileage(await tripById(tx, userId, row.id));
  });
}

/**
 * PATCH /api/mileage/{id}: what was sent changes, and the rate follows core's rateAfterChange: a rate
 * sent empty goes back to the IRS rate of the day; a new day or a change of Personal works it out again
 * (a rate the rep typed on a business trip is kept when only the day moves).
 */
export async function updateMileage(db: Database, userId: number, id: number, patch: UpdateMileageValues): Promise<MileageEntry> {
  const where = ownRow(trips, userId, id, TRIP_NOT_FOUND);
  return financeWrite(db, userId, async (tx) => {
    const [stored] = await tx
      .select({ date: trips.date, isPersonal: trips.isPersonal, rateMilli })
      .from(trips)
      .where(where)
      .limit(1);
    if (!stored) throw notFound(TRIP_NOT_FOUND);
    const { milesHundredths: miles, rateMilli: typedRate, ...fields } = patch;
    const rate = rateAfterChange({ ...stored, rateMilli: Number(stored.rateMilli) }, { ...fields, rateMilli: typedRate });
    await tx
      .update(trips)
      .set({
        ...fields,
        ...(miles !== undefined ? { miles: asMiles(miles) } : {}),
        rate: asRate(rate),
        updatedAt: new Date(),
      })
      .where(where);
    return toMileage(await tripById(tx, userId, id));
  });
}

export async function deleteMileage(db: Database, userId: number, id: number): Promise<void> {
  const where = ownRow(trips, userId, id, TRIP_NOT_FOUND);
  const deleted = await financeWrite(db, userId, (tx) => tx.delete(trips).where(where).returning({ id: trips.id }));
  if (deleted.length === 0) throw notFound(TRIP_NOT_FOUND);
}
