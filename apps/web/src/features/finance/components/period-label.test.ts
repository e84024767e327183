import { describe, expect, it } from "vitest";
import { PERIOD_WORDS, periodRangeLabel } from "./period-label";

describe("periodRangeLabel", () => {
  it("names one month once", () => {
    expect(periodRangeLabel("2026-11-21", "2026-11-27", "2026")).toBe("Nov 21 – 27");
  });
  it("names both months of a week across two", () => {
    expect(periodRangeLabel("2026-10-28", "2026-11-03", "2026")).toBe("Oct 28 – Nov 3");
  });
  it("reads a year as its first and last day", () => {
    expect(periodRangeLabel("2026-01-01", "2026-12-31", "2026")).toBe("Jan 1 – Dec 31");
  });
  it("gives the year of days outside the current one", () => {
    expect(periodRangeLabel("2025-12-29", "2026-01-04", "2026")).toBe("Dec 29, 2025 – Jan 4");
    expect(periodRangeLabel("2025-11-01", "2025-11-30", "2026")).toBe("Nov 1, 2025 – Nov 30, 2025");
  });
});

describe("PERIOD_WORDS", () => {
  it("calls the week the last 7 days", () => {
    expect(PERIOD_WORDS.week).toBe("in the last 7 days");
  });
});
