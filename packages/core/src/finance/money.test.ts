import { describe, expect, it } from "vitest";
import { centsToDecimal, formatUsd, MONEY_MAX_CENTS, MONEY_MAX_TEXT, parseCents, sumCents } from "./money";

const cents = (input: unknown) => {
  const parsed = parseCents(input);
  if ("problem" in parsed) throw new Error(parsed.problem);
  return parsed.cents;
};

describe("parseCents", () => {
  it("takes an amount as text or a number", () => {
    expect(cents("12.5")).toBe(1250);
    expect(cents(12.5)).toBe(1250);
    expect(cents("0.01")).toBe(1);
    expect(cents(99_999_999.99)).toBe(MONEY_MAX_CENTS);
  });

  it("refuses what no expense or revenue is: nothing, or less", () => {
    expect(parseCents("0")).toEqual({ problem: "Amount must be greater than 0" });
    expect(parseCents(0)).toEqual({ problem: "Amount must be greater than 0" });
    expect(parseCents("-5")).toEqual({ problem: "Amount must be at least 0" });
    expect(parseCents("0", { sign: "nonNegative" })).toEqual({ cents: 0 });
    expect(parseCents("-12.34", { sign: "any" })).toEqual({ cents: -1234 });
  });

  it("refuses text that is no amount, too many decimals and more than numeric(10,2) holds", () => {
    expect(parseCents("abc")).toEqual({ problem: "Amount must be a number" });
    expect(parseCents("12.345")).toEqual({ problem: "Amount can have at most 2 decimal places" });
    expect(parseCents("100000000.00")).toEqual({ problem: `Amount must be at most ${MONEY_MAX_TEXT}` });
    expect(parseCents(100_000_000.0)).toEqual({ problem: "Amount must be at most 99,999,999.99" });
    expect(parseCents("1,234.56", { label: "Price" })).toEqual({ problem: "Price must be written without commas, like 1234.56" });
  });
});

describe("sumCents", () => {
  it("adds a thousand dimes to exactly $100.00, where floats drift", () => {
    const dimes = Array.from({ length: 1000 }, () => cents(0.1));
    let float = 0;
    for (let i = 0; i < 1000; i++) float += 0.1;
    expect(float).not.toBe(100);
    expect(sumCents(dimes)).toBe(10_000);
    expect(centsToDecimal(sumCents(dimes))).toBe("100.00");
  });

  it("adds negative amounts (refunds, bank spending) correctly", () => {
    expect(sumCents([1000, -250, -750])).toBe(0);
    expect(sumCents([-1, -2])).toBe(-3);
    expect(sumCents([])).toBe(0);
  });

  it("adds the largest amounts exactly and refuses a total it could not keep exact", () => {
    expect(sumCents([MONEY_MAX_CENTS, MONEY_MAX_CENTS])).toBe(19_999_999_998);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumCents([1.5])).toThrow(RangeError);
  });
});

describe("formatting cents", () => {
  it("writes the column's decimal text", () => {
    expect(centsToDecimal(1250)).toBe("12.50");
    expect(centsToDecimal(MONEY_MAX_CENTS)).toBe("99999999.99");
    expect(centsToDecimal(-5)).toBe("-0.05");
  });

  it("shows US dollars as a rep reads them", () => {
    expect(formatUsd(123_456)).toBe("$1,234.56");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(-1250)).toBe("-$12.50");
    expect(formatUsd(MONEY_MAX_CENTS)).toBe("$99,999,999.99");
    // Past what a double holds to the cent: formatted from the decimal text, exact.
    expect(formatUsd(Number.MAX_SAFE_INTEGER)).toBe("$90,071,992,547,409.91");
  });
});
