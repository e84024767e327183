import { formatUnits, parseScaled, RATE_DECIMALS } from "./exact-decimal";

/**
 * The mileage rate and the deduction it gives. A rate is whole thousandths of a dollar a mile
 * ("milli", a tenth of a cent): 725 is $0.725, the precision the IRS publishes, so every rate is exact.
 */

/**
 * The IRS business standard mileage rate from each date on (ISO days, in order). 2022 had two: the IRS
 * raised it for July to December. The IRS announces the next year's rate each December: add a row.
 */
export const IRS_MILEAGE_RATES: readonly { from: string; rateMilli: number }[] = [
  { from: "2022-01-01", rateMilli: 585 },
  { from: "2022-07-01", rateMilli: 625 },
  { from: "2023-01-01", rateMilli: 655 },
  { from: "2024-01-01", rateMilli: 670 },
  { from: "2025-01-01", rateMilli: 700 },
  { from: "2026-01-01", rateMilli: 725 },
];

/**
 * The business rate for a trip on `date` (YYYY-MM-DD).
 * - Before 2022: 2022's first rate, $0.585. Returns before 2022 are past the three years in which a
 *   return can usually be amended, so no rep files with such a trip; a rep who needs the old rate types it.
 * - After the last row: the latest known rate, until the IRS's next one is added (a trip logged on
 *   2 January is still a trip).
 */
export function irsRateMilli(date: string): number {
  let rate = IRS_MILEAGE_RATES[0]?.rateMilli ?? 0;
  // ISO days compare as text.
  for (const row of IRS_MILEAGE_RATES) if (row.from <= date) rate = row.rateMilli;
  return rate;
}

export interface TripRateInput {
  /** The trip's day, YYYY-MM-DD. */
  date: string;
  /** A personal trip deducts nothing (spec section 9: rate 0). */
  isPersonal?: boolean;
  /** A rate the rep typed, in milli: it wins over the IRS rate, as the rep knows their own arrangement. */
  typedRateMilli?: number | null;
}

/**
 * The rate a trip is recorded at: 0 for a personal trip, whatever was typed (a personal trip is never a
 * deduction); else the rep's own rate; else the IRS rate of its day.
 */
export function tripRateMilli({ date, isPersonal = false, typedRateMilli }: TripRateInput): number {
  if (isPersonal) return 0;
  return typedRateMilli ?? irsRateMilli(date);
}

/**
 * The deduction of miles (hundredths) at a rate (milli), in cents. Hundredths × milli is exact in
 * thousandths of a cent (at most 999,999.99 miles × $999.999 is 10^14, well inside 2^53), and it is
 * rounded half up to the cent once, at the end: rounding the miles or the rate first, or each trip of a
 * total, would let a year of short trips drift by up to half a cent each.
 */
export function mileageDeductionCents(milesHundredths: number, rateMilli: number): number {
  return roundThousandthsOfCentHalfUp(milesHundredths * rateMilli);
}

/**
 * The deduction of many trips, each at its own rate, rounded once: the IRS's business miles × rate,
 * summed exactly (BigInt, as a year's thousandths of a cent may pass 2^53 in a long history).
 */
export function totalMileageDeductionCents(trips: Iterable<{ milesHundredths: number; rateMilli: number }>): number {
  let total = 0n;
  for (const trip of trips) total += BigInt(trip.milesHundredths) * BigInt(trip.rateMilli);
  const sign = total < 0n ? -1n : 1n;
  const magnitude = total < 0n ? -total : total;
  return Number(sign * ((magnitude + 500n) / 1000n));
}

/** Half up, away from zero: 1500 thousandths of a cent is 2 cents, -1500 is -2 (a correction entry). */
function roundThousandthsOfCentHalfUp(thousandths: number): number {
  const magnitude = Math.abs(thousandths);
  const remainder = magnitude % 1000;
  const cents = (magnitude - remainder) / 1000 + (remainder >= 500 ? 1 : 0);
  return thousandths < 0 ? -cents : cents;
}

/** The most a typed rate may be, $999.999 a mile (numeric(6,3)). */
export const RATE_MAX_MILLI = 999_999;

/** Thousandths of a dollar of a typed rate ("0.725", 0.67, "0"), or the message that refuses it. */
export function parseRateMilli(input: unknown, label = "Rate"): { rateMilli: number } | { problem: string } {
  const parsed = parseScaled(input, RATE_DECIMALS, { label });
  return "problem" in parsed ? parsed : { rateMilli: parsed.units };
}

/** Milli as the rate column (numeric(6,3)) takes it: 725 is "0.725", 670 is "0.670". */
export function rateToDecimal(rateMilli: number): string {
  return formatUnits(rateMilli, RATE_DECIMALS);
}
