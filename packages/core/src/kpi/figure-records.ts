import type { LeadFlags } from "../clients/lead-status";
import { countLeads, type PipelineStageKey } from "../pipeline/stages";
import { type FunnelStep, funnelSteps } from "./analytics-figures";
import { type DailySums, totalsIn } from "./daily-sums";
import { funnelCounts, type MetricTotals } from "./figures";
import {
  type DatedLead,
  isLeadFactSeries,
  LEAD_FACT_SERIES,
  type LeadFact,
  leadFactCounts,
  leadFactEntries,
  leadPartOf,
} from "./lead-facts";
import { metricTotal } from "./metric-parts";
import type { DateRange } from "./periods";

/**
 * The records behind a dashboard figure (decision 047): the days the rep typed a count on and the
 * leads whose dated facts fall in the period. Every figure the dashboard shows is a sum over the period's
 * totals (typed series plus lead-fact series), so it splits exactly: the typed part is the figure of the
 * typed series alone, day by day; the leads part is the figure of each lead fact alone (+1, −1 or 0).
 * Both parts are computed by the dashboard's own functions (metricTotal + leadPartOf for a card,
 * funnelCounts + funnelSteps for a funnel step), so typed + leads is the figure shown.
 */
export type FunnelStepId = FunnelStep["id"];
export const FUNNEL_STEP_IDS = ["reach", "sets", "ran", "closes", "installs"] as const satisfies readonly FunnelStepId[];

/** A card (by its metric's name) or a step of the funnel strip. */
export type FigureSelector = { metric: string } | { step: FunnelStepId };

/** The figure as the dashboard computes it from a period's totals, for the metrics the rep tracks. */
export function figureFunction(selector: FigureSelector, tracked: ReadonlySet<string>): (t: MetricTotals) => number {
  if ("metric" in selector) {
    const name = selector.metric;
    // The card's rule (metricCards): its own and its parts' values, plus what the leads did.
    return (t) => metricTotal(t, name) + leadPartOf(name, tracked, leadFactCounts(t));
  }
  const id = selector.step;
  return (t) => funnelSteps(funnelCounts(t)).find((s) => s.id === id)?.value ?? 0;
}

/** The totals without their lead facts: what the rep typed. */
export function typedOnly(t: MetricTotals): MetricTotals {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(t)) if (!isLeadFactSeries(name)) out[name] = value;
  return out;
}

/** The totals' lead facts only: what the rep's leads did. */
export function leadFactsOnly(t: MetricTotals): MetricTotals {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(t)) if (isLeadFactSeries(name)) out[name] = value;
  return out;
}

/** Each day in the range (every day without one) with its typed part of the figure, those other than 0, newest first. */
export function typedDays(
  sums: DailySums,
  range: DateRange | null,
  figure: (t: MetricTotals) => number,
): { date: string; value: number }[] {
  const out: { date: string; value: number }[] = [];
  for (const day of sums.days) {
    if (range && (day < range.startDate || day > range.endDate)) continue;
    const value = figure(typedOnly(totalsIn(sums, { startDate: day, endDate: day })));
    if (value !== 0) out.push({ date: day, value });
  }
  return out.reverse();
}

const FACT_BY_SERIES = new Map<string, LeadFact>(
  Object.entries(LEAD_FACT_SERIES).map(([fact, series]) => [series, fact as LeadFact]),
);

/** What a lead fact is, in a rep's words (a cancelled deal takes one away from the deals closed). */
export const LEAD_FACT_LABELS: Record<LeadFact, string> = {
  setKnock: "Appointment set (knock)",
  setTag: "Appointment set (tag)",
  satKnock: "Appointment sat",
  satTag: "Appointment sat (tag)",
  signedKnock: "Deal signed",
  signedTag: "Deal signed (tag)",
  cancelledKnock: "Deal cancelled",
  cancelledTag: "Deal cancelled (tag)",
  installedKnock: "Installed",
  installedTag: "Installed (tag)",
};

export interface LeadFactRecord {
  fact: LeadFact;
  date: string;
  /** What this fact adds to the figure: 1, or −1 for a cancellation taken off the deals closed. */
  delta: number;
}

/**
 * A lead's facts in the range that move the figure, each with what it adds (leadFactEntries, the
 * reference the rep-history query is tested against, gives the facts; the figure's own function gives
 * what each one adds).
 */
export function leadFactRecords(lead: DatedLead, range: DateRange | null, figure: (t: MetricTotals) => number): LeadFactRecord[] {
  const out: LeadFactRecord[] = [];
  for (const entry of leadFactEntries(lead)) {
    if (range && (entry.day < range.startDate || entry.day > range.endDate)) continue;
    const fact = FACT_BY_SERIES.get(entry.name);
    if (fact === undefined) continue;
    const delta = figure({ [entry.name]: entry.cents / 100 });
    if (delta !== 0) out.push({ fact, date: entry.day, delta });
  }
  return out;
}

/** Whether a lead counts in a pipeline step's "reached" figure: countLeads, the pipeline's own function, on that lead alone. */
export function leadReached(flags: LeadFlags, stage: PipelineStageKey): boolean {
  return countLeads([flags]).reached[stage] === 1;
}
