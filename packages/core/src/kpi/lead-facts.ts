import type { LeadFlagName } from "../clients/lead-status";
import type { MetricTotals } from "./figures";

/**
 * What a rep's leads add to the day-by-day figures (decision 043): every step a lead takes is a dated
 * fact, counted once on its own day beside the counts typed into Daily Input, so logging a lead never
 * asks for a second entry and nothing is counted twice.
 * - an appointment set, on the day it was set (the lead's appointment-set day);
 * - an appointment sat, on the appointment's day (or the day it was ticked without one);
 * - a deal closed, on the day it was signed; a signed deal cancelled takes one away on the day it was
 *   cancelled (and counts a cancellation), so a past period's figures do not move when a deal falls
 *   through later, and All Time equals the deals still standing;
 * - an install (or service started), on the day it was ticked.
 * A lead is a tag lead when its appointment was set by a tag and not by a knock; every other lead's
 * steps count as knocks (the split solar reps enter).
 *
 * The facts ride in a rep's daily sums as series of their own. Their names start with U+001F, which the
 * text rule refuses in every name, so no metric a rep makes can share one.
 */
const series = (name: string) => `\u001fleads:${name}`;

export const LEAD_FACT_SERIES = {
  setKnock: series("set:knock"),
  setTag: series("set:tag"),
  satKnock: series("sat:knock"),
  satTag: series("sat:tag"),
  signedKnock: series("signed:knock"),
  signedTag: series("signed:tag"),
  cancelledKnock: series("cancelled:knock"),
  cancelledTag: series("cancelled:tag"),
  installedKnock: series("installed:knock"),
  installedTag: series("installed:tag"),
} as const;
export type LeadFact = keyof typeof LEAD_FACT_SERIES;

/** Whether a daily-sums series name is a lead fact rather than a metric. */
export const isLeadFactSeries = (name: string) => name.startsWith("\u001fleads:");

/**
 * The day columns a lead's flags date (the server keeps each when its flag turns on, keeps it while
 * the flag stays on and clears it with the flag). signedDate is kept for any deal ever signed, cancelled
 * ones included, so a cancellation always has the signing it takes back.
 */
export const FACT_DAY_RULES = [
  { day: "signedDate", anyOf: ["signed", "installed", "signedButCanceled"] },
  { day: "satDate", anyOf: ["appointmentSat"] },
  { day: "installedDate", anyOf: ["installed"] },
  { day: "cancelledDate", anyOf: ["signedButCanceled"] },
] as const satisfies readonly { day: string; anyOf: readonly LeadFlagName[] }[];
export type FactDay = (typeof FACT_DAY_RULES)[number]["day"];

const get = (t: MetricTotals, name: string) => t[name] ?? 0;

/** One period's lead facts, by step and source. */
export interface LeadFactCounts {
  setKnock: number;
  setTag: number;
  satKnock: number;
  satTag: number;
  /** Deals closed: signed less signed deals cancelled, in the period. */
  closedKnock: number;
  closedTag: number;
  cancelled: number;
  installedKnock: number;
  installedTag: number;
}

export function leadFactCounts(t: MetricTotals): LeadFactCounts {
  const s = LEAD_FACT_SERIES;
  return {
    setKnock: get(t, s.setKnock),
    setTag: get(t, s.setTag),
    satKnock: get(t, s.satKnock),
    satTag: get(t, s.satTag),
    closedKnock: get(t, s.signedKnock) - get(t, s.cancelledKnock),
    closedTag: get(t, s.signedTag) - get(t, s.cancelledTag),
    cancelled: get(t, s.cancelledKnock) + get(t, s.cancelledTag),
    installedKnock: get(t, s.installedKnock),
    installedTag: get(t, s.installedTag),
  };
}

