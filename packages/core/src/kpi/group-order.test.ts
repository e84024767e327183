import { describe, expect, it } from "vitest";
import { groupInFunnelOrder } from "./group-order";

describe("groupInFunnelOrder", () => {
  it("keeps the funnel's group order whatever metric comes first, and the rep's order inside a group", () => {
    const metrics = [
      "Installs",
      "Appts Ran",
      "Homeowners Met",
      "Tagging Appts Set",
      "Doors Knocked",
      "Knocking Appt Sets",
      "Hours Worked",
    ];
    const groups = groupInFunnelOrder(metrics.map((name) => ({ name })));
    expect(groups.map(([id, list]) => [id, list.map((m) => m.name)])).toEqual([
      ["activity", ["Doors Knocked", "Hours Worked"]],
      ["appointmentsSet", ["Tagging Appts Set", "Knocking Appt Sets"]],
      ["appointmentsRan", ["Appts Ran"]],
      ["installs", ["Installs"]],
      ["other", ["Homeowners Met"]],
    ]);
  });

  it("leaves out empty groups", () => {
    expect(groupInFunnelOrder([])).toEqual([]);
  });
});
