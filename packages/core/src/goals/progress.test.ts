import { describe, expect, it } from "vitest";
import { todayIn } from "../kpi/periods";
import { dailyGoalStreak, goalColour, goalPace, goalPeriodRange, goalProgress, goalProgressText } from "./progress";

describe("goalPeriodRange", () => {
  it("a day is itself", () => {
    expect(goalPeriodRange("daily", "2026-11-27")).toEqual({ startDate: "2026-11-27", endDate: "2026-11-27" });
  });

  it("a week runs from the last Sunday to Saturday, a Sunday starting its own week", () => {
    // 2026-11-27 is a Friday; 2026-11-22 a Sunday.
    expect(goalPeriodRange("weekly", "2026-11-27")).toEqual({ startDate: "2026-11-22", endDate: "2026-11-28" });
    expect(goalPeriodRange("weekly", "2026-11-22")).toEqual({ startDate: "2026-11-22", endDate: "2026-11-28" });
    expect(goalPeriodRange("weekly", "2026-11-28")).toEqual({ startDate: "2026-11-22", endDate: "2026-11-28" });
    // Across a month and a year end.
    expect(goalPeriodRange("weekly", "2027-01-01")).toEqual({ startDate: "2026-12-27", endDate: "2027-01-02" });
  });

  it("a month runs to its last day, February in a leap year included", () => {
    expect(goalPeriodRange("monthly", "2026-11-30")).toEqual({ startDate: "2026-11-01", endDate: "2026-11-30" });
    expect(goalPeriodRange("monthly", "2028-02-10")).toEqual({ startDate: "2028-02-01", endDate: "2028-02-29" });
    expect(goalPeriodRange("monthly", "2026-12-31")).toEqual({ startDate: "2026-12-01", endDate: "2026-12-31" });
  });

  it("a quarter starts on the first day of its first month", () => {
    expect(goalPeriodRange("quarterly", "2026-01-01")).toEqual({ startDate: "2026-01-01", endDate: "2026-03-31" });
    expect(goalPeriodRange("quarterly", "2026-03-31")).toEqual({ startDate: "2026-01-01", endDate: "2026-03-31" });
    expect(goalPeriodRange("quarterly", "2026-04-01")).toEqual({ startDate: "2026-04-01", endDate: "2026-06-30" });
    expect(goalPeriodRange("quarterly", "2026-09-30")).toEqual({ startDate: "2026-07-01", endDate: "2026-09-30" });
    expect(goalPeriodRange("quarterly", "2026-11-27")).toEqual({ startDate: "2026-10-01", endDate: "2026-12-31" });
  });

  it("takes the rep's day: the same instant is Saturday in Los Angeles and Sunday in Tokyo, two different weeks", () => {
    const instant = new Date("2026-11-29T02:00:00Z");
    expect(goalPeriodRange("weekly", todayIn("America/Los_Angeles", instant)).startDate).toBe("2026-11-22");
    expect(goalPeriodRange("weekly", todayIn("Asia/Tokyo", instant)).startDate).toBe("2026-11-29");
    // And the month: still November in Los Angeles at 2026-12-01 05:00 UTC, December in London.
    const monthEnd = new Date("2026-12-01T05:00:00Z");
    expect(goalPeriodRange("monthly", todayIn("America/Los_Angeles", monthEnd)).startDate).toBe("2026-11-01");
    expect(goalPeriodRange("monthly", todayIn("Europe/London", monthEnd)).startDate).toBe("2026-12-01");
  });
});

describe("goalProgress", () => {
  it("is the sum over the target in percent, capped at 100, never below 0", () => {
    expect(goalProgress(2, 3)).toBeCloseTo(66.667, 3);
    expect(goalProgress(3, 3)).toBe(100);
    expect(goalProgress(7, 3)).toBe(100);
    expect(goalProgress(-2, 3)).toBe(0);
    expect(goalProgress(0.5, 0.01)).toBe(100);
    expect(goalProgress(5, 0)).toBe(0);
  });

  it("is shown with one decimal place", () => {
    expect(goalProgressText(goalProgress(2, 3))).toBe("66.7%");
    expect(goalProgressText(100)).toBe("100.0%");
    expect(goalProgressText(0)).toBe("0.0%");
    expect(goalProgressText(49.95)).toBe("50.0%");
  });
});

