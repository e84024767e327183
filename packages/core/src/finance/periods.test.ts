import { describe, expect, it } from "vitest";
import { daysBetween } from "../kpi/periods";
import { FINANCE_PERIODS, financePeriodRange, financeQueryRange, isInFinanceRange, taxYearRange } from "./periods";

const range = (period: "week" | "month" | "year", instant: string, zone = "UTC") =>
  financePeriodRange(period, new Date(instant), zone);

describe("financePeriodRange", () => {
  it("takes the week as the last 7 days, today included, across a month end", () => {
    expect(range("week", "2026-03-03T18:00:00Z")).toEqual({ from: "2026-02-25", to: "2026-03-03" });
  });

  it("takes 7 days whatever weekday today is (not Sunday to today)", () => {
    for (let day = 1; day <= 7; day++) {
      const week = range("week", `2026-06-0${day}T12:00:00Z`);
      expect(daysBetween(week.from, week.to) + 1).toBe(7);
      expect(week.to).toBe(`2026-06-0${day}`);
    }
  });

  it("takes the whole calendar month, leap years included", () => {
    expect(range("month", "2026-02-15T12:00:00Z")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(range("month", "2028-02-10T12:00:00Z")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(range("month", "2026-12-31T12:00:00Z")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });

  it("takes the whole calendar year, and a week across the year end", () => {
    expect(range("year", "2027-01-02T12:00:00Z")).toEqual({ from: "2027-01-01", to: "2027-12-31" });
    expect(range("week", "2027-01-02T12:00:00Z")).toEqual({ from: "2026-12-27", to: "2027-01-02" });
  });

  it("counts days in the rep's zone: New Year in UTC is still 31 December in Los Angeles", () => {
    const instant = "2027-01-01T05:00:00Z"; // 9 pm on 31 December in Los Angeles, 2 pm on 1 January in Tokyo
    expect(range("year", instant, "America/Los_Angeles")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(range("month", instant, "America/Los_Angeles")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(range("week", instant, "America/Los_Angeles")).toEqual({ from: "2026-12-25", to: "2026-12-31" });
    expect(range("year", instant, "Asia/Tokyo")).toEqual({ from: "2027-01-01", to: "2027-12-31" });
    expect(range("week", instant, "Asia/Tokyo")).toEqual({ from: "2026-12-26", to: "2027-01-01" });
  });

  it("refuses a zone that does not exist", () => {
    expect(() => range("week", "2026-03-03T18:00:00Z", "Mars/Olympus")).toThrow(RangeError);
  });

  it("has the screen's three tabs", () => {
    expect(FINANCE_PERIODS).toEqual(["week", "month", "year"]);
  });
});

describe("tax years and ranges", () => {
  it("gives a year's days and tests a day against both ends", () => {
    const year = taxYearRange(2025);
    expect(year).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(isInFinanceRange("2025-01-01", year)).toBe(true);
    expect(isInFinanceRange("2025-12-31", year)).toBe(true);
    expect(isInFinanceRange("2024-12-31", year)).toBe(false);
    expect(isInFinanceRange("2026-01-01", year)).toBe(false);
  });
});

describe("financeQueryRange", () => {
  it("a period is its days in the zone; a range is its own ends, with no period", () => {
    const now = new Date("2026-02-01T05:30:00Z");
    expect(financeQueryRange({ period: "month" }, now, "America/Los_Angeles")).toEqual({
      period: "month",
      range: { from: "2026-01-01", to: "2026-01-31" },
    });
    expect(financeQueryRange({ from: "1900-01-01", to: "2999-12-31" }, now, "America/Los_Angeles")).toEqual({
      period: null,
      range: { from: "1900-01-01", to: "2999-12-31" },
    });
    expect(() => financeQueryRange({ from: "2026-01-01" }, now, "America/Los_Angeles")).toThrow(RangeError);
  });
});
