import { addFix, bridgeGap, type PositionFix, startTrip, type TripState } from "@measured/core";

/**
 * The live mileage tracker's screen state (spec section 4: idle, active, then ended as Business or
 * Personal, or cancelled) as a pure reducer; the hook that owns the browser's position watch and the
 * stored trip feeds it events. Kept apart from React so a drive, a refusal or a reload replays in a
 * unit test.
 */
export type TrackerState =
  | { status: "idle" }
  /** Start Trip pressed: waiting for the first position (spec section 5: a trip requires a location). */
  | { status: "locating" }
  /** The browser refused (permission) or has no geolocation: the Location Access Required panel. */
  | { status: "blocked"; reason: "denied" | "unsupported" }
  /**
   * A trip under way. `awaitingBridge`: resumed after a reload or a locked screen, so the next fix
   * bridges the gap with a straight line (core's bridgeGap). `signal`: the last position request failed
   * (no fix in 5 s, no signal); the trip goes on and the screen says so.
   */
  | { status: "active"; trip: TripState; awaitingBridge: boolean; signal: "ok" | "lost" }
  /** End pressed: the rep picks Business or Personal and may correct the miles before saving. */
  | { status: "ending"; trip: TripState };

/** What the Geolocation API reports for a failed request (GeolocationPositionError.code). */
export const POSITION_DENIED = 1;
export const POSITION_UNAVAILABLE = 2;
export const POSITION_TIMEOUT = 3;

export type TrackerEvent =
  | { type: "start" }
  | { type: "unsupported" }
  | { type: "fix"; fix: PositionFix }
  | { type: "error"; code: number }
  /** A trip found on the device when the screen opens (stored-trip.ts). */
  | { type: "resume"; trip: TripState }
  | { type: "end" }
  /** Back from the end sheet to the trip still running. */
  | { type: "continue" }
  | { type: "cancel" }
  | { type: "saved" };

export const IDLE: TrackerState = { status: "idle" };

export function trackerReducer(state: TrackerState, event: TrackerEvent): TrackerState {
  switch (event.type) {
    case "start":
      return state.status === "idle" || state.status === "blocked" ? { status: "locating" } : state;
    case "unsupported":
      return { status: "blocked", reason: "unsupported" };
    case "resume":
      return state.status === "idle" ? { status: "active", trip: event.trip, awaitingBridge: true, signal: "ok" } : state;
    case "fix":
      return withFix(state, event.fix);
    case "error":
      return withError(state, event.code);
    case "end":
      return state.status === "active" ? { status: "ending", trip: state.trip } : state;
    case "continue":
      return state.status === "ending" ? { status: "active", trip: state.trip, awaitingBridge: false, signal: "ok" } : state;
    case "cancel":
    case "saved":
      return IDLE;
  }
}

function withFix(state: TrackerState, fix: PositionFix): TrackerState {
  if (state.status === "locating") {
    try {
      return { status: "active", trip: startTrip(fix), awaitingBridge: false, signal: "ok" };
    } catch {
      // A report with no place on Earth (NaN from a broken sensor): keep waiting for a real one.
      return state;
    }
  }
  if (state.status !== "active") return state;
  const trip = state.awaitingBridge ? bridgeGap(state.trip, fix) : addFix(state.trip, fix);
  return { status: "active", trip, awaitingBridge: false, signal: "ok" };
}

function withError(state: TrackerState, code: number): TrackerState {
  if (code === POSITION_DENIED && (state.status === "locating" || state.status === "active")) {
    // Permission withdrawn mid-trip ends the watch; the distance so far is kept for the end sheet.
    return state.status === "active" ? { status: "ending", trip: state.trip } : { status: "blocked", reason: "denied" };
  }
  if (state.status === "active") return { ...state, signal: "lost" };
  // No first fix within the timeout: the watch keeps trying, the screen keeps saying it is locating.
  return state;
}
