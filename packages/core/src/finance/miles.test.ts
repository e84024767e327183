import { describe, expect, it } from "vitest";
import { MILES_MAX_HUNDREDTHS, MIN_TRIP_MESSAGE, milesToDecimal, milesToHundredths, parseMilesHundredths } from "./miles";

describe("miles", () => {
  it("reads a typed distance into hundredths, from 0.1 to 999,999.99", () => {
    expect(parseMilesHundredths("12.34")).toEqual({ hundredths: 1234 });
    expect(parseMilesHundredths(0.1)).toEqual({ hundredths: 10 });
    expect(parseMilesHundredths("999999.99")).toEqual({ hundredths: MILES_MAX_HUNDREDTHS });
  });

  it("refuses a trip under 0.1 mile and one past the column", () => {
    expect(parseMilesHundredths("0.09")).toEqual({ problem: MIN_TRIP_MESSAGE });
    expect(parseMilesHundredths(0)).toEqual({ problem: "A trip must be at least 0.1 miles" });
    expect(parseMilesHundredths("1000000")).toEqual({ problem: "Miles must be at most 999,999.99" });
    expect(parseMilesHundredths("1.234")).toEqual({ problem: "Miles can have at most 2 decimal places" });
    expect(parseMilesHundredths("-3")).toEqual({ problem: "Miles must be at least 0" });
  });

  it("rounds a measured distance to the nearest hundredth and writes the column's text", () => {
    expect(milesToHundredths(12.344)).toBe(1234);
    expect(milesToHundredths(12.346)).toBe(1235);
    expect(milesToHundredths(0)).toBe(0);
    expect(milesToDecimal(1234)).toBe("12.34");
    expect(milesToDecimal(10)).toBe("0.10");
  });
});
