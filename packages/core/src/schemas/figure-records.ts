import { z } from "zod";
import { FUNNEL_STEP_IDS } from "../kpi/figure-records";
import { LEAD_FACT_SERIES, type LeadFact } from "../kpi/lead-facts";
import { TEXT_LIMITS } from "../limits/quotas";
import { PIPELINE_STAGE_KEYS } from "../pipeline/stages";
import { textField } from "../text/text-field";
import { dashboardQuerySchema } from "./dashboard";

/** Days and leads a page of records holds (each list its own page of this many). */
export const FIGURE_RECORDS_PAGE_SIZE = 25;
/** A page number: enough for a rep's leads quota many times over, bounded like every input. */
const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);

/**
 * GET /api/dashboard/figure-records: the dashboard's own period parameters, and the figure: a card (its
 * metric's name) or a funnel strip step. Exactly one of the two.
 */
export const figureRecordsQuerySchema = dashboardQuerySchema
  .safeExtend({
    metric: textField({ label: "Metric name", max: TEXT_LIMITS.metricName }).optional(),
    step: z.enum(FUNNEL_STEP_IDS, { error: "Step must be reach, sets, ran, closes or installs" }).optional(),
    page: pageSchema,
  })
  .refine((q) => (q.metric === undefined) !== (q.step === undefined), {
    message: "Name one figure: a metric or a step",
    path: ["metric"],
  });
export type FigureRecordsQuery = z.input<typeof figureRecordsQuerySchema>;

const leadFactSchema = z.enum(Object.keys(LEAD_FACT_SERIES) as [LeadFact, ...LeadFact[]]);

/**
 * The records behind a figure: its typed part and its leads part (they add up to the figure the
 * dashboard shows), a page of the days with a typed count and a page of the lead facts in the period.
 */
export const figureRecordsSchema = z.object({
  range: z.object({ startDate: z.string(), endDate: z.string() }),
  figure: z.number(),
  typed: z.number(),
  fromLeads: z.number(),
  days: z.array(z.object({ date: z.string(), value: z.number() })).max(FIGURE_RECORDS_PAGE_SIZE),
  leads: z
    .array(
      z.object({
        id: z.number(),
        firstName: z.string(),
        lastName: z.string(),
        date: z.string(),
        fact: leadFactSchema,
        /** 1, or −1 for a signed deal cancelled in the period (taken off the deals closed). */
        delta: z.number(),
      }),
    )
    .max(FIGURE_RECORDS_PAGE_SIZE),
  /** The next page of either list, or null when both are complete. */
  nextPage: z.number().nullable(),
});
export type FigureRecords = z.infer<typeof figureRecordsSchema>;

/** GET /api/pipeline/stage-records?stage=&page=: the leads that reached at least a pipeline step. */
export const stageRecordsQuerySchema = z.strictObject({
  stage: z.enum(PIPELINE_STAGE_KEYS, { error: "Unknown pipeline stage" }),
  page: pageSchema,
});

export const stageRecordsSchema = z.object({
  reached: z.number(),
  leads: z.array(z.object({ id: z.number(), firstName: z.string(), lastName: z.string() })).max(FIGURE_RECORDS_PAGE_SIZE),
  nextPage: z.number().nullable(),
});
export type StageRecords = z.infer<typeof stageRecordsSchema>;