describe("goalColour", () => {
  it("is green from 100, blue from 75, yellow from 50, red below", () => {
    expect([100, 99.9, 75, 74.9, 50, 49.9, 0].map(goalColour)).toEqual([
      "green",
      "blue",
      "blue",
      "yellow",
      "yellow",
      "red",
      "red",
    ]);
  });
});

describe("goalPace", () => {
  it("is on track on a period's first day whatever the sum", () => {
    expect(goalPace("weekly", "2026-11-22", 0, 70)).toMatchObject({ status: "on-track", expected: 0, daysLeft: 7 });
    expect(goalPace("daily", "2026-11-27", 0, 10).status).toBe("on-track");
  });

  it("compares with an even pace to the end of yesterday and says what each day left must add", () => {
    // Friday: five of seven days gone; an even pace to 70 has 50 by Thursday night.
    expect(goalPace("weekly", "2026-11-27", 50, 70)).toEqual({
      status: "on-track",
      expected: 50,
      daysLeft: 2,
      perDayToFinish: 10,
    });
    expect(goalPace("weekly", "2026-11-27", 40, 70).status).toBe("behind");
    expect(goalPace("weekly", "2026-11-27", 37.5, 70).status).toBe("behind");
    expect(goalPace("weekly", "2026-11-27", 37.4, 70).status).toBe("at-risk");
    expect(goalPace("weekly", "2026-11-27", 30, 70).perDayToFinish).toBe(20);
  });

  it("is met once the sum reaches the target, with nothing left to add", () => {
    expect(goalPace("monthly", "2026-11-02", 120, 100)).toMatchObject({ status: "met", perDayToFinish: 0, daysLeft: 29 });
  });

  it("counts a quarter's days across its months", () => {
    // 2026-11-27 is day 58 of Q4's 92: 57 days gone, 35 left.
    const pace = goalPace("quarterly", "2026-11-27", 0, 92);
    expect(pace.expected).toBe(57);
    expect(pace.daysLeft).toBe(35);
  });
});

describe("dailyGoalStreak", () => {
  const sums = (entries: Record<string, number>) => new Map(Object.entries(entries));

  it("counts days met in a row up to today, or up to yesterday while today is still open", () => {
    const days = sums({ "2026-11-24": 10, "2026-11-25": 12, "2026-11-26": 10 });
    expect(dailyGoalStreak(days, 10, "2026-11-01", "2026-11-26")).toEqual({ current: 3, best: 3 });
    expect(dailyGoalStreak(days, 10, "2026-11-01", "2026-11-27")).toEqual({ current: 3, best: 3 });
    expect(dailyGoalStreak(days, 10, "2026-11-01", "2026-11-28")).toEqual({ current: 0, best: 3 });
  });

  it("a missed day breaks it; the best streak stays", () => {
    const days = sums({ "2026-11-20": 10, "2026-11-21": 10, "2026-11-22": 10, "2026-11-23": 9, "2026-11-24": 10 });
    expect(dailyGoalStreak(days, 10, "2026-11-01", "2026-11-24")).toEqual({ current: 1, best: 3 });
  });

  it("days before the goal existed neither break nor extend it", () => {
    const days = sums({ "2026-11-20": 10, "2026-11-24": 10, "2026-11-25": 10 });
    expect(dailyGoalStreak(days, 10, "2026-11-24", "2026-11-25")).toEqual({ current: 2, best: 2 });
    expect(dailyGoalStreak(days, 10, "2026-11-26", "2026-11-25")).toEqual({ current: 0, best: 0 });
  });
});
