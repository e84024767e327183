import type { PositionFix } from "@measured/core";
import { describe, expect, test } from "vitest";
import { IDLE, POSITION_DENIED, POSITION_TIMEOUT, type TrackerEvent, type TrackerState, trackerReducer } from "./tracker-state";

const T0 = Date.UTC(2026, 10, 27, 15, 0);
/** A fix `northMiles` north of a start in Los Angeles (one degree of latitude is about 69.1 miles). */
const fix = (northMiles: number, seconds: number, accuracyMeters = 5): PositionFix => ({
  latitude: 34 + northMiles / 69.09,
  longitude: -118.25,
  accuracyMeters,
  at: T0 + seconds * 1000,
});
const run = (events: TrackerEvent[], from: TrackerState = IDLE) => events.reduce(trackerReducer, from);
const milesOf = (state: TrackerState) => (state.status === "active" || state.status === "ending" ? state.trip.miles : Number.NaN);

describe("the mileage tracker", () => {
  test("starts at the first position, counts the drive, and ends on the end sheet", () => {
    const state = run([
      { type: "start" },
      { type: "fix", fix: fix(0, 0) },
      { type: "fix", fix: fix(1, 60) },
      { type: "fix", fix: fix(2, 120) },
      { type: "end" },
    ]);
    expect(state.status).toBe("ending");
    expect(milesOf(state)).toBeCloseTo(2, 1);
  });

  test("a refusal before the first position shows the Location Access Required panel; Start again asks again", () => {
    const blocked = run([{ type: "start" }, { type: "error", code: POSITION_DENIED }]);
    expect(blocked).toEqual({ status: "blocked", reason: "denied" });
    expect(trackerReducer(blocked, { type: "start" })).toEqual({ status: "locating" });
  });

  test("a timeout mid-trip keeps the trip and says the signal is lost until the next fix", () => {
    const lost = run([
      { type: "start" },
      { type: "fix", fix: fix(0, 0) },
      { type: "fix", fix: fix(1, 60) },
      { type: "error", code: POSITION_TIMEOUT },
    ]);
    expect(lost.status === "active" && lost.signal).toBe("lost");
    const back = trackerReducer(lost, { type: "fix", fix: fix(1.5, 120) });
    expect(back.status === "active" && back.signal).toBe("ok");
    expect(milesOf(back)).toBeCloseTo(1.5, 1);
  });

  test("permission withdrawn mid-trip keeps the miles so far for the end sheet", () => {
    const state = run([
      { type: "start" },
      { type: "fix", fix: fix(0, 0) },
      { type: "fix", fix: fix(3, 180) },
      { type: "error", code: POSITION_DENIED },
    ]);
    expect(state.status).toBe("ending");
    expect(milesOf(state)).toBeCloseTo(3, 1);
  });

  test("a resumed trip bridges the gap with a straight line and says so", () => {
    const before = run([{ type: "start" }, { type: "fix", fix: fix(0, 0) }, { type: "fix", fix: fix(1, 60) }]);
    if (before.status !== "active") throw new Error("not active");
    const resumed = run([
      { type: "resume", trip: before.trip },
      { type: "fix", fix: fix(4, 600) },
    ]);
    expect(resumed.status === "active" && resumed.trip.bridged).toBe(true);
    expect(resumed.status === "active" && resumed.trip.bridgedMiles).toBeCloseTo(3, 1);
    expect(milesOf(resumed)).toBeCloseTo(4, 1);
    // Only the first fix after the gap is a straight line.
    const next = trackerReducer(resumed, { type: "fix", fix: fix(5, 660) });
    expect(next.status === "active" && next.trip.bridgedMiles).toBeCloseTo(3, 1);
  });

  test("standing still with a jittery fix adds nothing", () => {
    const events: TrackerEvent[] = [{ type: "start" }, { type: "fix", fix: fix(0, 0, 20) }];
    for (let i = 1; i <= 100; i++) events.push({ type: "fix", fix: fix(i % 2 === 0 ? 0.01 : -0.01, i, 20) });
    expect(milesOf(run(events))).toBe(0);
  });

  test("a position with no place on Earth does not start a trip", () => {
    expect(run([{ type: "start" }, { type: "fix", fix: { latitude: Number.NaN, longitude: 0, at: T0 } }])).toEqual({
      status: "locating",
    });
  });

  test("cancel drops the trip from any state; events that do not apply change nothing", () => {
    const active = run([{ type: "start" }, { type: "fix", fix: fix(0, 0) }]);
    if (active.status !== "active") throw new Error("not active");
    expect(trackerReducer(active, { type: "cancel" })).toEqual(IDLE);
    expect(trackerReducer(IDLE, { type: "end" })).toBe(IDLE);
    expect(trackerReducer(IDLE, { type: "fix", fix: fix(1, 1) })).toBe(IDLE);
    expect(trackerReducer(active, { type: "resume", trip: active.trip })).toBe(active);
  });
});
