import type { EntryCursor, KpiEntry } from "@measured/core";
import { and, asc, type Database, eq, gte, inArray, lte, schema, sql } from "@measured/db";
import { HttpError } from "../lib/http-errors";
import { preparedPerDatabase } from "../lib/prepared";
import { definitionByName, ownDefinition } from "./kpi-definitions";

const entries = schema.kpiEntries;
const defs = schema.kpiDefinitions;

export interface EntryInput {
  kpiDefinitionId?: number;
  metricName?: string;
  value: number;
  date: string;
  notes?: string | null;
}

const entryColumns = {
  id: entries.id,
  kpiDefinitionId: entries.kpiDefinitionId,
  kpiName: defs.name,
  value: entries.value,
  date: entries.date,
  notes: entries.notes,
  createdAt: entries.createdAt,
};

type EntryRow = {
  id: number;
  kpiDefinitionId: number;
  kpiName: string;
  value: number;
  date: string;
  notes: string | null;
  createdAt: Date;
};
/**
 * An entry's definition, named with its owner: without the user the planner may hash every user's
 * definitions to join a handful of entries (a sequential scan that grows with the user count).
 */
const ownDefinitionOf = (userId: number | ReturnType<typeof sql.placeholder>) =>
  and(eq(defs.id, entries.kpiDefinitionId), eq(defs.userId, userId));

const toKpiEntry = (row: EntryRow): KpiEntry => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * One page of an entry list, over a range or every day, after a cursor or from the start: read by
 * Daily Input and the entries API on every visit, so prepared (four shapes). The page is keyed by the
 * list's own order (date, the metric's sort order, id), so following cursors gives every row once.
 */
function entryPageQuery(db: Database, ranged: boolean, afterCursor: boolean) {
  const after = sql`(${entries.date}, ${defs.sortOrder}, ${entries.id}) > (${sql.placeholder("afterDate")}::date, ${sql.placeholder("afterSortOrder")}::integer, ${sql.placeholder("afterId")}::integer)`;
  return db
    .select({ ...entryColumns, sortOrder: defs.sortOrder })
    .from(entries)
    .innerJoin(defs, ownDefinitionOf(sql.placeholder("userId")))
    .where(
      and(
        eq(entries.userId, sql.placeholder("userId")),
        ranged ? gte(entries.date, sql.placeholder("startDate")) : undefined,
        ranged ? lte(entries.date, sql.placeholder("endDate")) : undefined,
        // The plain bound lets the (user, date) index start at the cursor's day.
        afterCursor ? gte(entries.date, sql.placeholder("afterDate")) : undefined,
        afterCursor ? after : undefined,
      ),
    )
    .orderBy(asc(entries.date), asc(defs.sortOrder), asc(entries.id))
    .limit(sql.placeholder("rows"))
    .prepare(`measured_entries_page${ranged ? "_in_range" : ""}${afterCursor ? "_after" : ""}`);
}
const entryPages = {
  ever: preparedPerDatabase((db) => entryPageQuery(db, false, false)),
  everAfter: preparedPerDatabase((db) => entryPageQuery(db, false, true)),
  inRange: preparedPerDatabase((db) => entryPageQuery(db, true, false)),
  inRangeAfter: preparedPerDatabase((db) => entryPageQuery(db, true, true)),
};

export interface EntryPage {
  entries: KpiEntry[];
  /** Where the next page starts; null on the last page. */
  next: EntryCursor | null;
}

/** One page of the user's entries (a range, or every day), at most `limit` of them. */
export async function listEntries(
  db: Database,
  userId: number,
  page: { range?: { startDate: string; endDate: string }; after?: EntryCursor; limit: number },
): Promise<EntryPage> {
  const { range, after, limit } = page;
  const params = {
    userId,
    rows: limit + 1,
    ...(range ?? {}),
    ...(after ? { afterDate: after.date, afterSortOrder: after.sortOrder, afterId: after.id } : {}),
  };
  const query = range ? (after ? entryPages.inRangeAfter : entryPages.inRange) : after ? entryPages.everAfter : entryPages.ever;
  // One row more than the page tells whether another page follows.
  const rows = await query(db).execute(params);
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    entries: pageRows.map(({ sortOrder: _sortOrder, ...row }) => toKpiEntry(row)),
    next: rows.length > limit && last ? { date: last.date, sortOrder: last.sortOrder, id: last.id } : null,
  };
}

async function entriesByIds(db: Database, userId: number, ids: number[]): Promise<KpiEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(entryColumns)
    .from(entries)
    .innerJoin(defs, ownDefinitionOf(userId))
    .where(and(eq(entries.userId, userId), inArray(entries.id, ids)))
    .orderBy(asc(entries.date), asc(defs.sortOrder));
  return rows.map(toKpiEntry);
}

async function resolveDefinitionId(db: Database, userId: number, industry: string | null, input: EntryInput): Promise<number> {
  if (input.kpiDefinitionId !== undefined) return (await ownDefinition(db, userId, input.kpiDefinitionId)).id;
  return (await definitionByName(db, userId, industry, input.metricName ?? "")).id;
}

/** Postgres reports a value past numeric(10,2) as 22003. */
function isNumericOverflow(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return (error as { code?: string })?.code === "22003" || cause?.code === "22003";
}

