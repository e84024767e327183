import { describe, expect, it } from "vitest";
import { competitionRanks, teamPeriodRanges } from "./leaderboard";

describe("team periods and ranks", () => {
  it("today, this week from Sunday and this month so far, each with the whole period before", () => {
    // 2026-11-27 is a Friday.
    expect(teamPeriodRanges("today", "2026-11-27")).toEqual({
      range: { startDate: "2026-11-27", endDate: "2026-11-27" },
      previous: { startDate: "2026-11-26", endDate: "2026-11-26" },
    });
    expect(teamPeriodRanges("week", "2026-11-27")).toEqual({
      range: { startDate: "2026-11-22", endDate: "2026-11-27" },
      previous: { startDate: "2026-11-15", endDate: "2026-11-21" },
    });
    expect(teamPeriodRanges("month", "2026-03-05")).toEqual({
      range: { startDate: "2026-03-01", endDate: "2026-03-05" },
      previous: { startDate: "2026-02-01", endDate: "2026-02-28" },
    });
    expect(teamPeriodRanges("month", "2026-01-01").previous).toEqual({ startDate: "2025-12-01", endDate: "2025-12-31" });
  });

  it("equal values share a rank and the next one skips", () => {
    expect(competitionRanks([10, 30, 30, 5, 0])).toEqual([3, 1, 1, 4, 5]);
    expect(competitionRanks([0, 0])).toEqual([1, 1]);
    expect(competitionRanks([])).toEqual([]);
  });
});
