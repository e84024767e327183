import { describe, expect, it } from "vitest";
import { formatMaxOf, formatUnits, MILES_DECIMALS, MONEY_DECIMALS, maxUnits, parseScaled, RATE_DECIMALS } from "./exact-decimal";

const money = (input: unknown, signed = false) => parseScaled(input, MONEY_DECIMALS, { label: "Amount", signed });

describe("parseScaled", () => {
  it("reads text and JSON numbers into whole units, never rounding", () => {
    for (const [input, units] of [
      ["12.5", 1250],
      [12.5, 1250],
      ["0.10", 10],
      [0.1, 10],
      ["7", 700],
      ["007.50", 750],
      ["0", 0],
      [0, 0],
      [-0, 0],
      ["-0.00", 0],
      ["99999999.99", 9_999_999_999],
      [99_999_999.99, 9_999_999_999],
    ] as const) {
      expect(money(input), String(input)).toEqual({ units });
    }
  });

  it("keeps a sign only where the caller takes one", () => {
    expect(money("-12.50", true)).toEqual({ units: -1250 });
    expect(money(-0.05, true)).toEqual({ units: -5 });
    expect(money("-12.50")).toEqual({ problem: "Amount must be at least 0" });
    expect(money(-1e12)).toEqual({ problem: "Amount must be at least 0" });
    expect(money("-100000000", true)).toEqual({ problem: "Amount must be at least -99,999,999.99" });
  });

  it.each([
    ["abc", "Amount must be a number"],
    [Number.NaN, "Amount must be a number"],
    [Number.POSITIVE_INFINITY, "Amount must be a number"],
    ["1e3", "Amount must be a number"],
    ["+5", "Amount must be a number"],
    [" 5", "Amount must be a number"],
    [".5", "Amount must be a number"],
    ["0x10", "Amount must be a number"],
    ["", "Amount is required"],
    [null, "Amount is required"],
    [undefined, "Amount is required"],
    [true, "Amount is required"],
    ["1,234.56", "Amount must be written without commas, like 1234.56"],
    ["$12.50", "Amount must be written without a $ sign, like 12.50"],
    ["1.234", "Amount can have at most 2 decimal places"],
    [0.1 + 0.2, "Amount can have at most 2 decimal places"],
    [1e-7, "Amount can have at most 2 decimal places"],
    ["100000000.00", "Amount must be at most 99,999,999.99"],
    [100_000_000, "Amount must be at most 99,999,999.99"],
    [1e21, "Amount must be at most 99,999,999.99"],
  ])("refuses %j: %s", (input, problem) => {
    expect(money(input)).toEqual({ problem });
  });

  it("holds each column to its own precision", () => {
    expect(parseScaled("999999.99", MILES_DECIMALS, { label: "Miles" })).toEqual({ units: 99_999_999 });
    expect(parseScaled("1000000", MILES_DECIMALS, { label: "Miles" })).toEqual({ problem: "Miles must be at most 999,999.99" });
    expect(parseScaled("0.725", RATE_DECIMALS, { label: "Rate" })).toEqual({ units: 725 });
    expect(parseScaled("0.7251", RATE_DECIMALS, { label: "Rate" })).toEqual({
      problem: "Rate can have at most 3 decimal places",
    });
    expect(parseScaled("1000", RATE_DECIMALS, { label: "Rate" })).toEqual({ problem: "Rate must be at most 999.999" });
  });
});

describe("formatting units", () => {
  it("writes the decimal text a numeric column takes", () => {
    expect(formatUnits(1250, MONEY_DECIMALS)).toBe("12.50");
    expect(formatUnits(5, MONEY_DECIMALS)).toBe("0.05");
    expect(formatUnits(-5, MONEY_DECIMALS)).toBe("-0.05");
    expect(formatUnits(0, MONEY_DECIMALS)).toBe("0.00");
    expect(formatUnits(725, RATE_DECIMALS)).toBe("0.725");
  });

  it("states each column's maximum as a rep reads it", () => {
    expect(maxUnits(MONEY_DECIMALS)).toBe(9_999_999_999);
    expect(formatMaxOf(MONEY_DECIMALS)).toBe("99,999,999.99");
    expect(formatMaxOf(MILES_DECIMALS)).toBe("999,999.99");
    expect(formatMaxOf(RATE_DECIMALS)).toBe("999.999");
  });
});
