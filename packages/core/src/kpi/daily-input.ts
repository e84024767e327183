import { KPI_CATALOGUE, type KpiKey } from "./catalogue";

/** The daily input form's fields, in form order (spec section 3's table). */
export const DAILY_INPUT_FIELDS = [
  "hoursWorked",
  "doorsKnocked",
  "tagsPut",
  "knockingApptSets",
  "taggingApptsSet",
  "appointmentsSet",
  "apptsRan",
  "tagApptsRan",
  "dealsClosedKnocks",
  "dealsClosedTags",
  "dealsClosed",
  "dealsInstalledKnocks",
  "dealsInstalledTags",
  "servicedAccounts",
] as const satisfies readonly KpiKey[];
export type DailyInputField = (typeof DAILY_INPUT_FIELDS)[number];

/** Fields shown only to solar-like users (spec section 5). */
export const SOLAR_ONLY_FIELDS: readonly DailyInputField[] = [
  "tagsPut",
  "taggingApptsSet",
  "tagApptsRan",
  "dealsClosedTags",
  "dealsInstalledTags",
];

/**
 * Solar-like: the user tracks a tagging or knock/tag-split metric. The original app also
 * counted "Appts Ran", but every template has it, which made every user solar-like.
 */
const SOLAR_MARKERS = [
  "Knocking Appt Sets",
  "Tagging Appts Set",
  "Tag Appts Ran",
  "Tags Put",
  "Deals Closed from Knocks",
  "Deals Closed from Tags",
  "Deals Installed from Knocks",
  "Deals Installed from Tags",
];
const PEST_CONTROL_MARKERS = ["Deals Closed", "Services Started", "Serviced Accounts"];

export function isSolarLike(metricNames: readonly string[]): boolean {
  return metricNames.some((n) => SOLAR_MARKERS.includes(n));
}

/** Pest-control-like (and not solar-like): the general template's users. */
export function isPestControlLike(metricNames: readonly string[]): boolean {
  return !isSolarLike(metricNames) && metricNames.some((n) => PEST_CONTROL_MARKERS.includes(n));
}

const PEST_CONTROL_DEFAULTS: readonly DailyInputField[] = [
  "hoursWorked",
  "doorsKnocked",
  "appointmentsSet",
  "apptsRan",
  "dealsClosed",
  "servicedAccounts",
];
const SOLAR_DEFAULTS: readonly DailyInputField[] = [
  "hoursWorked",
  "doorsKnocked",
  "tagsPut",
  "knockingApptSets",
  "taggingApptsSet",
  "apptsRan",
  "tagApptsRan",
  "dealsClosedKnocks",
  "dealsClosedTags",
  "dealsInstalledKnocks",
  "dealsInstalledTags",
];

/** The enabled-metrics flags used when the user has saved none (spec section 5). */
export function defaultEnabledMetrics(metricNames: readonly string[]): Record<DailyInputField, boolean> {
  const on = new Set(isPestControlLike(metricNames) ? PEST_CONTROL_DEFAULTS : SOLAR_DEFAULTS);
  return Object.fromEntries(DAILY_INPUT_FIELDS.map((f) => [f, on.has(f)])) as Record<DailyInputField, boolean>;
}

export const dailyInputFieldName = (field: DailyInputField): string => KPI_CATALOGUE[field].name;

export const HOURS_WORKED_MAX = 24;

/** The day's stored figure of each metric, by name (several entries of one name add up). */
export function dayValuesFromEntries(entries: readonly { kpiName: string; value: number }[]): Record<string, number> {
  const values: Record<string, number> = {};
  for (const entry of entries) values[entry.kpiName] = (values[entry.kpiName] ?? 0) + entry.value;
  return values;
}

/**
 * What Daily Input's Save sends (set semantics: each is the day's new figure, decision 023). A
 * field with a figure is sent; a field emptied that held a stored figure is sent as 0, which clears
 * it; a field empty before and after is not sent. Every entry carries the day's notes.
 */
export function dailyInputWrites(
  fieldNames: readonly string[],
  values: Readonly<Record<string, number>>,
  stored: Readonly<Record<string, number>>,
  date: string,
  notes: string,
): { metricName: string; value: number; date: string; notes: string | null }[] {
  const note = notes.trim() || null;
  return fieldNames.flatMap((metricName) => {
    const value = values[metricName] ?? (stored[metricName] !== undefined ? 0 : undefined);
    return value === undefined ? [] : [{ metricName, value, date, notes: note }];
  });
}
