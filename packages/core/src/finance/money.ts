import { formatMaxOf, formatUnits, MONEY_DECIMALS, maxUnits, parseScaled } from "./exact-decimal";

/**
 * Money as whole cents (an integer), from what a rep types to what the books show. Sums are sums of
 * integers, so no total ever drifts by a float's error; the decimal text goes to the numeric(10,2)
 * column, and "$1,234.56" to the screen.
 */

/** The most one amount may be: 99,999,999.99, what numeric(10,2) holds. */
export const MONEY_MAX_CENTS = maxUnits(MONEY_DECIMALS);
/** "99,999,999.99", for messages and hints. */
export const MONEY_MAX_TEXT = formatMaxOf(MONEY_DECIMALS);

/**
 * Which amounts a field takes:
 * - `positive`: an expense or a revenue entry. Spec section 5 makes the amount required ("Please enter
 *   both amount and description."); $0.00 records nothing and a negative one would be a refund, which is
 *   no expense, so both are refused.
 * - `nonNegative`: a figure that may be nothing (a preset, a filter's lower bound).
 * - `any`: a bank transaction, where spending is negative (spec section 3).
 */
export type AmountSign = "positive" | "nonNegative" | "any";

export interface ParseCentsOptions {
  /** The field's name as a rep reads it; "Amount" unless told. */
  label?: string;
  sign?: AmountSign;
}

/**
 * Whole cents of an amount given as text or a JSON number ("12.5", 12.5, "0.10"), or the message that
 * refuses it: not a number, more than 2 decimals, past 99,999,999.99, or of the wrong sign. A thousands
 * comma ("1,234.56") is refused with a message saying how to write it: the spec names strings and
 * numbers only, the web form's number input never sends one, and "1,250" reads as 1.25 to a rep whose
 * comma is the decimal point.
 */
export function parseCents(input: unknown, options: ParseCentsOptions = {}): { cents: number } | { problem: string } {
  const { label = "Amount", sign = "positive" } = options;
  const parsed = parseScaled(input, MONEY_DECIMALS, { label, signed: sign === "any" });
  if ("problem" in parsed) return parsed;
  if (sign === "positive" && parsed.units <= 0) return { problem: `${label} must be greater than 0` };
  return { cents: parsed.units };
}

/**
 * The sum of amounts in cents. Integers add exactly while the total stays below 2^53 cents (90 trillion
 * dollars, a million times the most an account could hold); past that the total would no longer be
 * exact, and a wrong total is worse than none, so it throws.
 */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const cents of amounts) {
    if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
    total += cents;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError("The total is too large to add exactly");
  return total;
}

/** Cents as the numeric(10,2) column and a CSV take them: 1250 is "12.50", -5 is "-0.05". */
export function centsToDecimal(cents: number): string {
  return formatUnits(cents, MONEY_DECIMALS);
}

// Building an Intl.NumberFormat costs far more than using one: one for the app's one currency.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Cents as a rep reads them, "$1,234.56" or "-$12.50". The exact decimal text is formatted, not cents / 100:
 * Intl reads a numeric string as a decimal (ES2023), so no total is ever shown a cent off, however large
 * (an engine without that reads the string as a number, which is still exact for any amount one account
 * could hold).
 */
export function formatUsd(cents: number): string {
  return usd.format(centsToDecimal(cents) as `${number}`);
}
