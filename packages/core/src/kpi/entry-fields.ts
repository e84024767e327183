import { DAILY_INPUT_FIELDS, type DailyInputField, dailyInputFieldName, isSolarLike, SOLAR_ONLY_FIELDS } from "./daily-input";
import { DASHBOARD_GROUPS, type DashboardGroupId, dashboardGroupOf } from "./groups";
import { partsOf, totalOfPart } from "./metric-parts";

/**
 * What a rep can enter, from the metrics they track (decision 019): Daily Input's fields and the
 * quick entry's counters are the same list, so a metric that can be shown can be entered, custom ones
 * included, and nothing can be entered that the rep does not track.
 */
export interface TrackedMetric {
  name: string;
  unit: string;
}

export interface EntryField {
  name: string;
  unit: string;
  /** The total this field is a part of (a solar rep's "Deals Closed from Knocks" is part of Deals Closed). */
  partOf?: string;
  /** Counts are whole numbers; hours (and any other unit: dollars, miles) take decimals. */
  decimals: boolean;
  /** The quick entry's buttons for this metric (spec section 9 where the spec names them). */
  increments: readonly number[];
}

export interface EntrySection {
  id: DashboardGroupId;
  title: string;
  fields: EntryField[];
  /** Totals in this section computed from its part fields, shown as such ("Deals Closed 3 = 2 + 1"). */
  computedTotals: { name: string; parts: string[] }[];
}

/** Spec section 9's daily stats increments, by the metric each counter adds to. */
const SPEC_INCREMENTS: Readonly<Record<string, readonly number[]>> = {
  "Doors Knocked": [1, 5, 10, 25],
  "Appointments Set": [1, 2, 5, 10],
  "Knocking Appt Sets": [1, 2, 5, 10],
  "Tagging Appts Set": [1, 2, 5, 10],
  "Tags Put": [1, 5, 15, 50],
  Leads: [1, 2, 5, 10],
  "Appts Ran": [1, 2, 3, 5],
  "Tag Appts Ran": [1, 2, 3, 5],
  "Homeowners Met": [1, 3, 5, 10],
};
const HOURS_INCREMENTS = [0.5, 1, 2, 4] as const;
const OTHER_INCREMENTS = [1, 2, 3, 5] as const;

const FIELD_BY_NAME = new Map<string, DailyInputField>(DAILY_INPUT_FIELDS.map((f) => [dailyInputFieldName(f), f]));

/**
 * Daily Input's titles for the sections (spec section 2: Installs for solar, Serviced Accounts
 * otherwise): Installs when the rep tracks installs, Serviced Accounts when they track Services Started.
 */
function sectionTitle(id: DashboardGroupId, tracksInstalls: boolean): string {
  switch (id) {
    case "activity":
      return "Daily Activity";
    case "installs":
      return tracksInstalls ? "Installs" : "Serviced Accounts";
    default:
      return DASHBOARD_GROUPS.find((g) => g.id === id)?.title ?? "Other Metrics";
  }
}

function fieldFor(metric: TrackedMetric, partOf?: string): EntryField {
  const hours = metric.unit === "hours";
  return {
    name: metric.name,
    unit: metric.unit,
    ...(partOf ? { partOf } : {}),
    decimals: metric.unit !== "count",
    increments: SPEC_INCREMENTS[metric.name] ?? (hours ? HOURS_INCREMENTS : OTHER_INCREMENTS),
  };
}

/**
 * Daily Input's sections, in funnel order, each with the rep's metrics in the rep's order.
 * `metrics` are the rep's active metrics, one per name, already in the rep's order.
 * A solar-like rep enters a total with parts (Deals Closed, Installs) by its parts; the total is
 * computed and shown as such. A catalogue field the rep switched off in enabledMetrics is left out;
 * `dayValues` keeps a field that holds a value on the chosen day, so no stored value is hidden.
 */
export function entrySections(
  metrics: readonly TrackedMetric[],
  enabledMetrics: Partial<Record<string, boolean>> | null | undefined,
  dayValues: Readonly<Record<string, number>> = {},
): EntrySection[] {
  const names = metrics.map((m) => m.name);
  const solarLike = isSolarLike(names);
  const tracked = new Set(names);
  const tracksInstalls = ["Installs", ...partsOf("Installs")].some((n) => tracked.has(n));
  const hasValue = (name: string) => (dayValues[name] ?? 0) !== 0;
  const switchedOff = (name: string) => {
    const field = FIELD_BY_NAME.get(name);
    if (!field || hasValue(name)) return false;
    return enabledMetrics?.[field] === false || (!solarLike && SOLAR_ONLY_FIELDS.includes(field));
  };

  const sections = new Map<DashboardGroupId, EntrySection>();
  const sectionOf = (name: string) => {
    const id = dashboardGroupOf(totalOfPart(name) ?? name);
    let section = sections.get(id);
    if (!section) {
      section = { id, title: sectionTitle(id, tracksInstalls), fields: [], computedTotals: [] };
      sections.set(id, section);
    }
    return section;
  };
  const placed = new Set<string>();
  const place = (metric: TrackedMetric, partOf?: string) => {
    if (placed.has(metric.name) || switchedOff(metric.name)) return;
    placed.add(metric.name);
    sectionOf(metric.name).fields.push(fieldFor(metric, partOf));
  };

  // A total's parts follow the rep's order too (the ones tracked, then the rest in the catalogue's).
  const rank = (name: string) => {
    const at = names.indexOf(name);
    return at === -1 ? names.length : at;
  };
  for (const metric of metrics) {
    const parts = [...partsOf(metric.name)].sort((a, b) => rank(a) - rank(b));
    const partOf = totalOfPart(metric.name);
    if (partOf && tracked.has(partOf)) continue; // placed with its total
    if (parts.length > 0 && solarLike) {
      // The parts are what the rep enters; the total is computed from them.
      if (hasValue(metric.name)) place(metric);
      for (const part of parts) place({ name: part, unit: metric.unit }, metric.name);
      sectionOf(metric.name).computedTotals.push({ name: metric.name, parts: [...parts] });
      continue;
    }
    place(metric);
    if (parts.length > 0) {
      // Not solar-like: the total is entered; parts the rep happens to track (or that hold a value) stay editable.
      for (const part of parts) {
        if (tracked.has(part) || hasValue(part)) place({ name: part, unit: metric.unit }, metric.name);
      }
    }
  }

  const order = DASHBOARD_GROUPS.map((g) => g.id as DashboardGroupId);
  return [...sections.values()].filter((s) => s.fields.length > 0).sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** The quick entry's counters: every field Daily Input offers the rep, in the same order. */
export function quickEntryFields(
  metrics: readonly TrackedMetric[],
  enabledMetrics: Partial<Record<string, boolean>> | null | undefined,
): EntryField[] {
  return entrySections(metrics, enabledMetrics).flatMap((s) => s.fields);
}

/**
 * The names a write may use: the rep's metrics and the parts of the totals they track. A write to
 * any other name is refused rather than creating a metric the rep does not track.
 */
export function enterableMetricNames(trackedNames: readonly string[]): Set<string> {
  const names = new Set(trackedNames);
  for (const name of trackedNames) for (const part of partsOf(name)) names.add(part);
  return names;
}
