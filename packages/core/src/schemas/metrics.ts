import { z } from "zod";
import { ANALYTICS_IDS } from "../industries/analytics";
import { INDUSTRY_IDS } from "../industries/industries";
import { KPI_CATALOGUE } from "../kpi/catalogue";
import { HOURS_WORKED_MAX } from "../kpi/daily-input";
import { DATE_WINDOW, QUOTAS, TEXT_LIMITS } from "../limits/quotas";
import { decimalField, decimalMax, MONEY_COLUMN } from "../text/decimal-field";
import { metricNameKey } from "../text/metric-name-key";
import { textField } from "../text/text-field";

const DAY_MS = 86_400_000;

/**
 * The UTC day `daysAhead` after `now`'s, as YYYY-MM-DD, kept for the rest of that UTC day: every
 * date of every request is checked against it, and working it out each time was measurable.
 */
function utcDayAhead(daysAhead: number): (now: Date) => string {
  let kept = { dayNumber: Number.NaN, value: "" };
  return (now) => {
    const dayNumber = Math.floor(now.getTime() / DAY_MS);
    if (dayNumber !== kept.dayNumber) {
      kept = { dayNumber, value: new Date((dayNumber + daysAhead) * DAY_MS).toISOString().slice(0, 10) };
    }
    return kept.value;
  };
}

const allowedAhead = utcDayAhead(DATE_WINDOW.daysAhead);
/** The latest day a record may carry: today (UTC) plus DATE_WINDOW.daysAhead, worked out when asked. */
export function latestAllowedDate(now: Date = new Date()): string {
  return allowedAhead(now);
}

/**
 * The instants a moment may hold (an appointment's time, a lead's appointment-set-for): a day inside
 * DATE_WINDOW on some clock on Earth (UTC+14 to UTC−12), so a date and time picked inside the window in
 * any zone is a moment the API takes back as sent; a lead keeps no value it cannot be saved with.
 */
export function momentWindow(now: Date = new Date()): { earliest: number; latest: number; latestDate: string } {
  const latestDate = latestAllowedDate(now);
  return {
    earliest: Date.parse(`${DATE_WINDOW.earliest}T00:00:00+14:00`),
    latest: Date.parse(`${latestDate}T23:59:59.999-12:00`),
    latestDate,
  };
}

/** Whether a moment (epoch milliseconds) lies in momentWindow. */
export function isInMomentWindow(at: number, window = momentWindow()): boolean {
  return !Number.isNaN(at) && at >= window.earliest && at <= window.latest;
}

function isRealDay(v: string): boolean {
  const [y, m, d] = v.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(2000, m - 1, d));
  day.setUTCFullYear(y);
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** A calendar day, `YYYY-MM-DD`, that exists and lies inside DATE_WINDOW (quotas.ts). */
export const isoDateSchema = z
  .string({ error: "Date is required" })
  // One message for a value that is no date at all ("12/05/2026"), not this and "not a real calendar day" too.
  .max(10, { error: "Date must look like 2026-01-31", abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Date must look like 2026-01-31", abort: true })
  .superRefine((v, ctx) => {
    if (!isRealDay(v)) {
      ctx.addIssue({ code: "custom", message: "Date is not a real calendar day" });
      return;
    }
    const latest = latestAllowedDate();
    if (v < DATE_WINDOW.earliest || v > latest) {
      ctx.addIssue({ code: "custom", message: `Date must be between ${DATE_WINDOW.earliest} and ${latest}` });
    }
  });

/** Values and targets are numeric(10,2): the one decimal grammar (text/decimal-field.ts). */
export const KPI_VALUE_MAX = decimalMax(MONEY_COLUMN);
export const kpiValueSchema = decimalField({ label: "Value", ...MONEY_COLUMN });

const metricName = textField({ label: "Metric name", max: TEXT_LIMITS.metricName });
const notes = textField({ label: "Notes", max: TEXT_LIMITS.notes, multiline: true, allowEmpty: true }).nullish();

/** The largest id a serial column holds; a larger id names nothing (404, never a database error). */
export const MAX_SERIAL_ID = 2_147_483_647;

export const kpiDefinitionSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  unit: z.string(),
  targetValue: z.number().nullable(),
  sortOrder: z.number(),
  industryContext: z.string(),
});
export type KpiDefinition = z.infer<typeof kpiDefinitionSchema>;

export const KPI_UNITS = ["count", "hours", "dollars", "percent", "miles"] as const;

export const createKpiDefinitionSchema = z.strictObject({
  name: metricName,
  description: textField({ label: "Description", max: TEXT_LIMITS.description, multiline: true, allowEmpty: true }).nullish(),
  unit: z.enum(KPI_UNITS, { error: "Choose a unit" }).default("count"),
  targetValue: decimalField({ label: "Target", ...MONEY_COLUMN }).nullish(),
  category: textField({ label: "Category", max: TEXT_LIMITS.category }).default("daily_metrics"),
});
export type CreateKpiDefinitionInput = z.input<typeof createKpiDefinitionSchema>;

/**
 * An id in a path: digits only, no leading zero ("1e3", "0x10", "01" are refused). An id past
 * MAX_SERIAL_ID is let through as a number so that the route answers 404, as for any id that is not
 * the user's.
 */
export const idParamsSchema = z.strictObject({
  id: z
    .string({ error: "Id must be a number" })
    .max(64, "Id must be a whole number above 0")
    .regex(/^[1-9]\d*$/, "Id must be a whole number above 0")
    .transform((v) => (v.length > 10 ? Number.MAX_SAFE_INTEGER : Number(v))),
});

