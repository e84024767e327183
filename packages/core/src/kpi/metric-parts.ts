import type { MetricTotals } from "./figures";
import { type LeadFactCounts, leadFactCounts, leadPartOf } from "./lead-facts";

/**
 * Totals a rep sees and the split metrics that add up to them (decision 019). A solar rep enters
 * deals and installs by source (knocks or tags), because the tagging rates need the split; the
 * Deals Closed and Installs cards, the funnel and Door Knocking Performance all show the sum.
 * A value stored under the total itself (an older entry, or an API client) counts too, as knocks.
 */
export const METRIC_PARTS = {
  "Deals Closed": ["Deals Closed from Knocks", "Deals Closed from Tags"],
  Installs: ["Deals Installed from Knocks", "Deals Installed from Tags"],
} as const satisfies Record<string, readonly string[]>;

export type MetricWithParts = keyof typeof METRIC_PARTS;

export function partsOf(name: string): readonly string[] {
  return Object.hasOwn(METRIC_PARTS, name) ? METRIC_PARTS[name as MetricWithParts] : [];
}

/** The total a split metric belongs to, if any. */
export function totalOfPart(name: string): MetricWithParts | undefined {
  return (Object.keys(METRIC_PARTS) as MetricWithParts[]).find((total) =>
    (METRIC_PARTS[total] as readonly string[]).includes(name),
  );
}

/** A total's figure: its own values plus its parts'. Any other metric: its own values. */
export function metricTotal(totals: MetricTotals, name: string): number {
  return partsOf(name).reduce((sum, part) => sum + (totals[part] ?? 0), totals[name] ?? 0);
}

export interface MetricCardSource {
  definitionId: number;
  name: string;
  unit: string;
}

export interface MetricCardFigures extends MetricCardSource {
  /** What the rep typed plus what their leads did (fromLeads): the card's figure. */
  total: number;
  previousTotal: number | null;
  /** The split metrics folded into this card, with their own figures (empty for most metrics). */
  parts: { name: string; total: number; previousTotal: number | null }[];
  /** The part of `total` that came from the rep's leads (lead-facts.ts); 0 for a metric no lead step feeds. */
  fromLeads: number;
}

/**
 * The dashboard's cards from the rep's metrics (one per name, in the order given): a split metric
 * whose total the rep tracks is shown inside the total's card instead of a card of its own. Each
 * figure is what was typed plus what the rep's leads did in the period (decision 043).
 */
export function metricCards(
  metrics: readonly MetricCardSource[],
  totals: MetricTotals,
  previousTotals: MetricTotals | null,
): MetricCardFigures[] {
  const tracked = new Set(metrics.map((m) => m.name));
  const leads = leadFactCounts(totals);
  const previousLeads = previousTotals ? leadFactCounts(previousTotals) : null;
  const figureOf = (t: MetricTotals, facts: LeadFactCounts, name: string) =>
    metricTotal(t, name) + leadPartOf(name, tracked, facts);
  return metrics
    .filter((m) => {
      const total = totalOfPart(m.name);
      return total === undefined || !tracked.has(total);
    })
    .map((m): MetricCardFigures => {
      // Fields written out rather than spread from `m`: on Node 20 a spread followed by more fields
      // took about 1.5 µs a card, most of a computed dashboard's cards.
      return {
        definitionId: m.definitionId,
        name: m.name,
        unit: m.unit,
        total: figureOf(totals, leads, m.name),
        previousTotal: previousTotals && previousLeads ? figureOf(previousTotals, previousLeads, m.name) : null,
        parts: partsFigures(m.name),
        fromLeads: leadPartOf(m.name, tracked, leads),
      };
    });

  function partsFigures(name: string): MetricCardFigures["parts"] {
    return partsOf(name)
      .filter((part) => tracked.has(part) || (totals[part] ?? 0) > 0 || leadPartOf(part, tracked, leads) !== 0)
      .map((part) => ({
        name: part,
        total: (totals[part] ?? 0) + leadPartOf(part, tracked, leads),
        previousTotal:
          previousTotals && previousLeads ? (previousTotals[part] ?? 0) + leadPartOf(part, tracked, previousLeads) : null,
      }));
  }
}

/**
 * The metrics the dashboard shows a card for: the rep's active definitions, one per name (two active
 * definitions with one name show once, as the newest: spec section 9), in the order given.
 */
export function cardSources(definitions: readonly { id: number; name: string; unit: string }[]): MetricCardSource[] {
  const newestByName = new Map<string, { id: number; name: string; unit: string }>();
  for (const d of definitions) {
    const seen = newestByName.get(d.name);
    if (!seen || d.id > seen.id) newestByName.set(d.name, d);
  }
  return definitions
    .filter((d) => newestByName.get(d.name) === d)
    .map((d) => ({ definitionId: d.id, name: d.name, unit: d.unit }));
}

/**
 * Every metric's figure as the dashboard shows it over the totals' days (typed plus what the rep's leads
 * did): each card's total, and for a split metric folded into its total's card, the part's figure there;
 * a metric the rep no longer tracks, what was typed for it. What a goal on a metric counts (issue 24): the
 * cards' own function, so a goal and its card never differ. Built once for many lookups.
 */
export function metricFigures(sources: readonly MetricCardSource[], totals: MetricTotals): (name: string) => number {
  const figures = new Map<string, number>();
  for (const card of metricCards(sources, totals, null)) {
    figures.set(card.name, card.total);
    for (const part of card.parts) if (!figures.has(part.name)) figures.set(part.name, part.total);
  }
  return (name) => figures.get(name) ?? metricTotal(totals, name);
}

/**
 * One metric's figure, as metricFigures gives it, without building every card: for reading one metric over
 * many ranges (a daily goal's 400 days of streak). The sources are read once; each call is a few lookups.
 */
export function metricFigureLookup(sources: readonly MetricCardSource[]): (totals: MetricTotals, name: string) => number {
  const tracked = new Set(sources.map((s) => s.name));
  return (totals, name) => {
    const total = totalOfPart(name);
    const foldedPart = total !== undefined && tracked.has(total);
    // A card of its own (a tracked metric not folded into its total's card): typed plus its leads.
    if (tracked.has(name) && !foldedPart) return metricTotal(totals, name) + leadPartOf(name, tracked, leadFactCounts(totals));
    // A split metric shown inside its total's card: its own values plus its leads.
    if (foldedPart) return (totals[name] ?? 0) + leadPartOf(name, tracked, leadFactCounts(totals));
    return metricTotal(totals, name);
  };
}

/** One metric's figure (metricFigures, for a single lookup). */
export function metricFigure(sources: readonly MetricCardSource[], totals: MetricTotals, name: string): number {
  return metricFigureLookup(sources)(totals, name);
}
