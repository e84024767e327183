import { describe, expect, it } from "vitest";
import { MAX_RANGE_DAYS, MAX_TREND_POINTS } from "../limits/quotas";
import {
  addDays,
  clampToDateWindow,
  dateIn,
  eachDay,
  isValidTimeZone,
  isWithinMaxRange,
  periodRanges,
  shiftMonths,
  todayIn,
  trendBuckets,
  weekday,
} from "./periods";

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

  it("lists the same days as stepping with addDays, across month and year ends and leap days", () => {
    for (let start = "2023-11-01"; start <= "2025-03-31"; start = addDays(start, 1)) {
      const end = addDays(start, 61);
      const stepped: string[] = [];
      for (let d = start; d <= end; d = addDays(d, 1)) stepped.push(d);
      expect(eachDay({ startDate: start, endDate: end }), start).toEqual(stepped);
    }
    expect(eachDay({ startDate: "2024-02-28", endDate: "2024-03-01" })).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(eachDay({ startDate: "2026-03-02", endDate: "2026-03-01" })).toEqual([]);
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

describe("trendBuckets", () => {
  const range = (startDate: string, endDate: string) => ({ startDate, endDate });

  it("uses days up to 62 days, then months while they fit, then years", () => {
    expect(trendBuckets(range("2026-01-01", "2026-03-03"))).toMatchObject({ granularity: "day" });
    expect(trendBuckets(range("2026-01-01", "2026-03-03")).buckets).toHaveLength(62);
    expect(trendBuckets(range("2026-01-01", "2026-03-04"))).toEqual({
      granularity: "month",
      buckets: ["2026-01", "2026-02", "2026-03"],
    });
    // 120 months touched: still months; 121: years.
    expect(trendBuckets(range("2016-01-31", "2025-12-01")).buckets).toHaveLength(120);
    expect(trendBuckets(range("2016-01-31", "2026-01-01"))).toEqual({
      granularity: "year",
      buckets: ["2016", "2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025", "2026"],
    });
  });

  it("never gives more than MAX_TREND_POINTS buckets, keeping the latest years", () => {
    for (const [start, end] of [
      ["1900-01-01", "2999-12-31"],
      ["0001-01-01", "9999-12-31"],
      ["2000-01-01", "2026-11-20"],
      ["2026-11-20", "2026-11-20"],
    ] as const) {
      expect(trendBuckets(range(start, end)).buckets.length, `${start}..${end}`).toBeLessThanOrEqual(MAX_TREND_POINTS);
    }
    const millennium = trendBuckets(range("1900-01-01", "2999-12-31")).buckets;
    expect([millennium[0], millennium.at(-1)]).toEqual([String(2999 - MAX_TREND_POINTS + 1), "2999"]);
  });
});

describe("range limits", () => {
  it("a custom range spans at most MAX_RANGE_DAYS days, both ends counted", () => {
    expect(isWithinMaxRange({ startDate: "2026-01-01", endDate: addDays("2026-01-01", MAX_RANGE_DAYS - 1) })).toBe(true);
    expect(isWithinMaxRange({ startDate: "2026-01-01", endDate: addDays("2026-01-01", MAX_RANGE_DAYS) })).toBe(false);
    expect(isWithinMaxRange({ startDate: "1900-01-01", endDate: "2999-12-31" })).toBe(false);
  });

  it("clamps a range to the date window as of today", () => {
    expect(clampToDateWindow({ startDate: "1900-01-01", endDate: "2999-12-31" }, "2026-11-20")).toEqual({
      startDate: "2000-01-01",
      endDate: "2027-11-21",
    });
    expect(clampToDateWindow({ startDate: "2021-03-04", endDate: "2026-11-20" }, "2026-11-20")).toEqual({
      startDate: "2021-03-04",
      endDate: "2026-11-20",
    });
    // Entirely in the future: one day at the window's end, still a valid range.
    expect(clampToDateWindow({ startDate: "2999-12-31", endDate: "2999-12-31" }, "2026-11-20")).toEqual({
      startDate: "2027-11-21",
      endDate: "2027-11-21",
    });
  });
});
