import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_MILES, haversineMiles, METERS_PER_MILE } from "./great-circle";
import { MIN_TRIP_MESSAGE } from "./miles";
import {
  addFix,
  bridgeGap,
  canSaveTrip,
  endTripPayload,
  MIN_MOVEMENT_MILES,
  type PositionFix,
  startTrip,
  type TripState,
} from "./trip";

const HOME = { latitude: 33.4484, longitude: -112.074 }; // Phoenix
const DEGREES_PER_MILE = 180 / Math.PI / EARTH_RADIUS_MILES;

/** A fix `north` and `east` miles from HOME, `seconds` after the start. */
function fix(north: number, east: number, seconds: number, accuracyMeters: number | null = 5): PositionFix {
  return {
    latitude: HOME.latitude + north * DEGREES_PER_MILE,
    longitude: HOME.longitude + (east * DEGREES_PER_MILE) / Math.cos((HOME.latitude * Math.PI) / 180),
    accuracyMeters,
    at: 1_750_000_000_000 + seconds * 1000,
  };
}

/** A small seeded generator (mulberry32), so the jitter is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const feed = (trip: TripState, fixes: PositionFix[]) => fixes.reduce(addFix, trip);

describe("a live trip", () => {
  it("starts at the rep's position with nothing driven", () => {
    const trip = startTrip(fix(0, 0, 0));
    expect(trip).toMatchObject({ miles: 0, fixes: 0, countedFixes: 0, ignoredFixes: 0, bridged: false, bridgedMiles: 0 });
    expect(() => startTrip({ latitude: Number.NaN, longitude: 0, at: 0 })).toThrow(RangeError);
  });

  it("adds the distance of each move, and returns a new state rather than changing the old", () => {
    const start = startTrip(fix(0, 0, 0));
    const trip = feed(start, [fix(0.5, 0, 60), fix(1, 0, 120), fix(1, 1, 240)]);
    expect(trip.miles).toBeCloseTo(2, 3);
    expect(trip).toMatchObject({ fixes: 3, countedFixes: 3, ignoredFixes: 0 });
    expect(start.miles).toBe(0);
  });

  it("adds nothing for 100 fixes of GPS jitter at a standstill", () => {
    const random = seeded(42);
    const accuracy = 20;
    const jitter = Array.from({ length: 100 }, (_, i) => {
      // Each reading somewhere within its accuracy of where the rep stands.
      const r = (accuracy * Math.sqrt(random())) / METERS_PER_MILE;
      const angle = 2 * Math.PI * random();
      return fix(r * Math.cos(angle), r * Math.sin(angle), i + 1, accuracy);
    });
    // Many of these readings are more than 0.01 mile and more than 20 m apart: the distance alone would count them.
    const far = jitter.filter((f, i) => i > 0 && haversineMiles(f, jitter[i - 1] ?? f) > MIN_MOVEMENT_MILES);
    expect(far.length).toBeGreaterThan(0);
    const trip = feed(startTrip(fix(0, 0, 0, accuracy)), jitter);
    expect(trip.miles).toBe(0);
    expect(trip.ignoredFixes).toBe(100);
  });

  it("counts a move only past 0.01 mile from the last counted fix", () => {
    const start = startTrip(fix(0, 0, 0, 0));
    expect(addFix(start, fix(0.0099, 0, 1, 0)).miles).toBe(0);
    expect(addFix(start, fix(0.0101, 0, 1, 0)).miles).toBeCloseTo(0.0101, 6);
  });

  it("adds up a slow walk whose every step is under 0.01 mile", () => {
    const steps = Array.from({ length: 30 }, (_, i) => fix(0.004 * (i + 1), 0, i + 1, 0));
    const trip = feed(startTrip(fix(0, 0, 0, 0)), steps);
    expect(trip.miles).toBeCloseTo(0.12, 6);
    expect(trip.countedFixes).toBe(10);
  });

  it("does not count a move smaller than the fixes' accuracy", () => {
    const start = startTrip(fix(0, 0, 0, 10));
    const move = 25 / METERS_PER_MILE; // 25 m: more than 0.01 mile (16 m)
    expect(addFix(start, fix(move, 0, 1, 30)).miles).toBe(0); // the fix's own 30 m is worse than the move
    expect(addFix(start, fix(move, 0, 1, 20)).miles).toBe(0); // 10 m + 20 m together are
    expect(addFix(start, fix(move, 0, 1, 10)).miles).toBeCloseTo(move, 6);
    expect(addFix(start, fix(move, 0, 1, null)).miles).toBeCloseTo(move, 6);
  });

  it("takes a sharper first reading of the start in place of a coarse one", () => {
    // The phone's first answer is a Wi-Fi guess 800 m off, then GPS finds the rep where they stand.
    const coarse = { ...fix(800 / METERS_PER_MILE, 0, 0), accuracyMeters: 1500 };
    const trip = feed(startTrip(coarse), [fix(0, 0, 5, 8), fix(0.001, 0, 10, 8), fix(0, 0.001, 15, 8)]);
    expect(trip.miles).toBe(0);
    expect(trip.lastFix.accuracyMeters).toBe(8);
    expect(feed(trip, [fix(1, 0, 120, 8)]).miles).toBeCloseTo(1, 3);
  });

  it("ignores a fix older than the last counted one, or no place on Earth", () => {
    const trip = addFix(startTrip(fix(0, 0, 10)), fix(1, 0, 60));
    expect(addFix(trip, fix(2, 0, 30))).toMatchObject({ miles: trip.miles, ignoredFixes: 1 });
    expect(addFix(trip, { latitude: 120, longitude: 0, at: trip.lastFix.at + 1 })).toMatchObject({
      miles: trip.miles,
      ignoredFixes: 1,
    });
  });
});

describe("bridgeGap", () => {
  it("adds the straight line over a gap and flags the trip", () => {
    const before = addFix(startTrip(fix(0, 0, 0)), fix(1, 0, 60));
    const after = bridgeGap(before, fix(1, 3, 900));
    expect(after.miles).toBeCloseTo(4, 2);
    expect(after.bridged).toBe(true);
    expect(after.bridgedMiles).toBeCloseTo(3, 2);
    expect(addFix(after, fix(2, 3, 960)).bridgedMiles).toBe(after.bridgedMiles);
  });

  it("adds nothing, and flags nothing, when the rep had not moved", () => {
    const before = addFix(startTrip(fix(0, 0, 0)), fix(1, 0, 60));
    const after = bridgeGap(before, fix(1.001, 0, 900));
    expect(after).toMatchObject({ miles: before.miles, bridged: false, bridgedMiles: 0, ignoredFixes: 1 });
  });
});

describe("ending a trip", () => {
  it("saves only a trip of at least 0.1 mile", () => {
    const short = addFix(startTrip(fix(0, 0, 0, 0)), fix(0.094, 0, 60, 0));
    const enough = addFix(startTrip(fix(0, 0, 0, 0)), fix(0.1, 0, 60, 0));
    expect(canSaveTrip(short)).toBe(false);
    expect(canSaveTrip(enough)).toBe(true);
    expect(endTripPayload(short, { purpose: "Client visit", date: "2026-03-02", isPersonal: false })).toEqual({
      problem: MIN_TRIP_MESSAGE,
    });
  });

  it("sends the tracker's payload at the IRS rate of the day, or 0 for a personal trip", () => {
    const trip = addFix(startTrip(fix(0, 0, 0, 0)), fix(12.344, 0, 600, 0));
    expect(endTripPayload(trip, { purpose: "Client visit", date: "2026-03-02", isPersonal: false })).toEqual({
      payload: { miles: "12.34", purpose: "Client visit", date: "2026-03-02", rate: "0.725" },
    });
    expect(endTripPayload(trip, { purpose: "Groceries", date: "2024-03-02", isPersonal: true })).toEqual({
      payload: { miles: "12.34", purpose: "Groceries", date: "2024-03-02", rate: "0.000" },
    });
  });
});
