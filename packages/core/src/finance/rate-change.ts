import { irsRateMilli, tripRateMilli } from "./mileage-rate";

/** A trip as stored: the day, whether it ended as Personal, and the rate it was recorded at. */
export interface StoredTripRate {
  date: string;
  isPersonal: boolean;
  rateMilli: number;
}

/** What PATCH /api/mileage/{id} changes (updateMileageSchema's output): `rateMilli` null is "not typed". */
export interface TripRateChange {
  date?: string;
  isPersonal?: boolean;
  /** A typed rate; null: sent empty (back to the IRS rate of the day); absent: not sent. */
  rateMilli?: number | null;
}

/**
 * Whether a stored business trip's rate is one the rep typed: any rate other than the IRS rate of its
 * day (a rate typed equal to it cannot be told apart, and following the day is then what the rep had).
 */
const wasTyped = (trip: StoredTripRate) => !trip.isPersonal && trip.rateMilli !== irsRateMilli(trip.date);

/**
 * The rate a trip carries after an edit, by core's one rule (tripRateMilli) on the trip as it will be:
 * - a rate sent: that rate (0 if the trip is personal); sent empty or null: the IRS rate of the day;
 * - no rate sent, and neither the day nor Personal changes: the stored rate, untouched;
 * - no rate sent, the day or Personal changes: the rate is worked out again for the new day and kind, so
 *   a trip moved from 2025 to 2026 goes from $0.70 to $0.725 and a personal trip made business deducts;
 *   a rate the rep typed on a business trip is kept (it is their arrangement, not the day's).
 */
export function rateAfterChange(stored: StoredTripRate, change: TripRateChange): number {
  const date = change.date ?? stored.date;
  const isPersonal = change.isPersonal ?? stored.isPersonal;
  if (change.rateMilli !== undefined) return tripRateMilli({ date, isPersonal, typedRateMilli: change.rateMilli });
  if (date === stored.date && isPersonal === stored.isPersonal) return stored.rateMilli;
  return tripRateMilli({ date, isPersonal, typedRateMilli: wasTyped(stored) ? stored.rateMilli : null });
}
