import { describe, expect, it } from "vitest";
import { formatBucket, formatMoment, formatPickerDate, formatShortDate } from "./format";

describe("dates outside the current year show their year", () => {
  it("formatShortDate: this year's day without, another year's with", () => {
    expect(formatShortDate("2026-11-23", "2026")).toBe("Nov 23");
    expect(formatShortDate("2025-11-23", "2026")).toBe("Nov 23, 2025");
    expect(formatShortDate("2027-01-02", "2026")).toBe("Jan 2, 2027");
  });

  it("formatBucket: day buckets follow the same rule; a month bucket always names its year", () => {
    expect(formatBucket("2026-06-03", "2026")).toBe("Jun 3");
    expect(formatBucket("2025-12-30", "2026")).toBe("Dec 30, 2025");
    expect(formatBucket("2026-06", "2026")).toBe("Jun 2026");
  });

  it("formatMoment: in the zone given, the year only outside the current one", () => {
    const moment = new Date("2026-11-24T23:00:00Z");
    expect(formatMoment(moment, "2026", "America/Los_Angeles")).toBe("Tue, Nov 24, 3:00 PM");
    expect(formatMoment(new Date("2025-03-04T17:30:00Z"), "2026", "UTC")).toBe("Tue, Mar 4, 2025, 5:30 PM");
    // New Year's Eve in Los Angeles is already next year in UTC: the zone's own day decides.
    expect(formatMoment(new Date("2027-01-01T05:00:00Z"), "2026", "America/Los_Angeles")).toBe("Thu, Dec 31, 9:00 PM");
  });

  it("the date picker always shows the year (spec section 9)", () => {
    expect(formatPickerDate("2026-06-03")).toBe("Jun 03, 2026");
  });
});
