import { formatMaxOf, formatUnits, MILES_DECIMALS, maxUnits, parseScaled } from "./exact-decimal";

/**
 * Distances as whole hundredths of a mile (an integer), as the numeric(8,2) miles column keeps them.
 */

/** The most one entry may be: 999,999.99 miles. */
export const MILES_MAX_HUNDREDTHS = maxUnits(MILES_DECIMALS);
export const MILES_MAX_TEXT = formatMaxOf(MILES_DECIMALS);

/**
 * The shortest trip worth logging, 0.1 mile (spec section 9), in hundredths. It holds for a typed entry
 * as well as a tracked trip: the spec says "minimum logged trip", and a tenth of a mile is already less
 * than a block.
 */
export const MIN_TRIP_HUNDREDTHS = 10;
export const MIN_TRIP_MESSAGE = "A trip must be at least 0.1 miles";

/** Hundredths of a mile of a typed distance ("12.5", 12.5), or the message that refuses it. */
export function parseMilesHundredths(input: unknown, label = "Miles"): { hundredths: number } | { problem: string } {
  const parsed = parseScaled(input, MILES_DECIMALS, { label });
  if ("problem" in parsed) return parsed;
  if (parsed.units < MIN_TRIP_HUNDREDTHS) return { problem: MIN_TRIP_MESSAGE };
  return { hundredths: parsed.units };
}

/** Hundredths as the miles column takes them: 1234 is "12.34". */
export function milesToDecimal(hundredths: number): string {
  return formatUnits(hundredths, MILES_DECIMALS);
}

/**
 * A measured distance in miles (a float, from the trip tracker) as whole hundredths, to the nearest: the
 * one place a measurement meets the column. A measurement has no exact halves to argue over, so plain
 * rounding is right here (typed values are never rounded: they are refused).
 */
export function milesToHundredths(miles: number): number {
  return Math.round(miles * 100);
}
