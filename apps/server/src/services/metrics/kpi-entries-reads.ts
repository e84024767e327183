import type { EntryCursor, KpiEntry } from "@measured/core";
import { and, asc, type Database, eq, gte, inArray, lte, schema, sql } from "@measured/db";
import { preparedPerDatabase } from "../../lib/prepared";

/** Reading a rep's KPI entries: the pages of the entries list and entries by id. Writes are in kpi-entries-writes.ts. */

const entries = schema.kpiEntries;
const defs = schema.kpiDefinitions;

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

/**
 * An entry as the API shows it, its fields written out: a row spread with a field added, or one with a
 * field taken out by rest destructuring, cost microseconds a row on Node 20 (a 30-day list has ~130 rows).
 */
export const toKpiEntry = (row: Omit<EntryRow, "kpiName">, kpiName: string): KpiEntry => ({
  id: row.id,
  kpiDefinitionId: row.kpiDefinitionId,
  kpiName,
  value: row.value,
  date: row.date,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

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
    entries: pageRows.map((row) => toKpiEntry(row, row.kpiName)),
    next: rows.length > limit && last ? { date: last.date, sortOrder: last.sortOrder, id: last.id } : null,
  };
}

/** The user's entries with these ids, as the entries API shows them. */
export async function entriesByIds(db: Database, userId: number, ids: number[]): Promise<KpiEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(entryColumns)
    .from(entries)
    .innerJoin(defs, ownDefinitionOf(userId))
    .where(and(eq(entries.userId, userId), inArray(entries.id, ids)))
    .orderBy(asc(entries.date), asc(defs.sortOrder));
  return rows.map((row) => toKpiEntry(row, row.kpiName));
}