/**
 * The part of a metric's figure that came from leads, given the metrics the rep tracks: a lead step goes
 * to the most specific metric the rep tracks for it (a tag lead's appointment to Tagging Appts Set when
 * tracked, else to Knocking Appt Sets, else to Appointments Set), so each fact lands on one card. A
 * total (Deals Closed, Installs) holds its parts' facts; a metric no lead step feeds gets 0.
 */
export function leadPartOf(name: string, tracked: ReadonlySet<string>, f: LeadFactCounts): number {
  const tagSetsTracked = tracked.has("Tagging Appts Set");
  const tagRanTracked = tracked.has("Tag Appts Ran");
  switch (name) {
    case "Knocking Appt Sets":
      return f.setKnock + (tagSetsTracked ? 0 : f.setTag);
    case "Tagging Appts Set":
      return f.setTag;
    case "Appointments Set":
      return tracked.has("Knocking Appt Sets") ? 0 : f.setKnock + (tagSetsTracked ? 0 : f.setTag);
    case "Appts Ran":
      return f.satKnock + (tagRanTracked ? 0 : f.satTag);
    case "Tag Appts Ran":
      return f.satTag;
    case "Deals Closed":
      return f.closedKnock + f.closedTag;
    case "Deals Closed from Knocks":
      return f.closedKnock;
    case "Deals Closed from Tags":
      return f.closedTag;
    case "Installs":
    case "Services Started":
      return f.installedKnock + f.installedTag;
    case "Deals Installed from Knocks":
      return f.installedKnock;
    case "Deals Installed from Tags":
      return f.installedTag;
    default:
      return 0;
  }
}

/** A lead as its facts are counted: its flags and the days its steps happened. */
export interface DatedLead {
  flags: Readonly<Record<LeadFlagName, boolean>>;
  appointmentSetDate: string | null;
  signedDate: string | null;
  satDate: string | null;
  installedDate: string | null;
  cancelledDate: string | null;
}

/**
 * A lead's days after a change to its flags (the server's fact-days.ts in memory): a day is set to
 * `today` when one of its flags turns on, kept while one stays on, cleared when all are off; an
 * appointment set without a day is set today.
 */
export function datedLeadAfter(lead: DatedLead, change: Partial<Record<LeadFlagName, boolean>>, today: string): DatedLead {
  const flags = { ...lead.flags, ...change };
  const next: DatedLead = { ...lead, flags };
  for (const rule of FACT_DAY_RULES) {
    const before = rule.anyOf.some((f) => lead.flags[f]);
    const after = rule.anyOf.some((f) => flags[f]);
    next[rule.day] = after ? (before && lead[rule.day] !== null ? lead[rule.day] : today) : null;
  }
  if ((flags.knockAppointment || flags.tagAppointment) && next.appointmentSetDate === null) next.appointmentSetDate = today;
  return next;
}

/**
 * A lead's facts as daily-sums entries (what the server's SQL counts, decision 043): the reference the
 * rep-history query is tested against.
 */
export function leadFactEntries(lead: DatedLead): { name: string; day: string; cents: number }[] {
  const f = lead.flags;
  const tag = f.tagAppointment && !f.knockAppointment;
  const pick = (knock: string, tagName: string) => (tag ? tagName : knock);
  const S = LEAD_FACT_SERIES;
  const out: { name: string; day: string; cents: number }[] = [];
  const add = (when: boolean, day: string | null, name: string) => {
    if (when && day !== null) out.push({ name, day, cents: 100 });
  };
  add(f.knockAppointment || f.tagAppointment, lead.appointmentSetDate, pick(S.setKnock, S.setTag));
  add(f.appointmentSat, lead.satDate, pick(S.satKnock, S.satTag));
  add(f.signed || f.installed || f.signedButCanceled, lead.signedDate, pick(S.signedKnock, S.signedTag));
  add(f.signedButCanceled && lead.signedDate !== null, lead.cancelledDate, pick(S.cancelledKnock, S.cancelledTag));
  add(f.installed, lead.installedDate, pick(S.installedKnock, S.installedTag));
  return out;
}
