import {
  type CreateMileageInput,
  irsRateMilli,
  MIN_TRIP_HUNDREDTHS,
  MIN_TRIP_MESSAGE,
  mileageDeductionCents,
  milesToDecimal,
  parseMilesHundredths,
  type TripState,
  tripHundredths,
} from "@measured/core";

/** The end sheet's values: the measured miles, which the rep may correct, what the drive was for, and its kind. */
export interface TripEndValues {
  miles: string;
  purpose: string;
  kind: "business" | "personal";
}

export const tripEndValues = (trip: TripState): TripEndValues => ({
  miles: milesToDecimal(tripHundredths(trip)),
  purpose: "",
  kind: "business",
});

/**
 * POST /api/mileage for the ended trip (spec section 7's tracker call, `{miles, purpose, date, rate}`): the
 * rate is left to the trip's day (core's tripRateMilli on the server: the IRS rate, 0 when personal), and a
 * straight line over a gap is said (gapBridged).
 */
export function tripBody(values: TripEndValues, trip: TripState, today: string): CreateMileageInput {
  return {
    miles: values.miles.trim(),
    purpose: values.purpose,
    date: today,
    isPersonal: values.kind === "personal",
    gapBridged: trip.bridged,
  };
}

/** Under 0.1 mile nothing is saved (spec section 9): the message, or null. */
export function tooShort(values: TripEndValues): string | null {
  const parsed = parseMilesHundredths(values.miles);
  if ("problem" in parsed) return parsed.problem === MIN_TRIP_MESSAGE ? MIN_TRIP_MESSAGE : null;
  return parsed.hundredths < MIN_TRIP_HUNDREDTHS ? MIN_TRIP_MESSAGE : null;
}

/** The deduction the screen shows as the trip grows: business miles at today's IRS rate, in cents. */
export const liveDeductionCents = (trip: TripState, today: string) =>
  mileageDeductionCents(tripHundredths(trip), irsRateMilli(today));
