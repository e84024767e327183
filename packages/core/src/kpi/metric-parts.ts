import type { MetricTotals } from "./figures";

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
  total: number;
  previousTotal: number | null;
  /** The split metrics folded into this card, with their own figures (empty for most metrics). */
  parts: { name: string; total: number; previousTotal: number | null }[];
  /**
   * On the Deals Closed card when more leads were flagged signed in the period than deals were
   * logged: the card then shows the leads' count, as the funnel does (spec section 9), and says so.
   */
  signedLeads: { count: number; logged: number } | null;
}

/** Leads flagged signed in the period and in the previous one (null: no previous period). */
export interface SignedLeadCounts {
  current: number;
  previous: number | null;
}

/** The card whose figure is the larger of its entries and the leads flagged signed (funnelCounts' closes). */
export const DEALS_CLOSED_CARD = "Deals Closed";

/**
 * The dashboard's cards from the rep's metrics (one per name, in the order given): a split metric
 * whose total the rep tracks is shown inside the total's card instead of a card of its own.
 */
export function metricCards(
  metrics: readonly MetricCardSource[],
  totals: MetricTotals,
  previousTotals: MetricTotals | null,
  signed: SignedLeadCounts = { current: 0, previous: null },
): MetricCardFigures[] {
  const tracked = new Set(metrics.map((m) => m.name));
  const previousOf = (name: string) => (previousTotals ? metricTotal(previousTotals, name) : null);
  return metrics
    .filter((m) => {
      const total = totalOfPart(m.name);
      return total === undefined || !tracked.has(total);
    })
    .map((m): MetricCardFigures => {
      const logged = metricTotal(totals, m.name);
      const previous = previousOf(m.name);
      const dealsClosed = m.name === DEALS_CLOSED_CARD;
      // Fields written out rather than spread from `m`: on Node 20 a spread followed by more fields
      // took about 1.5 µs a card, most of a computed dashboard's cards.
      return {
        definitionId: m.definitionId,
        name: m.name,
        unit: m.unit,
        total: dealsClosed ? Math.max(logged, signed.current) : logged,
        previousTotal: dealsClosed && previous !== null ? Math.max(previous, signed.previous ?? 0) : previous,
        parts: partsFigures(m.name),
        signedLeads: dealsClosed && signed.current > logged ? { count: signed.current, logged } : null,
      };
    });

  function partsFigures(name: string): MetricCardFigures["parts"] {
    return partsOf(name)
      .filter((part) => tracked.has(part) || (totals[part] ?? 0) > 0)
      .map((part) => ({
        name: part,
        total: totals[part] ?? 0,
        previousTotal: previousTotals ? (previousTotals[part] ?? 0) : null,
      }));
  }
}
