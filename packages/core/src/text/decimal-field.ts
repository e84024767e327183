import { z } from "zod";

/**
 * The one rule for decimal inputs (issue 9): a JSON number, or a string of digits with an optional
 * point and at most the column's decimals. No sign, exponent, hex, binary or octal prefix, space,
 * Infinity or NaN; a JSON number must be exactly such a decimal. Nothing is ever rounded: a value
 * the column cannot hold as sent is refused with a message.
 */
export interface DecimalFieldOptions {
  /** The field's name as a person reads it, e.g. "Value" or "Target". */
  label: string;
  /** Digits before the point: numeric(10,2) has 8. */
  integerDigits: number;
  /** Digits after the point: numeric(10,2) has 2. */
  decimals: number;
}

/** numeric(10,2), the type of every stored value and target. */
export const MONEY_COLUMN = { integerDigits: 8, decimals: 2 } as const;

/** The largest value the column holds, e.g. 99,999,999.99 for numeric(10,2). */
export function decimalMax({ integerDigits, decimals }: Omit<DecimalFieldOptions, "label">): number {
  return Number(`${"9".repeat(integerDigits)}.${"9".repeat(decimals)}`);
}

function formatMax(options: Omit<DecimalFieldOptions, "label">): string {
  return decimalMax(options).toLocaleString("en-US", { minimumFractionDigits: options.decimals });
}

/** A column's grammar, made once per shape: every value of every save is checked against it. */
const grammars = new Map<string, RegExp>();
function grammarOf(integerDigits: number, decimals: number): RegExp {
  const key = `${integerDigits},${decimals}`;
  let grammar = grammars.get(key);
  if (!grammar) {
    grammar = new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${decimals}})?$`);
    grammars.set(key, grammar);
  }
  return grammar;
}

/**
 * The value a decimal input stands for, or the message that refuses it. Messages are written only
 * for a refusal (formatting the maximum with Intl cost more than the whole check of a good value).
 */
export function parseDecimal(input: number | string, options: DecimalFieldOptions): { value: number } | { problem: string } {
  const { label, integerDigits, decimals } = options;
  const tooLarge = () => ({ problem: `${label} must be at most ${formatMax(options)}` });
  const tooPrecise = () => ({ problem: `${label} can have at most ${decimals} decimal places` });
  const negative = () => ({ problem: `${label} must be at least 0` });
  if (typeof input === "number") {
    if (Number.isNaN(input)) return { problem: `${label} must be a number` };
    if (input < 0) return negative();
    if (input > decimalMax(options)) return tooLarge();
    // The shortest text that reads back as this double: 0.005 is "0.005", 1e-7 is "1e-7".
    input = String(input);
    if (!/^\d+(\.\d+)?$/.test(input)) return tooPrecise();
  }
  if (grammarOf(integerDigits, decimals).test(input)) return { value: Number(input) };
  if (/^-\d+(\.\d+)?$/.test(input)) return negative();
  const plain = /^(\d+)(?:\.(\d+))?$/.exec(input);
  if (plain) return (plain[1] ?? "").length > integerDigits ? tooLarge() : tooPrecise();
  // Empty, spaced, signed "+", exponent, 0x/0b/0o, Infinity, NaN: none is a plain decimal.
  return { problem: `${label} must be a number` };
}

/**
 * A Zod schema for a decimal input: `decimalField({ label: "Value", ...MONEY_COLUMN })`.
 * Takes a JSON number or a string and parses to the number it stands for.
 */
export function decimalField(options: DecimalFieldOptions) {
  const required = `${options.label} must be a number`;
  return z
    .union([z.number({ error: required }), z.string({ error: required }).max(32, required)], { error: required })
    .transform((input, ctx) => {
      const parsed = parseDecimal(input, options);
      if ("problem" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.problem });
        return z.NEVER;
      }
      return parsed.value;
    });
}
