/**
 * Distance over the Earth's surface between two points, as the mileage tracker measures a trip.
 */

/** The Earth's mean radius the spec uses (section 9), in miles. */
export const EARTH_RADIUS_MILES = 3959;
export const METERS_PER_MILE = 1609.344;

export interface LatLng {
  /** Degrees, -90 to 90. */
  latitude: number;
  /** Degrees, -180 to 180. */
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance in miles, by the haversine formula: exact on a sphere and well conditioned
 * for the few metres between two GPS fixes (the law of cosines loses those to rounding). The sphere is
 * within 0.5% of the real Earth, far less than a road's bends.
 */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding can lift h a hair above 1 for antipodal points, where asin is not defined.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point is a place on Earth: finite degrees within their ranges. */
export function isLatLng(p: LatLng): boolean {
  return (
    Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180
  );
}