/** Quick entry: adds the value to the day's value of the metric, atomically. */
export async function addToDay(db: Database, userId: number, industry: string | null, input: EntryInput): Promise<KpiEntry> {
  try {
    const id = await db.transaction(async (tx) => {
      const kpiDefinitionId = await resolveDefinitionId(tx, userId, industry, input);
      const [row] = await tx
        .insert(entries)
        .values({ userId, kpiDefinitionId, value: input.value, date: input.date, notes: input.notes ?? null })
        .onConflictDoUpdate({
          target: [entries.userId, entries.kpiDefinitionId, entries.date],
          set: { value: sql`${entries.value} + excluded.value`, notes: sql`coalesce(excluded.notes, ${entries.notes})` },
        })
        .returning({ id: entries.id });
      if (!row) throw new Error("upsert returned nothing");
      return row.id;
    });
    const [entry] = await entriesByIds(db, userId, [id]);
    if (!entry) throw new Error("entry vanished");
    return entry;
  } catch (error) {
    if (isNumericOverflow(error)) throw new HttpError(400, "Value is too large");
    throw error;
  }
}

/**
 * The definition id behind each input, in a fixed number of queries however many there
 * are: one read of the named metrics, one insert of the missing ones, one ownership check
 * of the ids. An id that is not the user's answers 404.
 */
async function resolveDefinitionIds(
  db: Database,
  userId: number,
  industry: string | null,
  inputs: EntryInput[],
): Promise<number[]> {
  const nameKey = (input: EntryInput) => (input.metricName ?? "").toLowerCase();
  const named = inputs.filter((i) => i.kpiDefinitionId === undefined);
  const byName = new Map<string, number>();
  if (named.length > 0) {
    const rows = await db
      .select({ id: defs.id, name: defs.name })
      .from(defs)
      .where(
        and(
          eq(defs.userId, userId),
          eq(defs.isActive, true),
          inArray(sql`lower(${defs.name})`, [...new Set(named.map(nameKey))]),
        ),
      );
    for (const r of rows) byName.set(r.name.toLowerCase(), r.id);
    for (const input of named) {
      // Rare (a metric's first save): created one by one with the auto-create rules.
      if (byName.has(nameKey(input))) continue;
      const row = await definitionByName(db, userId, industry, input.metricName ?? "");
      byName.set(nameKey(input), row.id);
    }
  }
  const ids = [...new Set(inputs.flatMap((i) => (i.kpiDefinitionId === undefined ? [] : [i.kpiDefinitionId])))];
  if (ids.length > 0) {
    const owned = await db
      .select({ id: defs.id })
      .from(defs)
      .where(and(eq(defs.userId, userId), inArray(defs.id, ids)));
    if (owned.length !== ids.length) throw new HttpError(404, "Metric not found");
  }
  return inputs.map((i) => {
    const id = i.kpiDefinitionId ?? byName.get(nameKey(i));
    if (id === undefined) throw new Error(`no metric resolved for "${i.metricName}"`);
    return id;
  });
}

/** Daily Input: sets each metric's value for its day, in one transaction (all or nothing). */
export async function setDays(db: Database, userId: number, industry: string | null, inputs: EntryInput[]): Promise<KpiEntry[]> {
  const ids = await db.transaction(async (tx) => {
    const definitionIds = await resolveDefinitionIds(tx, userId, industry, inputs);
    const keys = inputs.map((input, i) => `${definitionIds[i]}:${input.date}`);
    if (new Set(keys).size !== keys.length) throw new HttpError(400, "The same metric appears twice for one day");
    const values = inputs.map((input, i) => ({
      userId,
      kpiDefinitionId: definitionIds[i] as number,
      value: input.value,
      date: input.date,
      notes: input.notes ?? null,
    }));
    // Rows in one fixed order, so two saves of one day lock them in the same order (no deadlock).
    values.sort((a, b) => a.kpiDefinitionId - b.kpiDefinitionId || a.date.localeCompare(b.date));
    const rows = await tx
      .insert(entries)
      .values(values)
      .onConflictDoUpdate({
        target: [entries.userId, entries.kpiDefinitionId, entries.date],
        set: { value: sql`excluded.value`, notes: sql`excluded.notes` },
      })
      .returning({ id: entries.id });
    return rows.map((r) => r.id);
  });
  return entriesByIds(db, userId, ids);
}

/**
 * Merges metrics the user has twice under one name (older data, or two devices racing
 * before the unique index existed): per name the definition with the highest id stays,
 * per day the entry with the highest id stays, and the rest is removed.
 */
export async function cleanupDuplicates(db: Database, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const active = await tx
      .select({ id: defs.id, name: defs.name })
      .from(defs)
      .where(and(eq(defs.userId, userId), eq(defs.isActive, true)));
    const keepByName = new Map<string, number>();
    for (const d of active) {
      const key = d.name.toLowerCase();
      keepByName.set(key, Math.max(keepByName.get(key) ?? 0, d.id));
    }
    let deleted = 0;
    for (const [name, keepId] of keepByName) {
      const dupes = active.filter((d) => d.name.toLowerCase() === name && d.id !== keepId).map((d) => d.id);
      if (dupes.length === 0) continue;
      const all = [keepId, ...dupes];
      // Within the group, keep the newest entry of each day and drop the others.
      const rows = await tx
        .select({ id: entries.id, date: entries.date })
        .from(entries)
        .where(and(eq(entries.userId, userId), inArray(entries.kpiDefinitionId, all)));
      const newest = new Map<string, number>();
      for (const r of rows) newest.set(r.date, Math.max(newest.get(r.date) ?? 0, r.id));
      const drop = rows.filter((r) => newest.get(r.date) !== r.id).map((r) => r.id);
      if (drop.length > 0) await tx.delete(entries).where(inArray(entries.id, drop));
      deleted += drop.length;
      await tx
        .update(entries)
        .set({ kpiDefinitionId: keepId })
        .where(and(eq(entries.userId, userId), inArray(entries.kpiDefinitionId, dupes)));
      await tx
        .update(defs)
        .set({ isActive: false })
        .where(and(eq(defs.userId, userId), inArray(defs.id, dupes)));
    }
    return deleted;
  });
}
