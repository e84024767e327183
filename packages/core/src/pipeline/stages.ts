import { type LeadFlagName, type LeadFlags, processDots } from "../clients/lead-status";

/**
 * The Sales Pipeline's stages (spec section 4), in funnel order, and where each lead sits today:
 * one stage, or one cancellation group (cancellations.ts). First match wins:
 * - Signed but Cancelled, Not Interested, Unqualified: the cancellation groups.
 * - Installed (or Accounts Serviced, by industry: templates.ts); Deals Closed: signed, not installed;
 *   Appointments Sat: sat, not signed.
 * - A lead whose appointment was cancelled (and has not sat since) is back among the Leads, to be
 *   booked again: it is no longer an open appointment, so it leaves Appointments Set and the projection
 *   (decision 043; the spec's derived status left it under Appointments Set).
 * - Appointments Set: set (knock or tag appointment); Leads: the rest.
 * The server counts these in one SQL aggregate built from PIPELINE_PLACE_RULES; `countLeads` is the same
 * count over flags in memory, the reference the SQL is tested against.
 */
export const PIPELINE_STAGE_KEYS = ["leads", "appointmentsSet", "appointmentsSat", "dealsClosed", "installed"] as const;
export type PipelineStageKey = (typeof PIPELINE_STAGE_KEYS)[number];

export const CANCELLATION_PLACES = ["unqualified", "notInterested", "signedButCancelled"] as const;
export type CancellationPlace = (typeof CANCELLATION_PLACES)[number];

export type PipelinePlace = PipelineStageKey | CancellationPlace;
export const PIPELINE_PLACES: readonly PipelinePlace[] = [...PIPELINE_STAGE_KEYS, ...CANCELLATION_PLACES];

/** "Any of these flags puts the lead here", first match wins; a lead matching none is among the Leads. */
export type PlaceRule = { place: PipelinePlace; anyOf: readonly LeadFlagName[] };

export const PIPELINE_PLACE_RULES: readonly PlaceRule[] = [
  { place: "signedButCancelled", anyOf: ["signedButCanceled"] },
  { place: "notInterested", anyOf: ["notInterested"] },
  { place: "unqualified", anyOf: ["unqualified"] },
  { place: "installed", anyOf: ["installed"] },
  { place: "dealsClosed", anyOf: ["signed"] },
  { place: "appointmentsSat", anyOf: ["appointmentSat"] },
  { place: "leads", anyOf: ["cancelledAppointment"] },
  { place: "appointmentsSet", anyOf: ["knockAppointment", "tagAppointment"] },
];
export const PIPELINE_PLACE_OTHERWISE: PipelinePlace = "leads";

/** Where a lead's flags put it today. */
export function pipelinePlaceOf(flags: LeadFlags): PipelinePlace {
  return PIPELINE_PLACE_RULES.find((r) => r.anyOf.some((f) => flags[f]))?.place ?? PIPELINE_PLACE_OTHERWISE;
}

/**
 * How many leads reached at least each step, whatever became of them since (a process dot lit: that
 * flag or a later one), except Deals Closed and Installed, which count only deals still standing
 * (the two stages of those names: a cancelled deal leaves Deals Closed, glossary "dealsClosed").
 * Each step's leads are among the step before's, so no step's share of the one before passes 100%.
 */
export interface ReachedCounts {
  leads: number;
  appointmentsSet: number;
  appointmentsSat: number;
  dealsClosed: number;
  installed: number;
}

export interface PipelineCounts {
  /** Leads by where they sit today: the five stages ("now at this step") and the three cancellation groups. */
  byPlace: Record<PipelinePlace, number>;
  reached: ReachedCounts;
}

export function emptyPipelineCounts(): PipelineCounts {
  const byPlace = Object.fromEntries(PIPELINE_PLACES.map((p) => [p, 0])) as Record<PipelinePlace, number>;
  return { byPlace, reached: { leads: 0, appointmentsSet: 0, appointmentsSat: 0, dealsClosed: 0, installed: 0 } };
}

/** Reached counts from the places: the standing deals are the two stages, the rest from the dots. */
export function countLeads(leads: Iterable<LeadFlags>): PipelineCounts {
  const counts = emptyPipelineCounts();
  for (const flags of leads) {
    const place = pipelinePlaceOf(flags);
    counts.byPlace[place] += 1;
    const dots = processDots(flags);
    counts.reached.leads += 1;
    if (dots["Appointment Set"]) counts.reached.appointmentsSet += 1;
    if (dots.Sat) counts.reached.appointmentsSat += 1;
  }
  counts.reached.dealsClosed = counts.byPlace.dealsClosed + counts.byPlace.installed;
  counts.reached.installed = counts.byPlace.installed;
  return counts;
}

/** Leads in each stage today, in funnel order. */
export function stageCounts(counts: PipelineCounts): Record<PipelineStageKey, number> {
  return Object.fromEntries(PIPELINE_STAGE_KEYS.map((k) => [k, counts.byPlace[k]])) as Record<PipelineStageKey, number>;
}
