import {
  conversionRates,
  type Dashboard,
  type DateRange,
  daysBetween,
  eachDay,
  type MetricTotals,
  type Period,
  percentChange,
  performanceFigures,
  periodRanges,
  shiftMonths,
  todayIn,
  tracksTagging,
} from "@measured/core";
import { type Database, eq, schema, sql } from "@measured/db";
import { periodTotalsRows, signedClients } from "./dashboard-queries";
import { listActiveDefinitions } from "./kpi-definitions";

const entries = schema.kpiEntries;
const TREND_DAY_LIMIT = 62;

interface PeriodTotals {
  totals: MetricTotals;
  previousTotals: MetricTotals | null;
  trend: Dashboard["trend"];
}

/**
 * The period's totals, the previous period's totals and the trend in one pass over the
 * entries: per metric name and trend bucket, the sum inside each range.
 */
async function periodTotals(
  db: Database,
  userId: number,
  range: DateRange,
  previous: DateRange | null,
  bounded: boolean,
): Promise<PeriodTotals> {
  const byDay = daysBetween(range.startDate, range.endDate) < TREND_DAY_LIMIT;
  const lo = previous && previous.startDate < range.startDate ? previous.startDate : range.startDate;
  const rows = await periodTotalsRows(
    db,
    { bounded, withPrevious: previous !== null, byDay },
    bounded
      ? {
          userId,
          start: range.startDate,
          end: range.endDate,
          lo,
          previousStart: previous?.startDate,
          previousEnd: previous?.endDate,
        }
      : { userId, previousStart: previous?.startDate, previousEnd: previous?.endDate },
  );

  const totals: Record<string, number> = {};
  const previousTotals: Record<string, number> | null = previous ? {} : null;
  const buckets = byDay ? eachDay(range) : eachMonth(range);
  const points = new Map(buckets.map((b) => [b, {} as Record<string, number>]));
  for (const r of rows) {
    const current = Number(r.current ?? 0);
    if (r.current !== null) totals[r.name] = (totals[r.name] ?? 0) + current;
    if (previousTotals && r.previous !== null) previousTotals[r.name] = (previousTotals[r.name] ?? 0) + Number(r.previous);
    const values = points.get(r.bucket);
    if (values && r.current !== null) values[r.name] = (values[r.name] ?? 0) + current;
  }
  return {
    totals,
    previousTotals,
    trend: { granularity: byDay ? "day" : "month", points: [...points].map(([b, values]) => ({ bucket: b, values })) },
  };
}

async function dataSpan(db: Database, userId: number): Promise<DateRange | null> {
  const [row] = await db
    .select({ first: sql<string | null>`min(${entries.date})::text`, last: sql<string | null>`max(${entries.date})::text` })
    .from(entries)
    .where(eq(entries.userId, userId));
  return row?.first && row.last ? { startDate: row.first, endDate: row.last } : null;
}

function eachMonth(range: DateRange): string[] {
  const months: string[] = [];
  for (let d = `${range.startDate.slice(0, 7)}-01`; d <= range.endDate; d = shiftMonths(d, 1)) months.push(d.slice(0, 7));
  return months;
}

/** Everything the dashboard shows for a period, computed in the user's time zone. */
export async function buildDashboard(
  db: Database,
  userId: number,
  query: { period: Period; timeZone: string; startDate?: string; endDate?: string },
  now = new Date(),
): Promise<Dashboard> {
  const today = todayIn(query.timeZone, now);
  const custom = query.startDate && query.endDate ? { startDate: query.startDate, endDate: query.endDate } : undefined;
  const { range, previous } = periodRanges(query.period, today, custom);
  const isAll = query.period === "all";

  // All Time is shown as the span of the user's data (through today); its trend needs that span first.
  const span = isAll ? await dataSpan(db, userId) : null;
  const shownRange = isAll
    ? { startDate: span?.startDate ?? today, endDate: span && span.endDate > today ? span.endDate : today }
    : range;
  const [definitions, { totals, previousTotals, trend }, signed] = await Promise.all([
    listActiveDefinitions(db, userId),
    periodTotals(db, userId, shownRange, previous, !isAll),
    signedClients(db, userId, isAll ? null : range, query.timeZone),
  ]);

  // Two active definitions with one name show once, as the newest (spec section 9).
  const newestByName = new Map<string, (typeof definitions)[number]>();
  for (const d of definitions) {
    const seen = newestByName.get(d.name);
    if (!seen || d.id > seen.id) newestByName.set(d.name, d);
  }
  const metrics = definitions
    .filter((d) => newestByName.get(d.name) === d)
    .map((d) => {
      const total = totals[d.name] ?? 0;
      const previousTotal = previousTotals ? (previousTotals[d.name] ?? 0) : null;
      return {
        definitionId: d.id,
        name: d.name,
        unit: d.unit,
        total,
        previousTotal,
        changePercent: previousTotal === null ? null : percentChange(total, previousTotal),
      };
    });

  return {
    period: query.period,
    timeZone: query.timeZone,
    today,
    range: shownRange,
    previousRange: previous,
    metrics,
    performance: performanceFigures(totals, signed),
    conversions: conversionRates(totals, signed),
    showTagging: tracksTagging(definitions.map((d) => d.name)),
    signedClients: signed,
    trend,
  };
}
