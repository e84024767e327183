import { haversineMiles, isLatLng, type LatLng, METERS_PER_MILE } from "./great-circle";
import { rateToDecimal, tripRateMilli } from "./mileage-rate";
import { MIN_TRIP_HUNDREDTHS, MIN_TRIP_MESSAGE, milesToDecimal, milesToHundredths } from "./miles";

/**
 * The live trip of the mileage tracker (spec sections 4 and 9) as a pure reducer: the screen feeds it
 * each position the browser reports and shows `miles`; nothing here reads a clock or a sensor, so a
 * recorded drive replays to the same distance in a test.
 */

/** How the tracker asks for positions (spec section 9): high accuracy, 5 s timeout, no cached position. */
export const TRIP_LOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 } as const;

/** A position fix must move more than this from the last counted one to add distance (spec section 9). */
export const MIN_MOVEMENT_MILES = 0.01;

/** One position report, as the Geolocation API gives it. */
export interface PositionFix extends LatLng {
  /** The radius, in metres, the true position lies within (GeolocationCoordinates.accuracy); null if not given. */
  accuracyMeters?: number | null;
  /** When the position was taken, epoch milliseconds (GeolocationPosition.timestamp). */
  at: number;
}

export interface TripState {
  startedAt: number;
  /** Distance counted so far, in miles (a measurement: rounded to hundredths only when saved). */
  miles: number;
  /** The last counted fix: every distance is measured from it. */
  lastFix: PositionFix;
  /** Position reports received since the start (the starting one not counted). */
  fixes: number;
  /** Fixes that added distance. */
  countedFixes: number;
  /** Fixes that did not: too close, less accurate than the move, out of order, or no place on Earth. */
  ignoredFixes: number;
  /** Whether part of the distance is a straight line over a gap (a reload or a locked screen). */
  bridged: boolean;
  /** The part of `miles` that is straight lines over gaps (a road is longer: this is the least driven). */
  bridgedMiles: number;
}

/** Starts a trip at the rep's position; spec section 5: Start Trip requires a location. */
export function startTrip(fix: PositionFix): TripState {
  if (!isLatLng(fix) || !Number.isFinite(fix.at)) throw new RangeError("A trip starts at a known position");
  return {
    startedAt: fix.at,
    miles: 0,
    lastFix: fix,
    fixes: 0,
    countedFixes: 0,
    ignoredFixes: 0,
    bridged: false,
    bridgedMiles: 0,
  };
}

type FixVerdict = { counted: true; miles: number } | { counted: false; reanchor: boolean };

/**
 * Whether a fix adds its distance from the last counted fix. It counts when it moved more than 0.01 mile
 * (spec section 9) and the move is larger than the two fixes' accuracies together: each reading lies
 * anywhere within its accuracy of the truth, so two readings of one standstill can be as far apart as
 * both radii. (The fix's accuracy alone is not enough: a phone reporting 20 m, standing still, gives
 * readings 30 m apart, which are more than 0.01 mile and more than 20 m.)
 */
function judge(trip: TripState, fix: PositionFix): FixVerdict {
  if (!isLatLng(fix) || !Number.isFinite(fix.at) || fix.at < trip.lastFix.at) return { counted: false, reanchor: false };
  const moved = haversineMiles(trip.lastFix, fix);
  const accuracy = accuracyOf(fix);
  const anchorAccuracy = accuracyOf(trip.lastFix);
  // The first position a phone gives is often a coarse one (Wi-Fi or cell, hundreds of metres). Until the
  // trip has counted anything, a sharper fix inside the first one's circle is a better reading of the
  // same start, not a move: it takes the first one's place. Without this, a rep standing at the car
  // would start with the distance between a guess and the truth.
  if (trip.countedFixes === 0 && accuracy < anchorAccuracy && moved * METERS_PER_MILE <= anchorAccuracy) {
    return { counted: false, reanchor: true };
  }
  if (moved <= MIN_MOVEMENT_MILES) return { counted: false, reanchor: false };
  if (accuracy + anchorAccuracy > moved * METERS_PER_MILE) return { counted: false, reanchor: false };
  return { counted: true, miles: moved };
}

/** A fix without a usable accuracy is judged by its distance alone (a test feed or a device that omits it). */
function accuracyOf(fix: PositionFix): number {
  const a = fix.accuracyMeters;
  return typeof a === "number" && Number.isFinite(a) && a >= 0 ? a : 0;
}

/** The trip after one more position report. */
export function addFix(trip: TripState, fix: PositionFix): TripState {
  const verdict = judge(trip, fix);
  const fixes = trip.fixes + 1;
  if (verdict.counted) {
    return { ...trip, fixes, miles: trip.miles + verdict.miles, lastFix: fix, countedFixes: trip.countedFixes + 1 };
  }
  return verdict.reanchor ? { ...trip, fixes, lastFix: fix } : { ...trip, fixes, ignoredFixes: trip.ignoredFixes + 1 };
}

/**
 * The trip resumed after a gap in which no position came (the page reloaded, the screen locked): the
 * first fix after it adds the straight line from the last counted fix, by the same rules as any fix, and
 * the trip is flagged so the saved entry can say part of it is a straight line.
 */
export function bridgeGap(trip: TripState, fix: PositionFix): TripState {
  const verdict = judge(trip, fix);
  if (!verdict.counted) return addFix(trip, fix);
  return {
    ...trip,
    fixes: trip.fixes + 1,
    miles: trip.miles + verdict.miles,
    lastFix: fix,
    countedFixes: trip.countedFixes + 1,
    bridged: true,
    bridgedMiles: trip.bridgedMiles + verdict.miles,
  };
}

/** The trip's distance as the miles column keeps it, in hundredths. */
export const tripHundredths = (trip: TripState) => milesToHundredths(trip.miles);

/** Whether the trip is long enough to save: at least 0.1 mile (spec section 9). */
export const canSaveTrip = (trip: TripState) => tripHundredths(trip) >= MIN_TRIP_HUNDREDTHS;

export interface EndTripInput {
  purpose: string;
  /** The trip's day in the rep's zone, YYYY-MM-DD. */
  date: string;
  /** Ended as Personal (spec section 4): the rate is 0. */
  isPersonal: boolean;
}

/**
 * What the tracker sends to POST /api/mileage when the rep ends the trip (spec section 7's
 * `{miles, purpose, date, rate}`), with the rate resolved here so the entry says what was deducted; or
 * the message when the trip is too short to save.
 */
export function endTripPayload(
  trip: TripState,
  input: EndTripInput,
): { payload: { miles: string; purpose: string; date: string; rate: string } } | { problem: string } {
  if (!canSaveTrip(trip)) return { problem: MIN_TRIP_MESSAGE };
  const rateMilli = tripRateMilli({ date: input.date, isPersonal: input.isPersonal });
  return {
    payload: {
      miles: milesToDecimal(tripHundredths(trip)),
      purpose: input.purpose,
      date: input.date,
      rate: rateToDecimal(rateMilli),
    },
  };
}
