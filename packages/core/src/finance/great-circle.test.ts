import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_MILES, haversineMiles, isLatLng } from "./great-circle";

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };

/** Within 0.5% of a published great-circle distance. */
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected) / expected).toBeLessThan(0.005);

describe("haversineMiles", () => {
  it("measures known city pairs within 0.5%", () => {
    near(haversineMiles(NEW_YORK, LOS_ANGELES), 2445); // 3,936 km
    near(haversineMiles(LONDON, PARIS), 213.4); // 343.5 km
    near(haversineMiles(SYDNEY, MELBOURNE), 443.3); // 713.4 km, across the southern hemisphere
  });

  it("is the same both ways and nothing between a place and itself", () => {
    expect(haversineMiles(LOS_ANGELES, NEW_YORK)).toBe(haversineMiles(NEW_YORK, LOS_ANGELES));
    expect(haversineMiles(PARIS, PARIS)).toBe(0);
  });

  it("keeps the few metres between two GPS fixes", () => {
    // 0.01 mile due north: Δlatitude = d / R radians.
    const north = { latitude: NEW_YORK.latitude + ((0.01 / EARTH_RADIUS_MILES) * 180) / Math.PI, longitude: NEW_YORK.longitude };
    expect(haversineMiles(NEW_YORK, north)).toBeCloseTo(0.01, 9);
  });

  it("is half the Earth's circumference between antipodes, and across the date line is short", () => {
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_MILES,
      6,
    );
    expect(haversineMiles({ latitude: 0, longitude: 179.99 }, { latitude: 0, longitude: -179.99 })).toBeLessThan(1.4);
  });
});

describe("isLatLng", () => {
  it("knows a place on Earth from bad readings", () => {
    expect(isLatLng(NEW_YORK)).toBe(true);
    expect(isLatLng({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isLatLng({ latitude: 0, longitude: -181 })).toBe(false);
    expect(isLatLng({ latitude: Number.NaN, longitude: 0 })).toBe(false);
  });
});
