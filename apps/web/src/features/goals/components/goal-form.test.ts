import { createGoalSchema, GOAL_METRIC_REQUIRED, GOAL_TARGET_TOO_SMALL, type Goal } from "@measured/core";
import { describe, expect, it } from "vitest";
import { changedFields, checkBody } from "@/lib/form-check";
import { goalBody, goalFormValues } from "./goal-form";

const goal: Goal = {
  id: 7,
  kpiDefinitionId: 12,
  metricName: "Doors Knocked",
  unit: "count",
  targetValue: 250.5,
  targetPeriod: "monthly",
  description: "Spring push",
  isActive: true,
  periodStart: "2026-11-01",
  periodEnd: "2026-11-30",
  current: 10,
  progress: 4,
  colour: "red",
  pace: { status: "at-risk", expected: 100, daysLeft: 4, perDayToFinish: 60 },
  streak: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

describe("goal form", () => {
  it("a new goal with nothing chosen is refused with the spec's messages for metric and target", () => {
    expect(checkBody(createGoalSchema, goalBody(goalFormValues(null)))).toEqual({
      kpiDefinitionId: GOAL_METRIC_REQUIRED,
      targetValue: GOAL_TARGET_TOO_SMALL,
    });
  });

  it("a target of 0 or below is refused; 0.01 passes", () => {
    const values = { ...goalFormValues(null), kpiDefinitionId: "3" };
    expect(checkBody(createGoalSchema, goalBody({ ...values, targetValue: "0" }))).toEqual({
      targetValue: GOAL_TARGET_TOO_SMALL,
    });
    expect(checkBody(createGoalSchema, goalBody({ ...values, targetValue: "-5" }))).toEqual({
      targetValue: GOAL_TARGET_TOO_SMALL,
    });
    expect(checkBody(createGoalSchema, goalBody({ ...values, targetValue: " 0.01 " }))).toBeNull();
  });

  it("editing starts from the goal and sends only what changed", () => {
    const before = goalBody(goalFormValues(goal));
    expect(before).toEqual({ kpiDefinitionId: 12, targetValue: "250.5", targetPeriod: "monthly", description: "Spring push" });
    const after = goalBody({ ...goalFormValues(goal), targetValue: "300", description: "" });
    expect(changedFields(after, before)).toEqual({ targetValue: "300", description: "" });
  });
});
