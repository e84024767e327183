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

  it("the pace says what is left, in how many days, and a day's share rounded up so following it finishes", () => {
    const goal = (status: Goal["pace"]["status"], current: number, targetValue: number, daysLeft: number) => ({
      pace: pace(status, (targetValue - current) / daysLeft, daysLeft),
      current,
      targetValue,
      unit: "count",
    });
    expect(goalPaceText({ ...goal("behind", 10, 20, 3), targetPeriod: "weekly" })).toBe("Behind: 10 to go in 3 days, 3.34 a day");
    expect(goalPaceText({ ...goal("at-risk", 0, 12, 35), targetPeriod: "quarterly" })).toBe(
      "At risk: 12 to go in 35 days, 0.35 a day",
    );
    expect(goalPaceText({ ...goal("on-track", 25, 30, 1), targetPeriod: "monthly" })).toBe("5 to go today");
    expect(goalPaceText({ ...goal("on-track", 3, 10, 1), targetPeriod: "daily" })).toBe("7 to go today");
    expect(goalPaceText({ ...goal("met", 12, 10, 2), targetPeriod: "weekly" })).toBe("Goal met");
    expect(goalPaceText({ ...goal("behind", 2, 8, 2), targetPeriod: "weekly", unit: "hours" })).toBe(
      "Behind: 6 h to go in 2 days, 3 h a day",
    );
  });

  it("a streak shows once a day was met", () => {
    expect(goalStreakText({ streak: null })).toBeNull();
    expect(goalStreakText({ streak: { current: 0, best: 0 } })).toBeNull();
    expect(goalStreakText({ streak: { current: 0, best: 4 } })).toBe("Best streak: 4 days");
    expect(goalStreakText({ streak: { current: 3, best: 7 } })).toBe("3-day streak · best 7");
  });
});
