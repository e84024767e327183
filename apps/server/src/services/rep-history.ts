import { type DateRange, dateIn, eachDay, shiftMonths } from "@measured/core";
import { and, type Database, eq, schema, sql } from "@measured/db";
import { LRUCache } from "lru-cache";
import { preparedPerDatabase } from "../lib/prepared";
import { type DefinitionRow, listActiveDefinitions } from "./kpi-definitions";

const entries = schema.kpiEntries;
const defs = schema.kpiDefinitions;
const clients = schema.clients;

/**
 * A rep's entries summed per day and metric name, with the active definitions: everything a
 * dashboard of any period needs but the signed clients. Kept per process under users.data_version
 * (decision 011), so a dashboard for a new period or range is arithmetic, not a query.
 */
export interface RepHistory {
  definitions: DefinitionRow[];
  /** Days with at least one entry, ascending (`YYYY-MM-DD`). */
  days: string[];
  dayIndex: Map<string, number>;
  /** Per metric name, the day's sum in cents (exact), aligned with `days`; NaN where the metric has no entry. */
  cents: Map<string, Float64Array>;
  /** When each signed client was created (ms): the day it counts on depends on the zone asked for. */
  signedAt: number[];
}

/** Sums per metric name over a range: the names with an entry in it, in the API's units. */
export type Totals = Record<string, number>;

/**
 * Per definition, its name and its entries as one text (`2026-01-05=12.50,2026-01-06=3`): a row
 * per definition rather than per entry, grouped by an integer key in the order of the index, so a
 * years-long history costs little (3 years: 15.5 ms grouped by day and name in SQL, 5.6 ms so).
 */
const entriesByDefinition = preparedPerDatabase((db) =>
  db
    .select({
      name: defs.name,
      series: sql<string>`string_agg(${entries.date}::text || '=' || ${entries.value}::text, ',' ORDER BY ${entries.date})`,
    })
    .from(entries)
    // The owner in the join too, so the planner never reads other reps' definitions.
    .innerJoin(defs, and(eq(defs.id, entries.kpiDefinitionId), eq(defs.userId, sql.placeholder("userId"))))
    .where(eq(entries.userId, sql.placeholder("userId")))
    .groupBy(defs.id)
    .prepare("measured_rep_entries_by_definition"),
);

const signedClientTimes = preparedPerDatabase((db) =>
  db
    .select({ createdAt: clients.createdAt })
    .from(clients)
    .where(and(eq(clients.userId, sql.placeholder("userId")), eq(clients.signed, true)))
    .prepare("measured_rep_signed_clients"),
);

export async function loadRepHistory(db: Database, userId: number): Promise<RepHistory> {
  const [definitions, rows, signed] = await Promise.all([
    listActiveDefinitions(db, userId),
    entriesByDefinition(db).execute({ userId }),
    signedClientTimes(db).execute({ userId }),
  ]);
  const parsed = rows.map((row) => ({
    name: row.name,
    points: row.series.split(",").map((p) => p.split("=") as [string, string]),
  }));
  const days = [...new Set(parsed.flatMap((r) => r.points.map(([day]) => day)))].sort();
  const dayIndex = new Map(days.map((day, i) => [day, i]));
  const cents = new Map<string, Float64Array>();
  for (const { name, points } of parsed) {
    // Definitions sharing a name (an old one and its replacement) add up, as the dashboard shows them as one.
    let series = cents.get(name);
    if (!series) {
      series = new Float64Array(days.length).fill(Number.NaN);
      cents.set(name, series);
    }
    for (const [day, value] of points) {
      const i = dayIndex.get(day) ?? 0;
      // numeric(10,2) as whole cents: sums stay exact.
      series[i] = (Number.isNaN(series[i] ?? Number.NaN) ? 0 : (series[i] ?? 0)) + Math.round(Number(value) * 100);
    }
  }
  return { definitions, days, dayIndex, cents, signedAt: signed.map((c) => c.createdAt.getTime()) };
}

