import { describe, expect, it } from "vitest";
import { decimalField, decimalMax, MONEY_COLUMN } from "./decimal-field";

const value = decimalField({ label: "Value", ...MONEY_COLUMN });
const problem = (input: unknown) => value.safeParse(input).error?.issues[0]?.message;

describe("decimalField (numeric(10,2))", () => {
  it("takes JSON numbers and decimal strings exactly as sent", () => {
    for (const [input, expected] of [
      [0, 0],
      [12, 12],
      [6.75, 6.75],
      ["6.75", 6.75],
      ["6.5", 6.5],
      ["0", 0],
      ["99999999.99", 99_999_999.99],
      [99_999_999.99, 99_999_999.99],
      [-0, 0],
    ] as const) {
      expect(value.parse(input), String(input)).toBe(expected);
    }
  });

  it.each([
    [0.005, "Value can have at most 2 decimal places"],
    ["1.239", "Value can have at most 2 decimal places"],
    [1e-7, "Value can have at most 2 decimal places"],
    [1e300, "Value must be at most 99,999,999.99"],
    [100_000_000, "Value must be at most 99,999,999.99"],
    ["100000000", "Value must be at most 99,999,999.99"],
    [-1, "Value must be at least 0"],
    ["-1.5", "Value must be at least 0"],
    ["0x10", "Value must be a number"],
    ["0b101", "Value must be a number"],
    ["0o17", "Value must be a number"],
    ["1e3", "Value must be a number"],
    ["+5", "Value must be a number"],
    [" 5", "Value must be a number"],
    ["5 ", "Value must be a number"],
    ["1 000", "Value must be a number"],
    ["Infinity", "Value must be a number"],
    ["NaN", "Value must be a number"],
    ["", "Value must be a number"],
    [".5", "Value must be a number"],
    ["5.", "Value must be a number"],
    [null, "Value must be a number"],
    [true, "Value must be a number"],
  ])("refuses %s: %s", (input, expected) => {
    expect(problem(input)).toBe(expected);
  });

  it("knows the column's largest value", () => {
    expect(decimalMax(MONEY_COLUMN)).toBe(99_999_999.99);
  });
});
