import { MONEY_COLUMN, parseDecimal } from "../text/decimal-field";
import { HOURS_WORKED_MAX } from "./daily-input";
import { metricTotal, partsOf } from "./metric-parts";

/**
 * What Daily Input lets a rep save (decision 023). Three strengths:
 * - a refusal blocks Save and sits on the field (not a number, below 0, a fraction of a count,
 *   more than 24 hours, a day after today);
 * - a question asks before saving a figure no rep reaches in one day ("Save anyway" or "Fix");
 * - a warning names a later funnel step that exceeds the one before it, and saves anyway
 *   (a deal closed today may come from last week's appointment).
 * Every message is a sentence that names the field.
 */
export interface ValueField {
  name: string;
  unit: string;
}

/** Counts are whole numbers; hours, dollars, miles and percent take up to 2 decimals. */
export function takesDecimals(field: ValueField): boolean {
  return field.unit !== "count";
}

const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/**
 * The number a typed value stands for: null for an empty field, or the refusal.
 * The API's decimal rule (at most 99,999,999.99, 2 decimals, no exponents) comes first.
 */
export function parseEntryValue(field: ValueField, raw: string): { value: number | null } | { refusal: string } {
  const text = raw.trim();
  if (text === "") return { value: null };
  const parsed = parseDecimal(text, { label: field.name, ...MONEY_COLUMN });
  if ("problem" in parsed) return { refusal: sentence(parsed.problem) };
  const { value } = parsed;
  if (!takesDecimals(field) && !Number.isInteger(value)) {
    return { refusal: `${field.name} must be a whole number.` };
  }
  if (field.unit === "hours" && value > HOURS_WORKED_MAX) {
    return { refusal: `${field.name} must be between 0 and ${HOURS_WORKED_MAX} hours.` };
  }
  return { value };
}

/**
 * Above these a day's figure is asked about before it is saved. A full-time rep knocks 100–250
 * doors on a long day and sets a handful of appointments; the bounds sit well above the best
 * days reported, so a real day never asks, and a slipped thumb ("2000" for "20") always does.
 */
export const DAILY_UPPER_BOUNDS: Readonly<Record<string, number>> = {
  "Doors Knocked": 500,
  "Tags Put": 500,
  "Homeowners Met": 300,
  Leads: 300,
  "Appointments Set": 50,
  "Knocking Appt Sets": 50,
  "Tagging Appts Set": 50,
  "Appts Ran": 30,
  "Tag Appts Ran": 30,
  "Deals Closed": 30,
  "Deals Closed from Knocks": 30,
  "Deals Closed from Tags": 30,
  Installs: 30,
  "Deals Installed from Knocks": 30,
  "Deals Installed from Tags": 30,
  "Services Started": 30,
};

/** Bounds by unit for metrics the table does not name (custom ones included). */
const UNIT_UPPER_BOUNDS: Readonly<Record<string, number>> = {
  count: 1_000,
  dollars: 100_000,
  miles: 1_000,
  percent: 100,
};

export function upperBound(field: ValueField): number {
  return DAILY_UPPER_BOUNDS[field.name] ?? UNIT_UPPER_BOUNDS[field.unit] ?? UNIT_UPPER_BOUNDS.count ?? 1_000;
}

const formatNumber = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** The question asked before saving an outlier, or null when the value is plausible. */
export function outlierQuestion(field: ValueField, value: number): string | null {
  if (field.unit === "hours" || value <= upperBound(field)) return null;
  // A percent above 100 is a slip more often than a day: say what is odd about it.
  if (field.unit === "percent") return `${formatNumber(value)}% ${field.name}, above 100%?`;
  const amount = field.unit === "dollars" ? `$${formatNumber(value)}` : formatNumber(value);
  return `${amount} ${field.name} in one day?`;
}

export interface DayWarning {
  /** The later step's field, where the warning is shown. */
  field: string;
  message: string;
}

/** Funnel steps in order, each the metrics whose day values add up to it. */
const FUNNEL_STEPS: readonly (readonly string[])[] = [
  ["Doors Knocked"],
  ["Knocking Appt Sets", "Appointments Set"],
  ["Appts Ran", "Tag Appts Ran"],
  ["Deals Closed"],
];
/** Tagging sets come from tags, not doors: they join the step from sets on. */
const TAGGING_SETS = "Tagging Appts Set";

/**
 * Warnings for a day whose later funnel step exceeds the step before it (conversion above 100%).
 * Only when the earlier step has a figure that day: a close with no appointment logged that day is
 * a follow-up, not a slip. Deals Closed counts its parts (decision 019).
 */
export function dayWarnings(values: Readonly<Record<string, number>>): DayWarning[] {
  const entered = (names: readonly string[]) => names.flatMap((n) => [n, ...partsOf(n)]).filter((n) => (values[n] ?? 0) > 0);
  const sum = (names: readonly string[]) => names.reduce((s, n) => s + metricTotal(values, n), 0);
  /** "Deals Closed from Knocks + Deals Closed from Tags (4)" for names already expanded. */
  const label = (named: readonly string[]) =>
    `${named.join(" + ")} (${formatNumber(named.reduce((s, n) => s + (values[n] ?? 0), 0))})`;
  const warnings: DayWarning[] = [];
  for (let i = 1; i < FUNNEL_STEPS.length; i++) {
    const earlier = i === 2 ? [...(FUNNEL_STEPS[1] ?? []), TAGGING_SETS] : (FUNNEL_STEPS[i - 1] ?? []);
    const later = FUNNEL_STEPS[i] ?? [];
    const before = sum(earlier);
    const after = sum(later);
    if (before <= 0 || after <= before) continue;
    const laterNamed = entered(later);
    warnings.push({
      field: laterNamed[laterNamed.length - 1] ?? later[0] ?? "",
      message: `${label(laterNamed)} is more than ${label(entered(earlier))} on this day; check both before saving.`,
    });
  }
  return warnings;
}

/** The refusal of a day Daily Input cannot take, or null. `today` is the browser's today (YYYY-MM-DD). */
export function dateRefusal(date: string, today: string, shown: string = date): string | null {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    return `The date ${shown} is not a calendar day; choose a day from the date picker.`;
  }
  if (date > today) return `The date ${shown} is after today; choose today or an earlier day.`;
  return null;
}
