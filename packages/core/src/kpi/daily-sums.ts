import { bucketOf, type DateRange, dateIn, type TrendGranularity, trendBuckets } from "./periods";

/**
 * A rep's entries summed per day and metric name, in whole cents so that sums are exact, and when
 * each of their signed clients was created: from these, any period's totals, previous totals,
 * trend and signed clients are arithmetic (the server keeps them per rep, decision 011).
 */
export interface DailySums {
  /** Days with at least one entry, ascending (`YYYY-MM-DD`). */
  days: string[];
  /** Per metric name, the day's sum in cents, aligned with `days`; NaN where the metric has no entry. */
  cents: Map<string, Float64Array>;
  /** When each signed client was created (ms): the day it counts on depends on the zone asked for. */
  signedAt: number[];
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

/** The indexes of `days` inside a range: [from, to). */
function indexesIn(days: readonly string[], range: DateRange): [number, number] {
  return [firstFrom(days, range.startDate), firstFrom(days, shiftDay(range.endDate))];
}

/** Totals inside a range (the whole history without one), only for names with an entry in it. */
export function totalsIn(sums: DailySums, range: DateRange | null): Totals {
  const [from, to] = range ? indexesIn(sums.days, range) : [0, sums.days.length];
  const totals: Totals = {};
  for (const [name, series] of sums.cents) {
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

/** A trend: its granularity and one point per bucket, each with the names that have an entry in it. */
export interface Trend {
  granularity: TrendGranularity;
  points: { bucket: string; values: Totals }[];
}

/**
 * The trend over a range, in at most MAX_TREND_POINTS buckets (core's `trendBuckets`); only the
 * days inside the buckets are read, so its cost is bounded by the buckets too.
 */
export function trendIn(sums: DailySums, range: DateRange): Trend {
  const { granularity, buckets } = trendBuckets(range);
  const cents = new Map(buckets.map((b) => [b, new Map<string, number>()]));
  // Year buckets may start after the range does (only the latest are kept).
  const firstBucket = buckets[0] ?? range.startDate;
  const covered = { startDate: firstBucket > range.startDate ? firstBucket : range.startDate, endDate: range.endDate };
  const [from, to] = indexesIn(sums.days, covered);
  for (let i = from; i < to; i++) {
    const point = cents.get(bucketOf(sums.days[i] ?? "", granularity));
    if (!point) continue;
    for (const [name, series] of sums.cents) {
      const v = series[i] ?? Number.NaN;
      if (!Number.isNaN(v)) point.set(name, (point.get(name) ?? 0) + v);
    }
  }
  return {
    granularity,
    points: buckets.map((bucket) => ({
      bucket,
      values: Object.fromEntries([...(cents.get(bucket) ?? [])].map(([name, c]) => [name, c / 100])),
    })),
  };
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

/** Signed clients created in the range, by the day in `timeZone` (every one without a range). */
export function signedIn(sums: DailySums, range: DateRange | null, timeZone: string): number {
  if (!range) return sums.signedAt.length;
  let n = 0;
  for (const at of sums.signedAt) {
    const day = dateIn(timeZone, new Date(at));
    if (day >= range.startDate && day <= range.endDate) n++;
  }
  return n;
}
