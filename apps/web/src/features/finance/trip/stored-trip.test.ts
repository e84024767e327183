import { addFix, startTrip } from "@measured/core";
import { describe, expect, test } from "vitest";
import { readStoredTrip, STALE_TRIP_MS, storedTripText } from "./stored-trip";

const NOW = Date.UTC(2026, 10, 27, 15, 0);
const trip = addFix(startTrip({ latitude: 34.05, longitude: -118.25, accuracyMeters: 5, at: NOW - 60_000 }), {
  latitude: 34.06,
  longitude: -118.25,
  accuracyMeters: 5,
  at: NOW - 30_000,
});

describe("the stored trip", () => {
  test("reads back the trip its rep stored", () => {
    expect(trip.miles).toBeGreaterThan(0.5);
    expect(readStoredTrip(storedTripText(trip, 7, NOW), 7, NOW + 1000)).toEqual(trip);
  });

  test("is not resumed for another rep on the same phone", () => {
    expect(readStoredTrip(storedTripText(trip, 7, NOW), 8, NOW)).toBeNull();
  });

  test("is not resumed once stale, or when saved in the future", () => {
    const text = storedTripText(trip, 7, NOW);
    expect(readStoredTrip(text, 7, NOW + STALE_TRIP_MS)).toEqual(trip);
    expect(readStoredTrip(text, 7, NOW + STALE_TRIP_MS + 1)).toBeNull();
    expect(readStoredTrip(text, 7, NOW - 1)).toBeNull();
  });

  test("ignores anything in storage that is not a trip this code wrote", () => {
    const bad = [
      null,
      "",
      "{",
      "[]",
      JSON.stringify({ version: 2, userId: 7, savedAt: NOW, trip }),
      JSON.stringify({ version: 1, userId: 7, savedAt: NOW, trip: { ...trip, miles: -1 } }),
      JSON.stringify({
        version: 1,
        userId: 7,
        savedAt: NOW,
        trip: { ...trip, lastFix: { latitude: 91, longitude: 0, at: NOW } },
      }),
      JSON.stringify({ version: 1, userId: 7, savedAt: NOW, trip: { ...trip, fixes: 1.5 } }),
    ];
    for (const text of bad) expect(readStoredTrip(text, 7, NOW), String(text)).toBeNull();
  });
});
