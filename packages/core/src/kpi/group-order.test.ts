import { describe, expect, it } from "vitest";
import { groupInFunnelOrder, metricListing } from "./group-order";

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

describe("metricListing (Customize Metrics and Manage)", () => {
  const metrics = ["Deals Closed from Knocks", "Referrals", "Deals Closed", "Doors Knocked", "Callbacks"].map((name) => ({
    name,
  }));

  it("lists every metric in the rep's order, names the order does not hold after it in the server's order", () => {
    const listed = metricListing(metrics, { metricOrder: ["Callbacks", "Doors Knocked"], metricVisibility: {} });
    expect(listed.map((l) => l.metric.name)).toEqual([
      "Callbacks",
      "Doors Knocked",
      "Deals Closed from Knocks",
      "Referrals",
      "Deals Closed",
    ]);
  });

  it("says which are hidden; a part of a tracked total is shown in its card and hidden with it", () => {
    const listed = metricListing(metrics, {
      metricOrder: [],
      metricVisibility: { Referrals: false, "Deals Closed": false, "Doors Knocked": true },
    });
    expect(listed.map((l) => [l.metric.name, l.hidden, l.shownIn])).toEqual([
      ["Deals Closed from Knocks", true, "Deals Closed"],
      ["Referrals", true, null],
      ["Deals Closed", true, null],
      ["Doors Knocked", false, null],
      ["Callbacks", false, null],
    ]);
  });

  it("a part whose total is not tracked is a metric of its own", () => {
    const listed = metricListing([{ name: "Deals Closed from Tags" }], {
      metricOrder: [],
      metricVisibility: { "Deals Closed from Tags": false },
    });
    expect(listed).toEqual([{ metric: { name: "Deals Closed from Tags" }, hidden: true, shownIn: null }]);
  });
});
