import { type PipelineCounts, stageCounts } from "./stages";

/** Spec section 9: the revenue projection's constants. */
export const REVENUE_PROJECTION = { dealValue: 3000, showFactor: 0.67, closeTarget: 0.8 } as const;

/** The revenue the rep recorded on deals that are signed and still standing (installed ones included). */
export interface SignedDealRevenue {
  /** Their revenue entries added up, in cents. */
  cents: number;
  /** How many of those deals have any revenue recorded. */
  deals: number;
}

export interface RevenueProjection {
  /**
   * Dollars a deal is worth: the rep's own average revenue per signed deal with revenue recorded, in whole
   * dollars; the spec's 3,000 until they have recorded some.
   */
  dealValue: number;
  /** Where dealValue comes from: "recorded" (the rep's average over `recordedDeals`) or "assumed" (3,000). */
  dealValueSource: "recorded" | "assumed";
  /** Signed, standing deals with revenue recorded. */
  recordedDeals: number;
  /** Share of set appointments expected to sit (0.67). */
  showFactor: number;
  /** Share of sat appointments the rep aims to close (0.8). */
  closeTarget: number;
  /** Deals Closed (glossary): signed and still standing, installed ones included. */
  closedDeals: number;
  /** What the signed deals recorded, plus dealValue for each signed deal with none recorded yet (whole dollars). */
  closedRevenue: number;
  /** Deals the open appointments should bring: Set × showFactor × closeTarget + Sat × closeTarget (2 decimals). */
  expectedDeals: number;
  /** expectedDeals × dealValue, in whole dollars. */
  pipelineRevenue: number;
  /** closedRevenue + pipelineRevenue. */
  projectedRevenue: number;
}

/**
 * The Revenue Projections card (decision 027): what is signed is counted at the deal value; what is
 * still open is counted at the share it should bring: an appointment set must sit (show factor) and
 * then close (close target); an appointment sat must only close. Leads without an appointment, leads
 * whose appointment was cancelled and cancelled deals bring nothing yet. A deal is worth what the rep's
 * signed deals brought on average once they record revenue on one (issue 23); the spec's 3,000 before.
 */
export function revenueProjection(counts: PipelineCounts, signed: SignedDealRevenue = { cents: 0, deals: 0 }): RevenueProjection {
  const { showFactor, closeTarget } = REVENUE_PROJECTION;
  const recorded = signed.deals > 0 && signed.cents > 0;
  // Whole dollars, rounded once: the average of the rep's deals with revenue.
  const dealValue = recorded ? Math.round(signed.cents / signed.deals / 100) : REVENUE_PROJECTION.dealValue;
  const stages = stageCounts(counts);
  const closedDeals = counts.reached.dealsClosed;
  const rawExpected = stages.appointmentsSet * showFactor * closeTarget + stages.appointmentsSat * closeTarget;
  const withoutRevenue = Math.max(0, closedDeals - (recorded ? signed.deals : 0));
  const closedRevenue = (recorded ? Math.round(signed.cents / 100) : 0) + withoutRevenue * dealValue;
  // Rounded once at the end, so 3000 × 0.67 × 0.8 = 1608 exactly per set appointment.
  const pipelineRevenue = Math.round(rawExpected * dealValue);
  return {
    dealValue,
    dealValueSource: recorded ? "recorded" : "assumed",
    recordedDeals: recorded ? signed.deals : 0,
    showFactor,
    closeTarget,
    closedDeals,
    closedRevenue,
    expectedDeals: Math.round(rawExpected * 100) / 100,
    pipelineRevenue,
    projectedRevenue: closedRevenue + pipelineRevenue,
  };
}
