import { shareOrNull } from "./conversions";
import type { PipelineCounts } from "./stages";

export const NOT_ENOUGH_DATA = "Not enough data yet";

/**
 * Conversion Insights from the rep's own leads (issue 11), where the spec's screen had fixed text
 * with 75% and 67%. Each rate is over the leads that ever reached the step before (a process dot lit),
 * whatever became of them since, so a lead that sat and then said no still counts as a show:
 * - show rate: appointments sat / appointments set;
 * - close rate: deals signed / appointments sat.
 * A rate with nothing to divide by is null, and its sentence says "Not enough data yet".
 */
export interface ConversionInsights {
  appointmentsSet: number;
  appointmentsSat: number;
  dealsSigned: number;
  showRate: number | null;
  closeRate: number | null;
}

export function conversionInsights(counts: PipelineCounts): ConversionInsights {
  const { set, sat, signed } = counts.reached;
  return {
    appointmentsSet: set,
    appointmentsSat: sat,
    dealsSigned: signed,
    showRate: shareOrNull(sat, set),
    closeRate: shareOrNull(signed, sat),
  };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The two sentences the card shows, one per rate. */
export function insightSentences(insights: ConversionInsights): { showRate: string; closeRate: string } {
  const { appointmentsSet: set, appointmentsSat: sat, dealsSigned: signed, showRate, closeRate } = insights;
  return {
    showRate:
      showRate === null
        ? `Show rate: ${NOT_ENOUGH_DATA}`
        : `${showRate.toFixed(1)}% of your appointments sat (${plural(sat, "sat", "sat")} of ${plural(set, "set", "set")}).`,
    closeRate:
      closeRate === null
        ? `Close rate: ${NOT_ENOUGH_DATA}`
        : `You close ${closeRate.toFixed(1)}% of the appointments you sit (${plural(signed, "deal", "deals")} from ${plural(sat, "sit", "sits")}).`,
  };
}
