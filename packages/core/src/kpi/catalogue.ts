import { metricNameKey } from "../text/metric-name-key";

/**
 * Every metric Measured knows by a stable key. The key is what the onboarding
 * payload carries (`kpis`) and what the daily input form uses as a field name;
 * the name is what the user sees and what KPI definitions are stored under.
 */
export const KPI_CATALOGUE = {
  hoursWorked: { name: "Hours Worked", unit: "hours" },
  doorsKnocked: { name: "Doors Knocked", unit: "count" },
  tagsPut: { name: "Tags Put", unit: "count" },
  knockingApptSets: { name: "Knocking Appt Sets", unit: "count" },
  taggingApptsSet: { name: "Tagging Appts Set", unit: "count" },
  appointmentsSet: { name: "Appointments Set", unit: "count" },
  apptsRan: { name: "Appts Ran", unit: "count" },
  tagApptsRan: { name: "Tag Appts Ran", unit: "count" },
  dealsClosedKnocks: { name: "Deals Closed from Knocks", unit: "count" },
  dealsClosedTags: { name: "Deals Closed from Tags", unit: "count" },
  dealsClosed: { name: "Deals Closed", unit: "count" },
  dealsInstalledKnocks: { name: "Deals Installed from Knocks", unit: "count" },
  dealsInstalledTags: { name: "Deals Installed from Tags", unit: "count" },
  installs: { name: "Installs", unit: "count" },
  servicedAccounts: { name: "Services Started", unit: "count" },
  listingsSignedKnocks: { name: "Listings Signed from Knocks", unit: "count" },
  listingsSignedTags: { name: "Listings Signed from Tags", unit: "count" },
} as const satisfies Record<string, { name: string; unit: "hours" | "count" }>;

export type KpiKey = keyof typeof KPI_CATALOGUE;
export const KPI_KEYS = Object.keys(KPI_CATALOGUE) as KpiKey[];

/** Category given to definitions created from templates and from daily input. */
export const DAILY_METRICS_CATEGORY = "daily_metrics";

export const UNKNOWN_METRIC_NAME = "Unknown Metric";

export function isKpiKey(value: string): value is KpiKey {
  return Object.hasOwn(KPI_CATALOGUE, value);
}

export function kpiName(key: string): string {
  return isKpiKey(key) ? KPI_CATALOGUE[key].name : UNKNOWN_METRIC_NAME;
}

const CATALOGUE_BY_NAME_KEY = new Map<string, { name: string; unit: string }>(
  Object.values(KPI_CATALOGUE).map((kpi) => [metricNameKey(kpi.name), kpi]),
);

/**
 * The catalogue metric a name stands for under the one name rule (any spelling with its key:
 * "hours worked", "Ηours Worked"), or undefined for a custom name. A metric made or kept under such a
 * name takes the catalogue's spelling and unit, so every screen finds it by one name (decision 016).
 */
export function catalogueMetricNamed(name: string): { name: string; unit: string } | undefined {
  return CATALOGUE_BY_NAME_KEY.get(metricNameKey(name));
}
