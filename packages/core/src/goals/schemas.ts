import { z } from "zod";
import { parseCents } from "../finance/money";
import { TEXT_LIMITS } from "../limits/quotas";
import { MAX_SERIAL_ID } from "../schemas/metrics";
import { optionalTextField } from "../text/text-field";
import { GOAL_PERIODS } from "./progress";

/**
 * What the goals API takes and answers (spec sections 5 and 7). The target is an exact decimal of the
 * goals.target_value column (numeric 10,2), as a number or its text, kept in hundredths so no sum of a
 * goal is compared with a float of its target.
 */

export const GOAL_METRIC_REQUIRED = "Please select a metric";
export const GOAL_TARGET_TOO_SMALL = "Target must be greater than 0";
export const GOAL_PERIOD_INVALID = "Time period must be daily, weekly, monthly or quarterly";

const metricField = z
  .number({ error: GOAL_METRIC_REQUIRED })
  .int(GOAL_METRIC_REQUIRED)
  .min(1, GOAL_METRIC_REQUIRED)
  .max(MAX_SERIAL_ID, GOAL_METRIC_REQUIRED);

/** Spec section 5: at least 0.01 ("Target must be greater than 0"); two decimals; at most 99,999,999.99. */
const targetField = z
  .union(
    [z.number({ error: GOAL_TARGET_TOO_SMALL }), z.string({ error: GOAL_TARGET_TOO_SMALL }).max(32, "Target must be a number")],
    {
      error: GOAL_TARGET_TOO_SMALL,
    },
  )
  .transform((input, ctx) => {
    const parsed = parseCents(input, { label: "Target" });
    if ("cents" in parsed) return parsed.cents;
    // A negative target is no more "at least 0" than 0 is: one message for both, the spec's.
    const problem = /at least 0|is required/.test(parsed.problem) ? GOAL_TARGET_TOO_SMALL : parsed.problem;
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  });

const periodField = z.enum(GOAL_PERIODS, { error: GOAL_PERIOD_INVALID });

const goalFields = {
  kpiDefinitionId: metricField,
  targetValue: targetField,
  targetPeriod: periodField,
  description: optionalTextField("Description", TEXT_LIMITS.description),
};

/** POST /api/goals {kpiDefinitionId, targetValue, targetPeriod, description}. */
export const createGoalSchema = z
  .strictObject({ ...goalFields, description: goalFields.description.optional(), isActive: z.boolean().optional() })
  .transform(({ targetValue, description, ...rest }) => ({
    ...rest,
    targetCents: targetValue,
    description: description ?? null,
  }));
export type CreateGoalInput = z.input<typeof createGoalSchema>;
export type CreateGoalValues = z.output<typeof createGoalSchema>;

/** PATCH /api/goals/{id}: the same fields, any of them. */
export const updateGoalSchema = z
  .strictObject({ ...goalFields, description: goalFields.description.optional(), isActive: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one field to change")
  .transform(({ targetValue, ...rest }) => ({ ...rest, ...(targetValue === undefined ? {} : { targetCents: targetValue }) }));
export type UpdateGoalInput = z.input<typeof updateGoalSchema>;
export type UpdateGoalValues = z.output<typeof updateGoalSchema>;

export const goalPaceSchema = z.object({
  status: z.enum(["met", "on-track", "behind", "at-risk"]),
  expected: z.number(),
  daysLeft: z.number(),
  perDayToFinish: z.number(),
});

/** A goal as GET /api/goals answers it: the stored fields, its metric, and its progress now. */
export const goalSchema = z.object({
  id: z.number(),
  kpiDefinitionId: z.number(),
  metricName: z.string(),
  unit: z.string(),
  targetValue: z.number(),
  targetPeriod: z.enum(GOAL_PERIODS),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** The period holding today in the rep's zone, first and last day. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The metric's figure over the period so far, as the dashboard's card counts it (leads included). */
  current: z.number(),
  /** Spec section 4: current over target, times 100, capped at 100. */
  progress: z.number(),
  colour: z.enum(["green", "blue", "yellow", "red"]),
  pace: goalPaceSchema,
  /** A daily goal's days met in a row and its best run; null for the other periods. */
  streak: z.object({ current: z.number(), best: z.number() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;
