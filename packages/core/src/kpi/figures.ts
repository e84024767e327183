/**
 * The dashboard's performance figures and conversion rates (spec section 2 and 9),
 * from the period's total per metric name. Each input is defined once here; see
 * docs/decisions/008-dashboard-figures.md.
 */
import { EVERY_STEP_TRACKED, type FunnelInputs, figureTracked } from "./funnel-inputs";
import { leadFactCounts } from "./lead-facts";

export type MetricTotals = Readonly<Record<string, number>>;

const get = (t: MetricTotals, name: string) => t[name] ?? 0;

/** One decimal, as rates are shown (spec section 9). */
export const roundRate = (value: number) => Math.round(value * 10) / 10;

/** part / whole as a percent with one decimal; 0 when there is nothing to divide by. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? roundRate((part / whole) * 100) : 0);

/** Change against the previous period in percent; null when the previous period had nothing. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return roundRate(((current - previous) / previous) * 100);
}

/**
 * A conversion: part / whole as a percent with one decimal, or null when it is no conversion: nothing
 * to divide by, or more in the step than in the step before it (typed counts can say 4 deals from 2
 * sits when the sits were not all logged). A rate above 100% is never shown (decision 043).
 */
export function conversionOrNull(part: number, whole: number): number | null {
  if (!(whole > 0) || part > whole || part < 0) return null;
  return roundRate((part / whole) * 100);
}

/**
 * The funnel counts every figure is built from: what the rep typed plus what their leads did in the
 * period (lead-facts.ts), each step by source. No step takes the larger of two books (decision 043).
 */
export function funnelCounts(t: MetricTotals) {
  const leads = leadFactCounts(t);
  const doors = get(t, "Doors Knocked");
  const tags = get(t, "Tags Put");
  // Appointments from knocking: the solar split, or the general "Appointments Set".
  const knockSets = get(t, "Knocking Appt Sets") + get(t, "Appointments Set") + leads.setKnock;
  const tagSets = get(t, "Tagging Appts Set") + leads.setTag;
  const knockRan = get(t, "Appts Ran") + leads.satKnock;
  const tagRan = get(t, "Tag Appts Ran") + leads.satTag;
  // "Deals Closed" without a split counts as closed from knocking.
  const knockCloses = get(t, "Deals Closed from Knocks") + get(t, "Deals Closed") + leads.closedKnock;
  const tagCloses = get(t, "Deals Closed from Tags") + leads.closedTag;
  const knockInstalls =
    get(t, "Deals Installed from Knocks") + get(t, "Installs") + get(t, "Services Started") + leads.installedKnock;
  const tagInstalls = get(t, "Deals Installed from Tags") + leads.installedTag;
  return {
    doors,
    tags,
    knockSets,
    tagSets,
    sets: knockSets + tagSets,
    ran: knockRan + tagRan,
    knockCloses,
    tagCloses,
    closes: knockCloses + tagCloses,
    dealsCancelled: leads.cancelled,
    knockInstalls,
    tagInstalls,
    installs: knockInstalls + tagInstalls,
  };
}

export interface PerformanceFigures {
  /** Doors per appointment set: a ratio, not a share (it may pass 1); null without an appointment. */
  doorsPerAppointment: number | null;
  tagsPerAppointment: number | null;
  appointmentHoldRate: number | null;
  dealsClosed: number;
  dealsInstalled: number;
  totalDoors: number;
  totalTags: number;
}

/**
 * `inputs`: the rep's funnel inputs (funnel-inputs.ts); a ratio of doors or tags the rep does not track
 * is no ratio rather than "0 : 1" (decision 048).
 */
export function performanceFigures(t: MetricTotals, inputs: FunnelInputs = EVERY_STEP_TRACKED): PerformanceFigures {
  const c = funnelCounts(t);
  return {
    // The spec floored appointments at 1, so 50 doors and no appointment read "50 doors per appointment";
    // without an appointment there is no such ratio (decision 043).
    doorsPerAppointment:
      c.knockSets > 0 && figureTracked("doorsPerAppointment", inputs) ? roundRate(c.doors / c.knockSets) : null,
    tagsPerAppointment: c.tagSets > 0 && figureTracked("tagsPerAppointment", inputs) ? roundRate(c.tags / c.tagSets) : null,
    appointmentHoldRate: conversionOrNull(c.ran, c.sets),
    dealsClosed: c.closes,
    dealsInstalled: c.installs,
    totalDoors: c.doors,
    totalTags: c.tags,
  };
}

export interface ConversionRates {
  doorKnockApptToSet: number | null;
  tagApptToSet: number | null;
  allAppointmentsToSet: number | null;
  doorKnockSetToClose: number | null;
  tagSetToClose: number | null;
  allAppointmentsToClose: number | null;
  doorKnockCloseToInstall: number | null;
  tagCloseToInstall: number | null;
  tagInstallRate: number | null;
}

/** The nine conversion rates, each a percent with one decimal, or null when it is no conversion (conversionOrNull). */
export function conversionRates(t: MetricTotals): ConversionRates {
  const c = funnelCounts(t);
  return {
    doorKnockApptToSet: conversionOrNull(c.knockSets, c.doors),
    tagApptToSet: conversionOrNull(c.tagSets, c.tags),
    allAppointmentsToSet: conversionOrNull(c.sets, c.doors + c.tags),
    doorKnockSetToClose: conversionOrNull(c.knockCloses, c.knockSets),
    tagSetToClose: conversionOrNull(c.tagCloses, c.tagSets),
    allAppointmentsToClose: conversionOrNull(c.closes, c.sets),
    doorKnockCloseToInstall: conversionOrNull(c.knockInstalls, c.knockCloses),
    tagCloseToInstall: conversionOrNull(c.tagInstalls, c.tagCloses),
    tagInstallRate: conversionOrNull(c.tagInstalls, c.tags),
  };
}

/** Tagging Performance means something only to users who track tags. */
export function tracksTagging(metricNames: readonly string[]): boolean {
  return metricNames.includes("Tags Put") || metricNames.includes("Tagging Appts Set");
}
