/**
 * Finance figures as exact decimals: an amount, a distance or a rate is held as a whole number of its
 * smallest unit (cents, hundredths of a mile, thousandths of a dollar), never as a binary float, so
 * 0.1 + 0.2 is 0.3 and a thousand dimes are exactly $100.00. This file is the one grammar that turns
 * what a rep typed (or a JSON number) into such an integer, with a message a rep can act on.
 *
 * The grammar is core's one decimal rule (text/decimal-field.ts): digits, an optional point and at most
 * the column's decimals; no spaces, exponent, "+", hex or Infinity; nothing is ever rounded. It adds a
 * sign for callers that take one (a bank transaction's spending is negative) and plain words for a
 * thousands comma or a "$", the two things a rep is likeliest to type.
 */

/** A numeric(precision, scale) column: digits before the point and after it. */
export interface DecimalColumn {
  /** numeric(10,2) has 8. */
  integerDigits: number;
  /** numeric(10,2) has 2. */
  decimals: number;
}

/** Money, numeric(10,2): the most is 99,999,999.99. */
export const MONEY_DECIMALS: DecimalColumn = { integerDigits: 8, decimals: 2 };
/** Miles, numeric(8,2): the most is 999,999.99. */
export const MILES_DECIMALS: DecimalColumn = { integerDigits: 6, decimals: 2 };
/**
 * A mileage rate, numeric(6,3): the most is 999.999 dollars a mile. The spec's numeric(4,2) cannot hold
 * 2026's $0.725, so the API widens the column to (6,3) (its migration is the API's work); three decimals
 * are what the IRS publishes (0.585, 0.655, 0.725).
 */
export const RATE_DECIMALS: DecimalColumn = { integerDigits: 3, decimals: 3 };

export type ScaledResult = { units: number } | { problem: string };

export interface ScaledOptions {
  /** The field's name as a rep reads it, "Amount": every message starts with it. */
  label: string;
  /** Whether "-12.50" is a value (a bank transaction) or refused ("must be at least 0"). */
  signed?: boolean;
}

/** 10 ** decimals: 100 units make a dollar when decimals is 2. */
export const unitsPerWhole = (column: DecimalColumn) => 10 ** column.decimals;

/** The largest value a column holds, in its units: 9,999,999,999 cents for numeric(10,2). */
export const maxUnits = (column: DecimalColumn) => 10 ** (column.integerDigits + column.decimals) - 1;

/** Units as the decimal text a numeric column takes and a CSV carries: 1250 cents is "12.50", -5 is "-0.05". */
export function formatUnits(units: number, column: DecimalColumn): string {
  const scale = unitsPerWhole(column);
  const whole = Math.floor(Math.abs(units) / scale);
  const fraction = String(Math.abs(units) % scale).padStart(column.decimals, "0");
  const sign = units < 0 ? "-" : "";
  return column.decimals > 0 ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** The column's largest value as a rep reads it: "99,999,999.99". */
export function formatMaxOf(column: DecimalColumn): string {
  const text = formatUnits(maxUnits(column), column);
  const [whole = "", fraction] = text.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * What a typed amount, distance or rate stands for, in the column's units, or the message that refuses
 * it. A JSON number is read through its shortest text (12.5 is "12.5", 0.1 + 0.2 is
 * "0.30000000000000004" and so has too many decimals): the number the client sent, not a rounded one.
 */
export function parseScaled(input: unknown, column: DecimalColumn, options: ScaledOptions): ScaledResult {
  const { label, signed = false } = options;
  const notANumber = { problem: `${label} must be a number` };
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return notANumber;
    // Past the column's reach before its text is read: 1e21 prints as "1e+21", no plain decimal.
    if (input < 0 && !signed) return { problem: `${label} must be at least 0` };
    if (Math.abs(input) > maxUnits(column) / unitsPerWhole(column)) return tooLarge(label, column, input < 0);
    text = Object.is(input, -0) ? "0" : String(input);
    if (/e/i.test(text)) return tooPrecise(label, column);
  } else if (typeof input === "string") {
    text = input;
  } else {
    return { problem: `${label} is required` };
  }
  if (text === "") return { problem: `${label} is required` };

  const match = PLAIN.exec(text);
  if (!match) {
    // The two things reps type that are no number to a machine: a thousands comma (which in many
    // countries is the decimal point, so 1,250 is never guessed) and a currency sign.
    if (/^-?[\d,]+(\.\d+)?$/.test(text) && text.includes(",")) {
      return { problem: `${label} must be written without commas, like 1234.56` };
    }
    if (/^-?\$/.test(text)) return { problem: `${label} must be written without a $ sign, like 12.50` };
    return notANumber;
  }
  const [, minus = "", wholeDigits = "", fractionDigits = ""] = match;
  const negative = minus === "-" && /[1-9]/.test(wholeDigits + fractionDigits);
  if (negative && !signed) return { problem: `${label} must be at least 0` };
  if (fractionDigits.length > column.decimals) return tooPrecise(label, column);
  // Leading zeros are no digits of the value: "007.50" is 7.50.
  const significant = wholeDigits.replace(/^0+(?=\d)/, "");
  if (significant.length > column.integerDigits) return tooLarge(label, column, negative);
  const units = Number(significant + fractionDigits.padEnd(column.decimals, "0"));
  return { units: negative ? -units : units };
}

function tooLarge(label: string, column: DecimalColumn, negative: boolean): { problem: string } {
  const max = formatMaxOf(column);
  return { problem: negative ? `${label} must be at least -${max}` : `${label} must be at most ${max}` };
}

function tooPrecise(label: string, column: DecimalColumn): { problem: string } {
  return { problem: `${label} can have at most ${column.decimals} decimal places` };
}
