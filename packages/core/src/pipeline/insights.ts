import { shareOrNull } from "./conversions";
import type { PipelineCounts } from "./stages";

export const NOT_ENOUGH_DATA = "Not enough data yet";

/**
 * Conversion Insights from the rep's own leads (issue 11), where the spec's screen had fixed text
 * with 75% and 67%. The funnel's own figures (glossary), so the card and the funnel agree: each rate
 * is over the leads that reached the step before, whatever became of them since, so a lead that sat and
 * then said no still counts as a show:
 * - show rate: appointments sat / appointments set;
 * - close rate: deals closed (still standing) / appointments sat.
 * A rate with nothing to divide by is null, and its sentence says "Not enough data yet".
 */
export interface ConversionInsights {
  appointmentsSet: number;
  appointmentsSat: number;
  dealsClosed: number;
  showRate: number | null;
  closeRate: number | null;
}

export function conversionInsights(counts: PipelineCounts): ConversionInsights {
  const { appointmentsSet: set, appointmentsSat: sat, dealsClosed: closed } = counts.reached;
  return {
    appointmentsSet: set,
    appointmentsSat: sat,
    dealsClosed: closed,
    showRate: shareOrNull(sat, set),
    closeRate: shareOrNull(closed, sat),
  };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The two sentences the card shows, one per rate. */
export function insightSentences(insights: ConversionInsights): { showRate: string; closeRate: string } {
  const { appointmentsSet: set, appointmentsSat: sat, dealsClosed: closed, showRate, closeRate } = insights;
  return {
    showRate:
      showRate === null
        ? `Appointment Hold Rate: ${NOT_ENOUGH_DATA}`
        : `${showRate.toFixed(1)}% of your appointments sat (${plural(sat, "sat", "sat")} of ${plural(set, "set", "set")}).`,
    closeRate:
      closeRate === null
        ? `Close rate: ${NOT_ENOUGH_DATA}`
        : `You close ${closeRate.toFixed(1)}% of the appointments you sit (${plural(closed, "deal", "deals")} closed from ${plural(sat, "sit", "sits")}).`,
  };
}
