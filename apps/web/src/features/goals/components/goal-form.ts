import type { CreateGoalInput, Goal, GoalPeriod } from "@measured/core";

/** The New Goal / Edit Goal dialog's fields as typed: text, so "" and "12." stay what the rep sees. */
export interface GoalFormValues {
  /** A metric's id as text; "" until one is chosen. */
  kpiDefinitionId: string;
  targetValue: string;
  targetPeriod: GoalPeriod;
  description: string;
}

export const GOAL_FIELDS = ["kpiDefinitionId", "targetValue", "targetPeriod", "description"] as const;

/** A new goal starts weekly with no metric chosen (the rep picks it: spec section 5's "Please select a metric"). */
export function goalFormValues(goal: Goal | null): GoalFormValues {
  if (!goal) return { kpiDefinitionId: "", targetValue: "", targetPeriod: "weekly", description: "" };
  return {
    kpiDefinitionId: String(goal.kpiDefinitionId),
    targetValue: String(goal.targetValue),
    targetPeriod: goal.targetPeriod,
    description: goal.description ?? "",
  };
}

/**
 * The body of POST /api/goals (and, with only what changed, of PATCH): the metric as a number (0 when none
 * is chosen, which core's schema refuses with the spec's message), the target as typed, the description as
 * typed (the server trims it; an empty one clears it).
 */
export function goalBody(values: GoalFormValues): CreateGoalInput {
  return {
    kpiDefinitionId: values.kpiDefinitionId === "" ? 0 : Number(values.kpiDefinitionId),
    targetValue: values.targetValue.trim(),
    targetPeriod: values.targetPeriod,
    description: values.description,
  };
}
