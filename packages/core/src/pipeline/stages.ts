import {
  DERIVED_LEAD_STATUSES,
  type DerivedLeadStatus,
  deriveLeadStatus,
  type LeadFlags,
  processDots,
} from "../clients/lead-status";

/**
 * The Sales Pipeline's stages (spec section 4), in funnel order. A lead sits in exactly one place:
 * the stage of its derived status (first match wins, core's deriveLeadStatus), or a cancellation
 * group (cancellations.ts) when it is unqualified, not interested or signed but cancelled.
 * - Leads: no stage flag, and not unqualified, not interested or cancelled.
 * - Appointments Set: set (knock or tag appointment) but not sat, signed or installed.
 * - Appointments Sat: sat, not signed or installed.
 * - Deals Closed: signed, not installed.
 * - Installed (or Accounts Serviced, by industry: templates.ts).
 * The pipeline reads the spec's derived status, not the leads page's (which also files a cancelled
 * appointment under cancelled): a lead's cancelled appointment leaves it where its other flags put it
 * (decision 027).
 */
export const PIPELINE_STAGE_KEYS = ["leads", "appointmentsSet", "appointmentsSat", "dealsClosed", "installed"] as const;
export type PipelineStageKey = (typeof PIPELINE_STAGE_KEYS)[number];

/** Where each derived status sits: a stage, or null for the cancellation groups. */
export const STAGE_OF_STATUS: Record<DerivedLeadStatus, PipelineStageKey | null> = {
  lead: "leads",
  appointment_scheduled: "appointmentsSet",
  appointment_held: "appointmentsSat",
  customer: "dealsClosed",
  installed: "installed",
  unqualified: null,
  not_interested: null,
  cancelled: null,
};

/** The stage a lead's flags put it in, or null when it is in a cancellation group. */
export function pipelineStageOf(flags: LeadFlags): PipelineStageKey | null {
  return STAGE_OF_STATUS[deriveLeadStatus(flags)];
}

/**
 * What the pipeline is computed from: leads by derived status, and how many ever reached each step
 * (a process dot lit: that flag or a later one, whatever became of the lead since). The server counts
 * these in one SQL aggregate that mirrors deriveLeadStatus and processDots; `countLeads` is the same
 * count over flags in memory, the reference the SQL is tested against.
 */
export interface PipelineCounts {
  byStatus: Record<DerivedLeadStatus, number>;
  reached: { set: number; sat: number; signed: number };
}

export function emptyPipelineCounts(): PipelineCounts {
  const byStatus = Object.fromEntries(DERIVED_LEAD_STATUSES.map((s) => [s, 0])) as Record<DerivedLeadStatus, number>;
  return { byStatus, reached: { set: 0, sat: 0, signed: 0 } };
}

export function countLeads(leads: Iterable<LeadFlags>): PipelineCounts {
  const counts = emptyPipelineCounts();
  for (const flags of leads) {
    counts.byStatus[deriveLeadStatus(flags)] += 1;
    const dots = processDots(flags);
    if (dots["Appointment Set"]) counts.reached.set += 1;
    if (dots.Sat) counts.reached.sat += 1;
    if (dots.Signed) counts.reached.signed += 1;
  }
  return counts;
}

/** Leads in each stage, in funnel order. */
export function stageCounts(counts: PipelineCounts): Record<PipelineStageKey, number> {
  const byStage = Object.fromEntries(PIPELINE_STAGE_KEYS.map((k) => [k, 0])) as Record<PipelineStageKey, number>;
  for (const status of DERIVED_LEAD_STATUSES) {
    const stage = STAGE_OF_STATUS[status];
    if (stage) byStage[stage] += counts.byStatus[status];
  }
  return byStage;
}
