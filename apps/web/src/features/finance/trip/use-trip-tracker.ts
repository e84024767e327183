import { TRIP_LOCATION_OPTIONS } from "@measured/core";
import { useEffect, useReducer } from "react";
import { readStoredTrip, STORED_TRIP_KEY, storedTripText } from "./stored-trip";
import { IDLE, type TrackerEvent, type TrackerState, trackerReducer } from "./tracker-state";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes may refuse storage: the trip then lives as long as the page.
    return null;
  }
}

/**
 * The live trip (spec section 4): the tracker's reducer fed by the browser's position watch (high
 * accuracy, 5 s timeout, no cached position: TRIP_LOCATION_OPTIONS), the trip kept on the device after
 * every change and resumed when the page comes back, and the screen kept awake while a trip runs where
 * the phone allows it (Screen Wake Lock), since a page gets no positions while the phone is locked.
 */
export function useTripTracker(userId: number): [TrackerState, (event: TrackerEvent) => void] {
  const [state, dispatch] = useReducer(trackerReducer, IDLE);
  const watching = state.status === "locating" || state.status === "active";

  // A trip left on this device by this rep (a reload, a closed tab) goes on.
  useEffect(() => {
    const trip = readStoredTrip(storage()?.getItem(STORED_TRIP_KEY) ?? null, userId, Date.now());
    if (trip) dispatch({ type: "resume", trip });
  }, [userId]);

  useEffect(() => {
    if (state.status === "active" || state.status === "ending")
      storage()?.setItem(STORED_TRIP_KEY, storedTripText(state.trip, userId, Date.now()));
    else if (state.status === "idle" || state.status === "blocked") storage()?.removeItem(STORED_TRIP_KEY);
  }, [state, userId]);

  useEffect(() => {
    if (!watching) return;
    if (!("geolocation" in navigator)) {
      dispatch({ type: "unsupported" });
      return;
    }
    const watch = navigator.geolocation.watchPosition(
      (position) =>
        dispatch({
          type: "fix",
          fix: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            accuracyMeters: position.coords.accuracy,
            at: position.timestamp,
          },
        }),
      (error) => dispatch({ type: "error", code: error.code }),
      TRIP_LOCATION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [watching]);

  useEffect(() => {
    if (!watching || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    const take = async () => {
      try {
        const taken = await navigator.wakeLock.request("screen");
        if (done) await taken.release();
        else lock = taken;
      } catch {
        // Refused (battery saver, a hidden page): the trip goes on; the gap is bridged when positions return.
      }
    };
    // The browser lets go of the lock when the page is hidden; it is taken again when the rep comes back.
    const onVisible = () => {
      if (document.visibilityState === "visible") void take();
    };
    void take();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      done = true;
      document.removeEventListener("visibilitychange", onVisible);
      void lock?.release();
    };
  }, [watching]);

  return [state, dispatch];
}
