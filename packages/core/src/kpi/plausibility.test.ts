import { describe, expect, it } from "vitest";
import { dateRefusal, dayWarnings, outlierQuestion, parseEntryValue, takesDecimals, upperBound } from "./plausibility";

const doors = { name: "Doors Knocked", unit: "count" };
const hours = { name: "Hours Worked", unit: "hours" };
const revenue = { name: "Revenue", unit: "dollars" };
const referrals = { name: "Referrals", unit: "count" };

describe("parseEntryValue", () => {
  it("reads an empty field as no value, and plain numbers as themselves", () => {
    expect(parseEntryValue(doors, "  ")).toEqual({ value: null });
    expect(parseEntryValue(doors, "42")).toEqual({ value: 42 });
    expect(parseEntryValue(hours, "6.5")).toEqual({ value: 6.5 });
    expect(parseEntryValue(revenue, "1250.75")).toEqual({ value: 1250.75 });
  });

  it("refuses a fraction of a count, naming the field", () => {
    expect(parseEntryValue(doors, "2.5")).toEqual({ refusal: "Doors Knocked must be a whole number." });
    expect(parseEntryValue(referrals, "0.5")).toEqual({ refusal: "Referrals must be a whole number." });
  });

  it("refuses negatives, words, exponents and more than 24 hours", () => {
    expect(parseEntryValue(doors, "-3")).toEqual({ refusal: "Doors Knocked must be at least 0." });
    expect(parseEntryValue(doors, "lots")).toEqual({ refusal: "Doors Knocked must be a number." });
    expect(parseEntryValue(doors, "1e3")).toEqual({ refusal: "Doors Knocked must be a number." });
    expect(parseEntryValue(hours, "24")).toEqual({ value: 24 });
    expect(parseEntryValue(hours, "24.5")).toEqual({ refusal: "Hours Worked must be between 0 and 24 hours." });
    expect(parseEntryValue(hours, "1.125")).toEqual({ refusal: "Hours Worked can have at most 2 decimal places." });
    expect(parseEntryValue(doors, "123456789")).toEqual({ refusal: "Doors Knocked must be at most 99,999,999.99." });
  });

  it("takes decimals for every unit but counts", () => {
    expect(takesDecimals(doors)).toBe(false);
    expect(takesDecimals(hours)).toBe(true);
    expect(takesDecimals(revenue)).toBe(true);
  });
});

describe("outlierQuestion", () => {
  it("asks about a figure above the metric's daily bound", () => {
    expect(outlierQuestion(doors, 500)).toBeNull();
    expect(outlierQuestion(doors, 99_999_999)).toBe("99,999,999 Doors Knocked in one day?");
    expect(outlierQuestion({ name: "Deals Closed from Knocks", unit: "count" }, 31)).toBe(
      "31 Deals Closed from Knocks in one day?",
    );
    expect(outlierQuestion(revenue, 250_000)).toBe("$250,000 Revenue in one day?");
  });

  it("uses the unit's bound for a custom metric and never asks about hours (refused above 24)", () => {
    expect(upperBound(referrals)).toBe(1_000);
    expect(outlierQuestion(referrals, 1_001)).toBe("1,001 Referrals in one day?");
    expect(outlierQuestion(hours, 24)).toBeNull();
  });

  it("asks about a percent above 100, never at 100", () => {
    const closeRate = { name: "Close Rate", unit: "percent" };
    expect(outlierQuestion(closeRate, 100)).toBeNull();
    expect(outlierQuestion(closeRate, 100.5)).toBe("100.5% Close Rate, above 100%?");
  });
});

describe("dayWarnings", () => {
  it("warns when deals exceed appointments held, naming both", () => {
    expect(dayWarnings({ "Appts Ran": 1, "Deals Closed from Knocks": 2, "Deals Closed from Tags": 1 })).toEqual([
      {
        field: "Deals Closed from Tags",
        message:
          "Deals Closed from Knocks + Deals Closed from Tags (3) is more than Appts Ran (1) on this day; check both before saving.",
      },
    ]);
  });

  it("warns when appointments held exceed those set, tagging sets included", () => {
    expect(dayWarnings({ "Knocking Appt Sets": 1, "Tagging Appts Set": 1, "Appts Ran": 3 })).toEqual([
      {
        field: "Appts Ran",
        message: "Appts Ran (3) is more than Knocking Appt Sets + Tagging Appts Set (2) on this day; check both before saving.",
      },
    ]);
    expect(dayWarnings({ "Knocking Appt Sets": 1, "Tagging Appts Set": 1, "Appts Ran": 2 })).toEqual([]);
  });

  it("warns when sets from knocks exceed the doors knocked", () => {
    expect(dayWarnings({ "Doors Knocked": 10, "Appointments Set": 40 })[0]?.field).toBe("Appointments Set");
  });

  it("stays quiet when the earlier step has no figure that day (a follow-up close)", () => {
    expect(dayWarnings({ "Deals Closed": 1, "Deals Installed from Knocks": 1 })).toEqual([]);
    expect(dayWarnings({ "Doors Knocked": 40, "Knocking Appt Sets": 3, "Appts Ran": 2, "Deals Closed": 1 })).toEqual([]);
  });
});

describe("dateRefusal", () => {
  it("takes today and earlier days", () => {
    expect(dateRefusal("2026-11-23", "2026-11-23")).toBeNull();
    expect(dateRefusal("2025-06-03", "2026-11-23")).toBeNull();
  });

  it("refuses a day after today and a day that does not exist", () => {
    expect(dateRefusal("2026-11-24", "2026-11-23", "Nov 24, 2026")).toBe(
      "The date Nov 24, 2026 is after today; choose today or an earlier day.",
    );
    expect(dateRefusal("2026-02-30", "2026-11-23")).toBe(
      "The date 2026-02-30 is not a calendar day; choose a day from the date picker.",
    );
    expect(dateRefusal("next march", "2026-11-23")).not.toBeNull();
  });
});
