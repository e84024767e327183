import { type CreateMileageInput, IRS_MILEAGE_RATES, irsRateMilli, type MileageEntry, rateToDecimal } from "@measured/core";

export interface MileageFormValues {
  miles: string;
  purpose: string;
  startLocation: string;
  endLocation: string;
  date: string;
  /** "" follows the IRS rate of the trip's day. */
  rate: string;
  personal: boolean;
}

export const MILEAGE_FIELDS = ["miles", "purpose", "startLocation", "endLocation", "date", "rate", "isPersonal"] as const;

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/** The rate field's placeholder: the IRS rate of the chosen day and the year it was set, "0.725 (IRS 2026)". */
export function ratePlaceholder(date: string, today: string): string {
  const day = isDay(date) ? date : today;
  const row = [...IRS_MILEAGE_RATES].reverse().find((r) => r.from <= day) ?? IRS_MILEAGE_RATES[0];
  return `${rateToDecimal(irsRateMilli(day))} (IRS ${row?.from.slice(0, 4) ?? day.slice(0, 4)})`;
}

/**
 * The dialog's starting values. A trip recorded at its day's IRS rate (or a personal one, at 0) opens with
 * the rate empty, so changing its day follows that day's rate; a rate the rep typed opens as typed.
 */
export function mileageFormValues(trip: MileageEntry | null, today: string): MileageFormValues {
  if (!trip) return { miles: "", purpose: "", startLocation: "", endLocation: "", date: today, rate: "", personal: false };
  const rateMilli = Math.round(trip.rate * 1000);
  const followsIrs = trip.isPersonal || rateMilli === irsRateMilli(trip.date);
  return {
    miles: String(trip.miles),
    purpose: trip.purpose,
    startLocation: trip.startLocation ?? "",
    endLocation: trip.endLocation ?? "",
    date: trip.date,
    rate: followsIrs ? "" : rateToDecimal(rateMilli),
    personal: trip.isPersonal,
  };
}

/** The body of POST /api/mileage: numbers as typed (core parses them exactly); no rate typed is null. */
export function mileageBody(values: MileageFormValues): CreateMileageInput {
  return {
    miles: values.miles.trim(),
    purpose: values.purpose,
    startLocation: values.startLocation,
    endLocation: values.endLocation,
    date: values.date,
    rate: values.rate.trim() === "" ? null : values.rate.trim(),
    isPersonal: values.personal,
  };
}
