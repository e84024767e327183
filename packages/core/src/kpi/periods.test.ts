import { describe, expect, it } from "vitest";
import { addDays, dateIn, eachDay, isValidTimeZone, periodRanges, shiftMonths, todayIn, weekday } from "./periods";

describe("todayIn", () => {
  // 2026-11-22 06:30 UTC is still the 21st in Los Angeles and already the 22nd in Tokyo.
  const instant = new Date("2026-11-22T06:30:00Z");
  it("gives the calendar date in the user's zone, across the date line", () => {
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-11-21");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2026-11-22");
    expect(todayIn("UTC", instant)).toBe("2026-11-22");
  });

  it("handles the day daylight saving ends", () => {
    expect(todayIn("America/New_York", new Date("2026-11-01T04:30:00Z"))).toBe("2026-11-01");
    expect(todayIn("America/New_York", new Date("2026-11-01T03:30:00Z"))).toBe("2026-10-31");
  });

  it("gives any instant's date, one after another in one minute (a rep's signed clients)", () => {
    expect(dateIn("America/New_York", new Date("2026-03-01T04:59:00Z"))).toBe("2026-02-28");
    expect(dateIn("America/New_York", new Date("2026-03-01T05:00:00Z"))).toBe("2026-03-01");
    expect(dateIn("Asia/Tokyo", new Date("2026-03-01T05:00:00Z"))).toBe("2026-03-01");
  });

  it("knows real zones from made-up ones", () => {
    expect(isValidTimeZone("Europe/Berlin")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("shifts months and clamps to the month's last day", () => {
    expect(shiftMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(shiftMonths("2028-02-29", -12)).toBe("2027-02-28");
    expect(shiftMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(shiftMonths("2026-12-01", 1)).toBe("2027-01-01");
  });

  it("numbers weekdays from Sunday", () => {
    expect(weekday("2026-11-22")).toBe(0); // a Sunday
    expect(weekday("2026-11-28")).toBe(6);
  });

  it("lists each day of a range", () => {
    expect(eachDay({ startDate: "2026-02-27", endDate: "2026-03-02" })).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
});

describe("periodRanges", () => {
  it("today against yesterday", () => {
    expect(periodRanges("today", "2026-03-01")).toEqual({
      range: { startDate: "2026-03-01", endDate: "2026-03-01" },
      previous: { startDate: "2026-02-28", endDate: "2026-02-28" },
    });
  });

  it("a week starts on Sunday, even across a month boundary, against last week to the same weekday", () => {
    // Tuesday 2026-12-01: the week began Sunday 2026-11-29.
    expect(periodRanges("week", "2026-12-01")).toEqual({
      range: { startDate: "2026-11-29", endDate: "2026-12-01" },
      previous: { startDate: "2026-11-22", endDate: "2026-11-24" },
    });
    // On a Sunday the week is just that day.
    expect(periodRanges("week", "2026-11-22").range).toEqual({ startDate: "2026-11-22", endDate: "2026-11-22" });
  });

  it("a month to date against last month to the same day, clamped", () => {
    expect(periodRanges("month", "2026-03-31")).toEqual({
      range: { startDate: "2026-03-01", endDate: "2026-03-31" },
      previous: { startDate: "2026-02-01", endDate: "2026-02-28" },
    });
  });

  it("a year to date against last year to the same day", () => {
    expect(periodRanges("year", "2026-11-22")).toEqual({
      range: { startDate: "2026-01-01", endDate: "2026-11-22" },
      previous: { startDate: "2025-01-01", endDate: "2025-11-22" },
    });
  });

  it("all time starts in 1900 and has no previous period", () => {
    const all = periodRanges("all", "2026-11-22");
    expect(all.range.startDate).toBe("1900-01-01");
    expect(all.range.endDate >= "2999-01-01").toBe(true);
    expect(all.previous).toBeNull();
  });

  it("custom is the given range with no previous period, and needs both dates", () => {
    expect(periodRanges("custom", "2026-11-22", { startDate: "2026-10-01", endDate: "2026-10-15" })).toEqual({
      range: { startDate: "2026-10-01", endDate: "2026-10-15" },
      previous: null,
    });
    expect(() => periodRanges("custom", "2026-11-22")).toThrow();
  });
});
