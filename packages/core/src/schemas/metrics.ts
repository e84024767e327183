import { z } from "zod";
import { INDUSTRY_IDS } from "../industries/industries";
import { KPI_CATALOGUE } from "../kpi/catalogue";
import { HOURS_WORKED_MAX } from "../kpi/daily-input";

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const isoDateSchema = z
  .string({ error: "Date is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must look like 2026-01-31")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && v >= "1900-01-01" && v <= "2999-12-31";
  }, "Date is not a real calendar day");

/** Amounts may arrive as strings or numbers (spec section 3); empty strings are refused. */
const numeric = (message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).trim().min(1, message)])
    .transform(Number)
    .pipe(z.number({ error: message }).refine(Number.isFinite, message));

export const KPI_VALUE_MAX = 99_999_999.99;
export const kpiValueSchema = numeric("Value must be a number")
  .refine((v) => v >= 0, "Value must be at least 0")
  .refine((v) => v <= KPI_VALUE_MAX, "Value is too large");

const metricName = z.string().trim().min(1, "Metric name is required").max(80, "Metric name must be at most 80 characters");
const notes = z.string().max(2000, "Notes must be at most 2000 characters").nullish();

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
  description: z.string().trim().max(500).nullish(),
  unit: z.enum(KPI_UNITS, { error: "Choose a unit" }).default("count"),
  targetValue: numeric("Target must be a number")
    .refine((v) => v >= 0, "Target must be at least 0")
    .nullish(),
  category: z.string().trim().min(1, "Category is required").max(60).default("daily_metrics"),
});
export type CreateKpiDefinitionInput = z.input<typeof createKpiDefinitionSchema>;

export const idParamsSchema = z.strictObject({
  id: z.coerce
    .number({ error: "Id must be a number" })
    .int("Id must be a whole number")
    .positive("Id must be positive")
    .max(2_147_483_647),
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

/** Names the metric by id or by name; a name the user lacks creates the definition (spec section 9). */
const metricRef = {
  kpiDefinitionId: z.number().int().positive().optional(),
  metricName: metricName.optional(),
};
const needsMetric = (e: { kpiDefinitionId?: number; metricName?: string }) =>
  e.kpiDefinitionId !== undefined || e.metricName !== undefined;
const metricMissing = { message: "Name the metric (kpiDefinitionId or metricName)", path: ["metricName"] };

/** One entry as the API takes it; a day's Hours Worked is at most 24 (spec sections 5 and 9), as the form says. */
const entryInputSchema = z
  .strictObject({ ...metricRef, value: kpiValueSchema, date: isoDateSchema, notes })
  .refine(needsMetric, metricMissing)
  .refine((e) => e.metricName?.toLowerCase() !== KPI_CATALOGUE.hoursWorked.name.toLowerCase() || e.value <= HOURS_WORKED_MAX, {
    message: `Hours worked must be between 0 and ${HOURS_WORKED_MAX}`,
    path: ["value"],
  });

/** A quick entry: adds `value` to the day's value of the metric. */
export const createKpiEntrySchema = entryInputSchema;
export type CreateKpiEntryInput = z.input<typeof createKpiEntrySchema>;

/** The Daily Input form: sets each metric's value for its day, all or nothing. */
export const bulkKpiEntriesSchema = z.strictObject({
  entries: z.array(entryInputSchema).min(1, "Nothing to save").max(100, "At most 100 entries at once"),
});
export type BulkKpiEntriesInput = z.input<typeof bulkKpiEntriesSchema>;

export const cleanupDuplicatesResponseSchema = z.object({ message: z.string(), deletedCount: z.number() });

export const userPreferencesSchema = z.object({
  metricOrder: z.array(z.string()),
  /** Metric name to visible; a metric not listed is visible. */
  metricVisibility: z.record(z.string(), z.boolean()),
  /** Daily-input field to shown; null until the user has chosen (the defaults of spec section 5 apply). */
  enabledMetrics: z.record(z.string(), z.boolean()).nullable(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const updateMetricVisibilitySchema = z.strictObject({
  metricVisibility: z.record(metricName, z.boolean()).refine((v) => Object.keys(v).length <= 200, "Too many metrics"),
});
export const updateMetricOrderSchema = z.strictObject({
  metricOrder: z.array(metricName).max(200, "Too many metrics"),
});

export const changeIndustrySchema = z.strictObject({
  industry: z.enum(INDUSTRY_IDS, { error: "Please select an industry" }),
});
