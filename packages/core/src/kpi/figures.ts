/**
 * The dashboard's performance figures and conversion rates (spec section 2 and 9),
 * from the period's total per metric name. Each input is defined once here; see
 * docs/decisions/008-dashboard-figures.md.
 */
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

/** The funnel counts every figure is built from. */
export function funnelCounts(t: MetricTotals, signedClients = 0) {
  const doors = get(t, "Doors Knocked");
  const tags = get(t, "Tags Put");
  // Appointments from knocking: the solar split, or the general "Appointments Set".
  const knockSets = get(t, "Knocking Appt Sets") + get(t, "Appointments Set");
  const tagSets = get(t, "Tagging Appts Set");
  const knockRan = get(t, "Appts Ran");
  const tagRan = get(t, "Tag Appts Ran");
  // "Deals Closed" without a split counts as closed from knocking.
  const knockCloses = get(t, "Deals Closed from Knocks") + get(t, "Deals Closed");
  const tagCloses = get(t, "Deals Closed from Tags");
  const knockInstalls = get(t, "Deals Installed from Knocks") + get(t, "Installs") + get(t, "Services Started");
  const tagInstalls = get(t, "Deals Installed from Tags");
  const kpiCloses = knockCloses + tagCloses;
  return {
    doors,
    tags,
    knockSets,
    tagSets,
    sets: knockSets + tagSets,
    ran: knockRan + tagRan,
    knockCloses,
    tagCloses,
    // Spec section 9: the larger of the KPI sum and the clients flagged signed.
    closes: Math.max(kpiCloses, signedClients),
    knockInstalls,
    tagInstalls,
    installs: knockInstalls + tagInstalls,
  };
}

export interface PerformanceFigures {
  doorsPerAppointment: number;
  tagsPerAppointment: number;
  appointmentHoldRate: number;
  dealsClosed: number;
  dealsInstalled: number;
  totalDoors: number;
  totalTags: number;
}

export function performanceFigures(t: MetricTotals, signedClients = 0): PerformanceFigures {
  const c = funnelCounts(t, signedClients);
  return {
    // Appointments floored at 1 (spec section 9).
    doorsPerAppointment: roundRate(c.doors / Math.max(1, c.knockSets)),
    tagsPerAppointment: roundRate(c.tags / Math.max(1, c.tagSets)),
    appointmentHoldRate: percentOf(c.ran, c.sets),
    dealsClosed: c.closes,
    dealsInstalled: c.installs,
    totalDoors: c.doors,
    totalTags: c.tags,
  };
}

export interface ConversionRates {
  doorKnockApptToSet: number;
  tagApptToSet: number;
  allAppointmentsToSet: number;
  doorKnockSetToClose: number;
  tagSetToClose: number;
  allAppointmentsToClose: number;
  doorKnockCloseToInstall: number;
  tagCloseToInstall: number;
  tagInstallRate: number;
}

/** The nine conversion rates, each a percent with one decimal. */
export function conversionRates(t: MetricTotals, signedClients = 0): ConversionRates {
  const c = funnelCounts(t, signedClients);
  return {
    doorKnockApptToSet: percentOf(c.knockSets, c.doors),
    tagApptToSet: percentOf(c.tagSets, c.tags),
    allAppointmentsToSet: percentOf(c.sets, c.doors + c.tags),
    doorKnockSetToClose: percentOf(c.knockCloses, c.knockSets),
    tagSetToClose: percentOf(c.tagCloses, c.tagSets),
    allAppointmentsToClose: percentOf(c.closes, c.sets),
    doorKnockCloseToInstall: percentOf(c.knockInstalls, c.knockCloses),
    tagCloseToInstall: percentOf(c.tagInstalls, c.tagCloses),
    tagInstallRate: percentOf(c.tagInstalls, c.tags),
  };
}

/** Tagging Performance means something only to users who track tags. */
export function tracksTagging(metricNames: readonly string[]): boolean {
  return metricNames.includes("Tags Put") || metricNames.includes("Tagging Appts Set");
}
