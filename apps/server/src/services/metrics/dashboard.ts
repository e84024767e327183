import {
  cardSources,
  clampToDateWindow,
  conversionRates,
  type DailySums,
  type Dashboard,
  type DateRange,
  type FromLeads,
  funnelCounts,
  funnelInputs,
  isLeadFactSeries,
  leadFactCounts,
  leadPartOf,
  type MetricTotals,
  metricCards,
  metricTotal,
  noShowsIn,
  type Period,
  percentChange,
  performanceFigures,
  periodRanges,
  spanOf,
  type Trend,
  todayIn,
  totalsIn,
  tracksTagging,
  trendIn,
} from "@measured/core";
import type { Database } from "@measured/db";
import type { RepHistoryCache } from "./rep-history";

interface PeriodTotals {
  totals: MetricTotals;
  previousTotals: MetricTotals | null;
  trend: Trend;
}

/**
 * The period's totals, the previous period's and the trend, from the rep's daily sums. The trend has
 * at most MAX_TREND_POINTS buckets; All Time's is drawn inside the date window, so an entry dated
 * centuries away still counts in the totals but cannot stretch the trend (issue 9).
 */
function periodTotals(
  sums: DailySums,
  range: DateRange,
  previous: DateRange | null,
  isAll: boolean,
  today: string,
): PeriodTotals {
  return {
    totals: totalsIn(sums, isAll ? null : range),
    previousTotals: previous ? totalsIn(sums, previous) : null,
    trend: trendIn(sums, isAll ? clampToDateWindow(range, today) : range),
  };
}

/**
 * The trend as the cards read it: each tracked metric's point is its card's figure for that bucket
 * (its own values, its parts' and what the rep's leads did: metricTotal + leadPartOf, the cards' rule),
 * and the lead facts are not sent as series of their own. So a sparkline draws the card's figure.
 */
function trendOfCards(trend: Trend, tracked: ReadonlySet<string>): Trend {
  const points = trend.points.map((point) => {
    const facts = leadFactCounts(point.values);
    const values: Record<string, number> = {};
    for (const [name, value] of Object.entries(point.values)) if (!isLeadFactSeries(name)) values[name] = value;
    for (const name of tracked) {
      const figure = metricTotal(point.values, name) + leadPartOf(name, tracked, facts);
      if (figure !== 0 || name in values) values[name] = figure;
    }
    return { bucket: point.bucket, values };
  });
  return { granularity: trend.granularity, points };
}

/** Everything the dashboard shows for a period, computed in the user's time zone. */
export async function buildDashboard(
  db: Database,
  userId: number,
  query: { period: Period; timeZone: string; startDate?: string; endDate?: string },
  source: { histories: RepHistoryCache; dataVersion: number },
  now = new Date(),
): Promise<Dashboard> {
  const today = todayIn(query.timeZone, now);
  const custom = query.startDate && query.endDate ? { startDate: query.startDate, endDate: query.endDate } : undefined;
  const { range, previous } = periodRanges(query.period, today, custom);
  const isAll = query.period === "all";

  const history = await source.histories.get(db, userId, source.dataVersion);
  // All Time is shown as the span of the user's data (through today).
  const span = isAll ? spanOf(history) : null;
  const shownRange = isAll
    ? { startDate: span?.startDate ?? today, endDate: span && span.endDate > today ? span.endDate : today }
    : range;
  const { totals, previousTotals, trend } = periodTotals(history, shownRange, previous, isAll, today);
  const { definitions } = history;

  const cards = metricCards(cardSources(definitions), totals, previousTotals);
  // The cards are this call's own objects: each takes its change in place (a spread of the card and one
  // more field cost ~1.5 µs a card on Node 20, decision 036).
  const metrics = cards.map((card) =>
    Object.assign(card, {
      changePercent: card.previousTotal === null ? null : percentChange(card.total, card.previousTotal),
    }),
  );
  const funnel = funnelCounts(totals);
  const tracked = new Set(definitions.map((d) => d.name));
  const inputs = funnelInputs(tracked, history.series);

  return {
    period: query.period,
    timeZone: query.timeZone,
    today,
    range: shownRange,
    previousRange: previous,
    metrics,
    funnel: {
      doors: funnel.doors,
      tags: funnel.tags,
      sets: funnel.sets,
      ran: funnel.ran,
      closes: funnel.closes,
      installs: funnel.installs,
      dealsCancelled: funnel.dealsCancelled,
      noShows: noShowsIn(history.noShowsAt, isAll ? null : shownRange, query.timeZone),
    },
    funnelInputs: inputs,
    performance: performanceFigures(totals, inputs),
    conversions: conversionRates(totals),
    showTagging: tracksTagging(definitions.map((d) => d.name)),
    signedClients: leadPartOf("Deals Closed", tracked, leadFactCounts(totals)),
    trend: trendOfCards(trend, tracked),
  };
}

/**
 * What the rep's leads did on one day, per tracked metric a lead step feeds (the cards' rule,
 * leadPartOf): Daily Input shows it beside what the rep typed, from the same kept history.
 */
export async function fromLeadsOn(
  db: Database,
  userId: number,
  date: string,
  source: { histories: RepHistoryCache; dataVersion: number },
): Promise<FromLeads> {
  const history = await source.histories.get(db, userId, source.dataVersion);
  const facts = leadFactCounts(totalsIn(history, { startDate: date, endDate: date }));
  const tracked = new Set(history.definitions.map((d) => d.name));
  const metrics: FromLeads["metrics"] = [];
  for (const name of tracked) {
    const count = leadPartOf(name, tracked, facts);
    if (count !== 0) metrics.push({ name, count });
  }
  return { date, metrics };
}
