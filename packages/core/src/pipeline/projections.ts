import { type PipelineCounts, stageCounts } from "./stages";

/** Spec section 9: the revenue projection's constants. */
export const REVENUE_PROJECTION = { dealValue: 3000, showFactor: 0.67, closeTarget: 0.8 } as const;

export interface RevenueProjection {
  /** Dollars a deal is worth (3,000). */
  dealValue: number;
  /** Share of set appointments expected to sit (0.67). */
  showFactor: number;
  /** Share of sat appointments the rep aims to close (0.8). */
  closeTarget: number;
  /** Deals Closed (glossary): signed and still standing, installed ones included. */
  closedDeals: number;
  /** closedDeals × dealValue. */
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
 * whose appointment was cancelled and cancelled deals bring nothing yet.
 */
export function revenueProjection(counts: PipelineCounts): RevenueProjection {
  const { dealValue, showFactor, closeTarget } = REVENUE_PROJECTION;
  const stages = stageCounts(counts);
  const closedDeals = counts.reached.dealsClosed;
  const rawExpected = stages.appointmentsSet * showFactor * closeTarget + stages.appointmentsSat * closeTarget;
  const closedRevenue = closedDeals * dealValue;
  // Rounded once at the end, so 3000 × 0.67 × 0.8 = 1608 exactly per set appointment.
  const pipelineRevenue = Math.round(rawExpected * dealValue);
  return {
    dealValue,
    showFactor,
    closeTarget,
    closedDeals,
    closedRevenue,
    expectedDeals: Math.round(rawExpected * 100) / 100,
    pipelineRevenue,
    projectedRevenue: closedRevenue + pipelineRevenue,
  };
}
