import { bucketOf, type DateRange, type TrendGranularity, trendBuckets } from "./periods";

/**
 * One metric name's days with an entry: indexes into `DailySums.days`, ascending, and each day's
 * sum in whole cents. Sparse, so a rep's sums take memory and time in proportion to their entries,
 * not to days × metrics (issue 9: 20,000 metrics each on its own day made a 3.2 GB dense table).
 */
export interface DailySeries {
  at: Int32Array;
  cents: Float64Array;
}

/**
 * A rep's entries summed per day and metric name, in whole cents so that sums are exact, with their
 * leads' dated facts as series of their own (lead-facts.ts): from these, any period's totals,
 * previous totals and trend are arithmetic (the server keeps them per rep, decision 011).
 */
export interface DailySums {
  /** Days with at least one entry, ascending (`YYYY-MM-DD`). */
  days: string[];
  /** Per metric name (or lead fact), its days with an entry and their sums. */
  series: Map<string, DailySeries>;
}

/** Sums per metric name over a range: the names with an entry in it, in the API's units. */
export type Totals = Record<string, number>;

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

/** The first position in a series whose day index is at least `index`. */
function firstAt(at: Int32Array, index: number): number {
  let lo = 0;
  let hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((at[mid] ?? 0) < index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A series' positions whose days fall in [from, to) of `days`. */
function positionsIn(series: DailySeries, from: number, to: number): [number, number] {
  return [firstAt(series.at, from), firstAt(series.at, to)];
}

/**
 * Builds daily sums from entries in any order (several per name and day add up): what the server
 * loads, and what tests write.
 */
export function dailySumsOf(entries: Iterable<{ name: string; day: string; cents: number }>): DailySums {
  const byName = new Map<string, Map<string, number>>();
  const allDays = new Set<string>();
  for (const { name, day, cents } of entries) {
    let days = byName.get(name);
    if (!days) {
      days = new Map();
      byName.set(name, days);
    }
    days.set(day, (days.get(day) ?? 0) + cents);
    allDays.add(day);
  }
  const days = [...allDays].sort();
  const dayIndex = new Map(days.map((day, i) => [day, i]));
  const series = new Map<string, DailySeries>();
  for (const [name, sums] of byName) {
    const points = [...sums].map(([day, cents]) => [dayIndex.get(day) ?? 0, cents] as const).sort((a, b) => a[0] - b[0]);
    series.set(name, { at: Int32Array.from(points, (p) => p[0]), cents: Float64Array.from(points, (p) => p[1]) });
  }
  return { days, series };
}

/** The indexes of `days` inside a range: [from, to). */
function indexesIn(days: readonly string[], range: DateRange): [number, number] {
  return [firstFrom(days, range.startDate), firstFrom(days, shiftDay(range.endDate))];
}

/** Totals inside a range (the whole history without one), only for names with an entry in it. */
export function totalsIn(sums: DailySums, range: DateRange | null): Totals {
  const [from, to] = range ? indexesIn(sums.days, range) : [0, sums.days.length];
  const totals: Totals = {};
  for (const [name, series] of sums.series) {
    const [lo, hi] = positionsIn(series, from, to);
    if (hi <= lo) continue;
    let sum = 0;
    for (let k = lo; k < hi; k++) sum += series.cents[k] ?? 0;
    totals[name] = sum / 100;
  }
  return totals;
}

/** A trend: its granularity and one point per bucket, each with the names that have an entry in it. */
export interface Trend {
  granularity: TrendGranularity;
  points: { bucket: string; values: Totals }[];
}

/**
 * The trend over a range, in at most MAX_TREND_POINTS buckets (core's `trendBuckets`); only the
 * days inside the buckets are read, so its cost is bounded by the buckets too. Each day is matched
 * to its bucket once, and a series' days in one bucket are summed in a run (they are ascending), so
 * a 30-day trend is a few arrays rather than a map per day.
 */
export function trendIn(sums: DailySums, range: DateRange): Trend {
  const { granularity, buckets } = trendBuckets(range);
  // Year buckets may start after the range does (only the latest are kept).
  const firstBucket = buckets[0] ?? range.startDate;
  const covered = { startDate: firstBucket > range.startDate ? firstBucket : range.startDate, endDate: range.endDate };
  const [from, to] = indexesIn(sums.days, covered);
  const bucketAt = bucketIndexes(sums.days, from, to, buckets, granularity);
  const values: [string, number][][] = buckets.map(() => []);
  for (const [name, series] of sums.series) {
    const [lo, hi] = positionsIn(series, from, to);
    let run = -1;
    let cents = 0;
    for (let k = lo; k < hi; k++) {
      const bucket = bucketAt[(series.at[k] ?? 0) - from] ?? -1;
      if (bucket < 0) continue;
      if (bucket !== run) {
        if (run >= 0) values[run]?.push([name, cents / 100]);
        run = bucket;
        cents = 0;
      }
      cents += series.cents[k] ?? 0;
    }
    if (run >= 0) values[run]?.push([name, cents / 100]);
  }
  return {
    granularity,
    points: buckets.map((bucket, i) => ({ bucket, values: Object.fromEntries(values[i] ?? []) })),
  };
}

/** For each of `days[from..to)`, the index of its bucket in `buckets` (both ascending), or -1. */
function bucketIndexes(
  days: readonly string[],
  from: number,
  to: number,
  buckets: readonly string[],
  granularity: TrendGranularity,
): Int32Array {
  const out = new Int32Array(Math.max(0, to - from)).fill(-1);
  let b = 0;
  for (let k = from; k < to; k++) {
    const bucket = bucketOf(days[k] ?? "", granularity);
    while (b < buckets.length && (buckets[b] ?? "") < bucket) b++;
    if (buckets[b] === bucket) out[k - from] = b;
  }
  return out;
}

/** The span of the rep's entries, or null without any. */
export function spanOf(sums: DailySums): DateRange | null {
  const first = sums.days[0];
  const last = sums.days.at(-1);
  return first && last ? { startDate: first, endDate: last } : null;
}

/** The day after `day`, as a string bound: every `YYYY-MM-DD` of `day` sorts before it. */
function shiftDay(day: string): string {
  return `${day}\u0000`;
}
