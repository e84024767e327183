import { describe, expect, it } from "vitest";
import { noShowsIn } from "./no-shows";

const at = (iso: string) => Date.parse(iso);

describe("noShowsIn", () => {
  // 23:30 on 9 March in Los Angeles (UTC-7 after the switch on the 8th) is 06:30 UTC on the 10th.
  const noShows = [at("2026-03-09T16:00:00Z"), at("2026-03-10T06:30:00Z"), at("2026-03-10T18:00:00Z")];

  it("counts each no-show on its appointment's day in the rep's zone", () => {
    const la = "America/Los_Angeles";
    expect(noShowsIn(noShows, { startDate: "2026-03-09", endDate: "2026-03-09" }, la)).toBe(2);
    expect(noShowsIn(noShows, { startDate: "2026-03-10", endDate: "2026-03-10" }, la)).toBe(1);
    expect(noShowsIn(noShows, { startDate: "2026-03-11", endDate: "2026-03-31" }, la)).toBe(0);
  });

  it("reads the same instants on other days in another zone", () => {
    expect(noShowsIn(noShows, { startDate: "2026-03-09", endDate: "2026-03-09" }, "UTC")).toBe(1);
    expect(noShowsIn(noShows, { startDate: "2026-03-10", endDate: "2026-03-10" }, "UTC")).toBe(2);
  });

  it("counts every no-show for All Time and none without any", () => {
    expect(noShowsIn(noShows, null, "UTC")).toBe(3);
    expect(noShowsIn([], { startDate: "2026-03-01", endDate: "2026-03-31" }, "UTC")).toBe(0);
  });
});
