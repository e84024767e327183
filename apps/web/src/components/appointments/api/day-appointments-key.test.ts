import { describe, expect, it } from "vitest";
import { dayAppointmentsKey, earliestFirst } from "./day-appointments-key";

describe("the day's appointments", () => {
  it("read from the morning on, booked first on a tie, without changing the API's list", () => {
    const list = [
      { id: 3, scheduledAt: "2026-11-26T20:00:00.000Z" },
      { id: 2, scheduledAt: "2026-11-26T15:00:00.000Z" },
      { id: 1, scheduledAt: "2026-11-26T15:00:00.000Z" },
    ];
    expect(earliestFirst(list).map((a) => a.id)).toEqual([1, 2, 3]);
    expect(list.map((a) => a.id)).toEqual([3, 2, 1]);
  });

  it("are kept under the appointments' root, so a lead or appointment change refreshes them", () => {
    expect(dayAppointmentsKey("2026-11-26", "America/Chicago")).toEqual([
      "/api/appointments",
      "day",
      "2026-11-26",
      "America/Chicago",
    ]);
  });
});
