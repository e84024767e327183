import { normaliseText } from "../text/text-field";

/** The message a phone that is not a phone number gets, on every lead form and the API (decision 040). */
export const INVALID_PHONE = "Enter a phone number, like 555-123-4567 or +44 20 7946 0958";

/** An extension at the end: "x12", "ext 12", "ext. 12", "extension 12", "#12" (1 to 6 digits). */
const EXTENSION = /\s*(?:x|ext\.?|extension|#)\s*\d{1,6}$/iu;
/** The number itself: digits and the separators people type, a + only in front. */
const NUMBER = /^\+?[\d\s().\-/]+$/u;
/** A local number (555-1234) has 7 digits; E.164 allows 15 with the country code. */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/**
 * Whether a phone as typed is a phone number (issue 21): digits with spaces, brackets, dots, dashes or
 * slashes, an optional + in front (+44 20 7946 0958) and an optional extension (555-123-4567 ext. 12,
 * x12). Letters ("abc", 1-800-FLOWERS) are refused: a link to call cannot dial them.
 */
export function isPhoneNumber(text: string): boolean {
  const number = normaliseText(text).replace(EXTENSION, "");
  if (!NUMBER.test(number)) return false;
  const digits = number.replace(/\D/gu, "").length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}
