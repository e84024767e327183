import type { Goal } from "@measured/core";
import { describe, expect, it } from "vitest";
import { goalAmountText, goalPaceText, goalStreakText } from "./goal-text";

const pace = (status: Goal["pace"]["status"], perDayToFinish: number, daysLeft: number): Goal["pace"] => ({
  status,
  expected: 0,
  daysLeft,
  perDayToFinish,
});

describe("goal text", () => {
  it("counts read bare, hours with their unit", () => {
    expect(goalAmountText({ current: 12, targetValue: 50, unit: "count" })).toBe("12 of 50");
    expect(goalAmountText({ current: 6.5, targetValue: 8, unit: "hours" })).toBe("6.5 h of 8 h");
  });

  it("the pace says what a day it takes, rounded up so following it finishes the goal", () => {
    expect(goalPaceText({ pace: pace("behind", 10 / 3, 3), targetPeriod: "weekly", unit: "count" })).toBe(
      "Behind: 3.34 a day for 3 days",
    );
    expect(goalPaceText({ pace: pace("on-track", 5, 1), targetPeriod: "monthly", unit: "count" })).toBe(
      "On track: 5 a day for 1 day",
    );
    expect(goalPaceText({ pace: pace("at-risk", 20, 10), targetPeriod: "quarterly", unit: "count" })).toBe(
      "At risk: 20 a day for 10 days",
    );
    expect(goalPaceText({ pace: pace("on-track", 7, 1), targetPeriod: "daily", unit: "count" })).toBe("7 to go today");
    expect(goalPaceText({ pace: pace("met", 0, 2), targetPeriod: "weekly", unit: "count" })).toBe("Goal met");
  });

  it("a streak shows once a day was met", () => {
    expect(goalStreakText({ streak: null })).toBeNull();
    expect(goalStreakText({ streak: { current: 0, best: 0 } })).toBeNull();
    expect(goalStreakText({ streak: { current: 0, best: 4 } })).toBe("Best streak: 4 days");
    expect(goalStreakText({ streak: { current: 3, best: 7 } })).toBe("3-day streak · best 7");
  });
});