export const kpiEntrySchema = z.object({
  id: z.number(),
  kpiDefinitionId: z.number(),
  kpiName: z.string(),
  value: z.number(),
  date: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type KpiEntry = z.infer<typeof kpiEntrySchema>;

export const kpiEntriesQuerySchema = z
  .strictObject({ startDate: isoDateSchema.optional(), endDate: isoDateSchema.optional() })
  .refine((q) => (q.startDate === undefined) === (q.endDate === undefined), {
    message: "Give both startDate and endDate, or neither",
    path: ["endDate"],
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: "startDate must not be after endDate",
    path: ["endDate"],
  });

/**
 * The latest day an entry may carry: tomorrow in UTC. The rep's own zone may be up to 14 hours ahead
 * of UTC, so "today" for a rep is at most UTC's tomorrow; any later day has not happened anywhere.
 */
const entryAhead = utcDayAhead(1);
export function latestEntryDate(now: Date = new Date()): string {
  return entryAhead(now);
}
export const ENTRY_DATE_IN_FUTURE = "Date cannot be in the future";
/** An entry's day: a calendar day that has begun somewhere on Earth (latestEntryDate). */
export const entryDateSchema = isoDateSchema.refine((v) => v <= latestEntryDate(), ENTRY_DATE_IN_FUTURE);

/**
 * Names the metric by id or by name. A name must be a metric the rep tracks or a part of a tracked
 * total (decision 019); the server refuses any other name rather than creating a metric.
 */
const metricRef = {
  /** Any whole number above 0; one past MAX_SERIAL_ID names no metric of the user's (404). */
  kpiDefinitionId: z
    .number({ error: "kpiDefinitionId must be a number" })
    .refine((v) => Number.isInteger(v) && v > 0, "kpiDefinitionId must be a whole number above 0")
    .optional(),
  /** When given, the name decides the metric and kpiDefinitionId is ignored (quick entry always sends 1). */
  metricName: metricName.optional(),
};
const needsMetric = (e: { kpiDefinitionId?: number; metricName?: string }) =>
  e.kpiDefinitionId !== undefined || e.metricName !== undefined;
const metricMissing = { message: "Name the metric (kpiDefinitionId or metricName)", path: ["metricName"] };

/** One entry as the API takes it; a day's Hours Worked is at most 24 (spec sections 5 and 9), as the form says. */
const entryInputSchema = z
  .strictObject({ ...metricRef, value: kpiValueSchema, date: entryDateSchema, notes })
  .refine(needsMetric, metricMissing)
  .refine((e) => e.metricName === undefined || metricNameKey(e.metricName) !== HOURS_WORKED_KEY || e.value <= HOURS_WORKED_MAX, {
    message: `Hours worked must be between 0 and ${HOURS_WORKED_MAX}`,
    path: ["value"],
  });

/** A single value over 24 named as Hours Worked is refused here; the day's total is checked by the server. */
const HOURS_WORKED_KEY = metricNameKey(KPI_CATALOGUE.hoursWorked.name);

/** A quick entry: adds `value` to the day's value of the metric. */
export const createKpiEntrySchema = entryInputSchema;
export type CreateKpiEntryInput = z.input<typeof createKpiEntrySchema>;

/** The Daily Input form: sets each metric's value for its day, all or nothing. */
export const bulkKpiEntriesSchema = z.strictObject({
  entries: z
    .array(entryInputSchema)
    .min(1, "Nothing to save")
    .max(QUOTAS.entriesPerRequest.max, QUOTAS.entriesPerRequest.message),
});
export type BulkKpiEntriesInput = z.input<typeof bulkKpiEntriesSchema>;

export const cleanupDuplicatesResponseSchema = z.object({ message: z.string(), deletedCount: z.number() });

export const userPreferencesSchema = z.object({
  metricOrder: z.array(z.string()),
  /** Metric name to visible; a metric not listed is visible. */
  metricVisibility: z.record(z.string(), z.boolean()),
  /** Daily-input field to shown; null until the user has chosen (the defaults of spec section 5 apply). */
  enabledMetrics: z.record(z.string(), z.boolean()).nullable(),
  /** The analytics cards the rep chose at onboarding or later in Manage (spec section 2). */
  dashboardAnalytics: z.array(z.enum(ANALYTICS_IDS)),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** Preference keys are metric names; the server keeps only names of the user's active metrics (QUOTAS.activeMetrics). */
const tooManyMetrics = `At most ${QUOTAS.allMetrics.max} metrics`;
const metricVisibility = z
  .record(metricName, z.boolean())
  .refine((v) => Object.keys(v).length <= QUOTAS.allMetrics.max, tooManyMetrics)
  // The refine is invisible to JSON Schema; this says the same bound to the API document.
  .meta({ maxProperties: QUOTAS.allMetrics.max });
export const updateMetricVisibilitySchema = z.strictObject({ metricVisibility });

/** PATCH /api/user/preferences: visibility toggles (merged), the analytics cards (replaced), or both. */
export const updatePreferencesSchema = z
  .strictObject({
    metricVisibility: metricVisibility.optional(),
    dashboardAnalytics: z
      .array(z.enum(ANALYTICS_IDS, { error: "Unknown analytics option" }), { error: "Analytics must be a list of options" })
      .max(ANALYTICS_IDS.length, `Choose at most ${ANALYTICS_IDS.length} analytics options`)
      .optional(),
  })
  .refine((b) => b.metricVisibility !== undefined || b.dashboardAnalytics !== undefined, {
    message: "Send metricVisibility or dashboardAnalytics",
  });
export const updateMetricOrderSchema = z.strictObject({
  metricOrder: z.array(metricName).max(QUOTAS.allMetrics.max, tooManyMetrics),
});

export const changeIndustrySchema = z.strictObject({
  industry: z.enum(INDUSTRY_IDS, { error: "Please select an industry" }),
});
