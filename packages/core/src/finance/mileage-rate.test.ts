import { describe, expect, it } from "vitest";
import {
  IRS_MILEAGE_RATES,
  irsRateMilli,
  mileageDeductionCents,
  parseRateMilli,
  RATE_MAX_MILLI,
  rateToDecimal,
  totalMileageDeductionCents,
  tripRateMilli,
} from "./mileage-rate";

describe("irsRateMilli", () => {
  it.each([
    ["2021-12-31", 585, "before the table: 2022's first rate"],
    ["2022-01-01", 585, "2022, January to June"],
    ["2022-06-30", 585, "the last day of the first 2022 rate"],
    ["2022-07-01", 625, "the mid-year 2022 rise"],
    ["2022-12-31", 625, "the end of 2022"],
    ["2023-01-01", 655, "2023"],
    ["2023-12-31", 655, "the end of 2023"],
    ["2024-01-01", 670, "2024"],
    ["2025-01-01", 700, "2025"],
    ["2025-12-31", 700, "the end of 2025"],
    ["2026-01-01", 725, "2026"],
    ["2027-01-01", 725, "after the table: the latest known rate"],
    ["2000-01-01", 585, "the earliest day a record may carry"],
  ])("%s is %i (%s)", (date, rate) => {
    expect(irsRateMilli(date)).toBe(rate);
  });

  it("keeps its rows in date order, so the last row that has started is the one in force", () => {
    const days = IRS_MILEAGE_RATES.map((r) => r.from);
    expect([...days].sort()).toEqual(days);
  });
});

describe("tripRateMilli", () => {
  it("is the IRS rate of a business trip's day, the rep's own when typed, and 0 for a personal trip whatever was typed", () => {
    expect(tripRateMilli({ date: "2024-05-01" })).toBe(670);
    expect(tripRateMilli({ date: "2024-05-01", isPersonal: true })).toBe(0);
    expect(tripRateMilli({ date: "2024-05-01", typedRateMilli: 600 })).toBe(600);
    expect(tripRateMilli({ date: "2024-05-01", isPersonal: true, typedRateMilli: 140 })).toBe(0);
    expect(tripRateMilli({ date: "2024-05-01", typedRateMilli: 0 })).toBe(0);
    expect(tripRateMilli({ date: "2024-05-01", typedRateMilli: null })).toBe(670);
  });
});

describe("mileage deduction", () => {
  it("is miles × rate in cents, exact", () => {
    expect(mileageDeductionCents(10_000, 725)).toBe(7250); // 100 mi × $0.725 = $72.50
    expect(mileageDeductionCents(1234, 670)).toBe(827); // 12.34 × 0.67 = 8.2678
    expect(mileageDeductionCents(0, 725)).toBe(0);
    expect(mileageDeductionCents(10_000, 0)).toBe(0);
    expect(mileageDeductionCents(99_999_999, RATE_MAX_MILLI)).toBe(99_999_899_000); // 99,999,899,000.001¢
  });

  it("rounds half a cent up", () => {
    expect(mileageDeductionCents(100, 585)).toBe(59); // 1 mi × $0.585 = 58.5¢
    expect(mileageDeductionCents(101, 655)).toBe(66); // 66.155¢
    expect(mileageDeductionCents(1, 500)).toBe(1); // 0.5¢
    expect(mileageDeductionCents(1, 499)).toBe(0); // 0.499¢
    expect(mileageDeductionCents(-100, 585)).toBe(-59);
  });

  it("rounds a total once, not each trip", () => {
    const trips = Array.from({ length: 3 }, () => ({ milesHundredths: 1, rateMilli: 500 }));
    // Each trip is half a cent: rounded one by one they would make 3¢; their total is 1.5¢, so 2¢.
    expect(trips.reduce((sum, t) => sum + mileageDeductionCents(t.milesHundredths, t.rateMilli), 0)).toBe(3);
    expect(totalMileageDeductionCents(trips)).toBe(2);
    expect(totalMileageDeductionCents([])).toBe(0);
    expect(
      totalMileageDeductionCents([
        { milesHundredths: 10_000, rateMilli: 585 },
        { milesHundredths: 10_000, rateMilli: 625 },
      ]),
    ).toBe(12_100);
  });

  it("adds a long history exactly past 2^53 thousandths of a cent", () => {
    const trips = Array.from({ length: 100 }, () => ({ milesHundredths: 99_999_999, rateMilli: RATE_MAX_MILLI }));
    expect(totalMileageDeductionCents(trips)).toBe(9_999_989_900_000); // 9,999,989,900,000.1¢: one thousandth per trip, rounded once
  });
});

describe("typed rates", () => {
  it("take up to 3 decimals and at most 999.999 (numeric(6,3))", () => {
    expect(parseRateMilli("0.725")).toEqual({ rateMilli: 725 });
    expect(parseRateMilli(0.67)).toEqual({ rateMilli: 670 });
    expect(parseRateMilli("0")).toEqual({ rateMilli: 0 });
    expect(parseRateMilli("999.999")).toEqual({ rateMilli: RATE_MAX_MILLI });
  });

  it("refuse a fourth decimal, a rate past the column, a negative one and words", () => {
    expect(parseRateMilli("0.7255")).toEqual({ problem: "Rate can have at most 3 decimal places" });
    expect(parseRateMilli("1000")).toEqual({ problem: "Rate must be at most 999.999" });
    expect(parseRateMilli("-0.5")).toEqual({ problem: "Rate must be at least 0" });
    expect(parseRateMilli("abc")).toEqual({ problem: "Rate must be a number" });
  });

  it("are written with three decimals", () => {
    expect(rateToDecimal(725)).toBe("0.725");
    expect(rateToDecimal(670)).toBe("0.670");
    expect(rateToDecimal(0)).toBe("0.000");
  });
});
