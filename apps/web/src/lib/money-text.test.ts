import { describe, expect, it } from "vitest";
import { dollarsToCents, dollarsToField, formatDollars, formatMiles, formatUsdShort } from "@/lib/money-text";

describe("money text", () => {
  it("reads the API's dollars as exact cents", () => {
    expect(dollarsToCents(12.5)).toBe(1250);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(-3.1)).toBe(-310);
  });
  it("shows money as dollars with a sign for a loss", () => {
    expect(formatDollars(1234.56)).toBe("$1,234.56");
    expect(formatDollars(-12.5)).toBe("-$12.50");
    expect(formatDollars(0)).toBe("$0.00");
  });
  it("puts an amount back in the form with two decimals", () => {
    expect(dollarsToField(12.5)).toBe("12.50");
  });
  it("shows miles", () => {
    expect(formatMiles(12.346)).toBe("12.35 mi");
    expect(formatMiles(3)).toBe("3 mi");
  });
});

describe("formatUsdShort", () => {
  it("drops zero cents only", () => {
    expect([formatUsdShort(6000), formatUsdShort(1250), formatUsdShort(100_000)]).toEqual(["$60", "$12.50", "$1,000"]);
  });
});
