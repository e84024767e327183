import { z } from "zod";

/**
 * The one rule for every stored text (issue 9): the value is normalised to Unicode NFC and trimmed,
 * and nothing else about it is ever changed. A value carrying a character that a reader cannot see or
 * that changes how the text around it reads is refused with a message naming the field, never
 * cleaned silently.
 */

/** C0 and C1 control characters and DEL (Unicode category Cc); multi-line notes may keep `\n` and `\t`. */
const CONTROL = /\p{Cc}/u;
const NEWLINE_OR_TAB = /[\n\t]/gu;
/** A UTF-16 surrogate with no partner (in a `u` regex a well-formed pair is one code point and does not match). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Characters that reorder the text around them: embeddings, overrides, isolates, marks (U+061C, U+200E/F). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * Invisible characters: every format character (Cf: zero-width space and joiners, word joiner, BOM, soft
 * hyphen, invisible operators, tags...), the line and paragraph separators, and letters that draw nothing
 * (Hangul fillers, Braille blank, Mongolian vowel separator).
 */
const INVISIBLE = /[\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0\u2800\u180E]/u;
/** Something a reader sees: not a space, a control, a format character or a lone combining mark. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

export interface TextFieldOptions {
  /** The field's name as a person reads it, e.g. "Metric name": every message starts with it. */
  label: string;
  /** The most characters (code points) after normalisation; take it from TEXT_LIMITS. */
  max: number;
  /** Multi-line text (notes) keeps line breaks and tabs; a one-line field refuses them. */
  multiline?: boolean;
  /** An empty value is kept as "" instead of refused (optional descriptions and notes). */
  allowEmpty?: boolean;
}

/** Why a value breaks the text rule, or undefined when it keeps it; exported for unit tests and non-Zod callers. */
export function textProblem(value: string, options: TextFieldOptions): string | undefined {
  const { label, max, multiline = false, allowEmpty = false } = options;
  if (LONE_SURROGATE.test(value)) return `${label} contains a broken character`;
  if (CONTROL.test(multiline ? value.replace(NEWLINE_OR_TAB, "") : value)) {
    return `${label} cannot contain control characters${multiline ? "" : " or line breaks"}`;
  }
  if (BIDI.test(value)) return `${label} cannot contain characters that change the text direction`;
  if (INVISIBLE.test(value)) return `${label} cannot contain invisible characters`;
  const normal = normaliseText(value);
  if (normal.length === 0) return allowEmpty ? undefined : `${label} is required`;
  if (!VISIBLE.test(normal)) return `${label} must contain a visible character`;
  if (characterCount(normal) > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

/** NFC, then trimmed: the only change the text rule makes to a value. */
export function normaliseText(value: string): string {
  return value.normalize("NFC").trim();
}

/** Characters as a person counts them (code points, so an emoji is one, not two UTF-16 units). */
export function characterCount(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/**
 * A Zod schema for a stored text field: `textField({ label: "Metric name", max: TEXT_LIMITS.metricName })`.
 * Parses to the NFC, trimmed value; refuses anything else with a message naming the field.
 * Wrap with `.nullish()` / `.optional()` for a field that may be left out.
 */
export function textField(options: TextFieldOptions) {
  const tooLong = `${options.label} must be at most ${options.max} characters`;
  // A raw bound the API document can state: no value past four UTF-16 units a character (padding,
  // decomposed marks) can normalise to within the limit, and the rule's own count runs on less.
  return z
    .string({ error: `${options.label} is required` })
    .max(options.max * 4, tooLong)
    .transform((value, ctx) => {
      const problem = textProblem(value, options);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return normaliseText(value);
    });
}

/** An optional text: null, "" and spaces are all "nothing" (null); anything else keeps the text rule. */
export function optionalTextField(label: string, max: number, multiline = false) {
  return textField({ label, max, multiline, allowEmpty: true })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();
}