/** Signed clients created in the range, by the day in `timeZone` (every one without a range). */
export function signedIn(history: RepHistory, range: DateRange | null, timeZone: string): number {
  if (!range) return history.signedAt.length;
  let n = 0;
  for (const at of history.signedAt) {
    const day = dateIn(timeZone, new Date(at));
    if (day >= range.startDate && day <= range.endDate) n++;
  }
  return n;
}

/** The first index whose day is on or after `day`. */
function firstFrom(days: readonly string[], day: string): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] ?? "") < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Totals inside a range (the whole history without one), only for names with an entry in it. */
export function totalsIn(history: RepHistory, range: DateRange | null): Totals {
  const from = range ? firstFrom(history.days, range.startDate) : 0;
  const to = range ? firstFrom(history.days, shiftDay(range.endDate)) : history.days.length;
  const totals: Totals = {};
  for (const [name, series] of history.cents) {
    let sum = 0;
    let any = false;
    for (let i = from; i < to; i++) {
      const v = series[i] ?? Number.NaN;
      if (Number.isNaN(v)) continue;
      sum += v;
      any = true;
    }
    if (any) totals[name] = sum / 100;
  }
  return totals;
}

/** The trend's buckets over a range, by day or by month, each with the names that have an entry in it. */
export function trendIn(history: RepHistory, range: DateRange, byDay: boolean): { bucket: string; values: Totals }[] {
  const buckets = byDay ? eachDay(range) : eachMonth(range);
  const cents = new Map(buckets.map((b) => [b, new Map<string, number>()]));
  const from = firstFrom(history.days, range.startDate);
  const to = firstFrom(history.days, shiftDay(range.endDate));
  for (let i = from; i < to; i++) {
    const day = history.days[i] ?? "";
    const point = cents.get(byDay ? day : day.slice(0, 7));
    if (!point) continue;
    for (const [name, series] of history.cents) {
      const v = series[i] ?? Number.NaN;
      if (!Number.isNaN(v)) point.set(name, (point.get(name) ?? 0) + v);
    }
  }
  return buckets.map((bucket) => ({
    bucket,
    values: Object.fromEntries([...(cents.get(bucket) ?? [])].map(([name, c]) => [name, c / 100])),
  }));
}

/** The span of the rep's entries, or null without any. */
export function historySpan(history: RepHistory): DateRange | null {
  const first = history.days[0];
  const last = history.days.at(-1);
  return first && last ? { startDate: first, endDate: last } : null;
}

export function eachMonth(range: DateRange): string[] {
  const months: string[] = [];
  for (let d = `${range.startDate.slice(0, 7)}-01`; d <= range.endDate; d = shiftMonths(d, 1)) months.push(d.slice(0, 7));
  return months;
}

/** The day after `day`, as a string bound: every `YYYY-MM-DD` of `day` sorts before it. */
function shiftDay(day: string): string {
  return `${day}\u0000`;
}

/** Histories by user, each valid for one data version; off when the dashboard cache is (size 0). */
export interface RepHistoryCache {
  get(db: Database, userId: number, dataVersion: number): Promise<RepHistory>;
}

/** About a rep-year of entries in bytes, to bound the cache by memory rather than by reps. */
const historyBytes = (h: RepHistory) => 64 + h.days.length * (48 + 8 * h.cents.size);

export function createRepHistoryCache(enabled: boolean, maxBytes = 64 * 1024 * 1024): RepHistoryCache {
  if (!enabled) return { get: (db, userId) => loadRepHistory(db, userId) };
  const cache = new LRUCache<number, { version: number; history: RepHistory }>({
    maxSize: maxBytes,
    sizeCalculation: (v) => historyBytes(v.history),
    ttl: 10 * 60_000,
  });
  return {
    async get(db, userId, dataVersion) {
      const hit = cache.get(userId);
      if (hit && hit.version === dataVersion) return hit.history;
      // Loaded after the version was read: it holds at least what that version had, never less.
      const history = await loadRepHistory(db, userId);
      const now = cache.get(userId);
      if (!now || now.version <= dataVersion) cache.set(userId, { version: dataVersion, history });
      return history;
    },
  };
}
