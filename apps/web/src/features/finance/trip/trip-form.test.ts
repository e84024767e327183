import { createMileageSchema, MIN_TRIP_MESSAGE, startTrip, type TripState } from "@measured/core";
import { describe, expect, it } from "vitest";
import { liveDeductionCents, tooShort, tripBody, tripEndValues } from "./trip-form";

const trip = (miles: number, bridged = false): TripState => ({
  ...startTrip({ latitude: 34.05, longitude: -118.25, accuracyMeters: 5, at: 0 }),
  miles,
  bridged,
});

describe("the trip's end sheet", () => {
  it("starts from the measured miles, to the hundredth, as a business trip", () => {
    expect(tripEndValues(trip(3.456))).toEqual({ miles: "3.46", purpose: "", kind: "business" });
  });

  it("sends the miles as typed, the day, personal or not, and whether a gap was bridged; core accepts it", () => {
    const body = tripBody({ miles: " 4.10 ", purpose: "Client visits", kind: "personal" }, trip(3.9, true), "2026-11-27");
    expect(body).toEqual({ miles: "4.10", purpose: "Client visits", date: "2026-11-27", isPersonal: true, gapBridged: true });
    expect(createMileageSchema.parse(body)).toMatchObject({ rateMilli: 0, gapBridged: true });
  });

  it("under 0.1 mile says so and saves nothing", () => {
    expect(tooShort({ miles: "0.09", purpose: "x", kind: "business" })).toBe(MIN_TRIP_MESSAGE);
    expect(tooShort({ miles: "0.10", purpose: "x", kind: "business" })).toBeNull();
  });

  it("the live deduction is the miles at the day's IRS rate, rounded once", () => {
    // 2026: $0.725 a mile; 10.01 miles is $7.25725, so $7.26.
    expect(liveDeductionCents(trip(10.01), "2026-11-27")).toBe(726);
    expect(liveDeductionCents(trip(10.01), "2024-06-01")).toBe(671);
  });
});
