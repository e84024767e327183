import { describe, expect, it } from "vitest";
import { funnelCounts, performanceFigures } from "./figures";
import { metricCards, metricTotal } from "./metric-parts";

const solar = [
  { definitionId: 1, name: "Doors Knocked", unit: "count" },
  { definitionId: 2, name: "Deals Closed", unit: "count" },
  { definitionId: 3, name: "Installs", unit: "count" },
  { definitionId: 4, name: "Deals Closed from Knocks", unit: "count" },
  { definitionId: 5, name: "Deals Closed from Tags", unit: "count" },
  { definitionId: 6, name: "Deals Installed from Knocks", unit: "count" },
];

describe("metric totals with parts (decision 019)", () => {
  const totals = {
    "Deals Closed from Knocks": 30,
    "Deals Closed from Tags": 15,
    "Deals Installed from Knocks": 4,
    "Doors Knocked": 900,
  };

  it("a total is its own values plus its parts'", () => {
    expect(metricTotal(totals, "Deals Closed")).toBe(45);
    expect(metricTotal({ ...totals, "Deals Closed": 2 }, "Deals Closed")).toBe(47);
    expect(metricTotal(totals, "Installs")).toBe(4);
    expect(metricTotal(totals, "Doors Knocked")).toBe(900);
  });

  it("the Deals Closed card, the funnel and Door Knocking Performance show one figure", () => {
    const cards = metricCards(solar, totals, null);
    const deals = cards.find((c) => c.name === "Deals Closed");
    expect(deals?.total).toBe(45);
    expect(funnelCounts(totals).closes).toBe(45);
    expect(performanceFigures(totals).dealsClosed).toBe(45);
    expect(cards.find((c) => c.name === "Installs")?.total).toBe(performanceFigures(totals).dealsInstalled);
  });

  it("split metrics sit inside their total's card, not in cards of their own", () => {
    const cards = metricCards(solar, totals, { "Deals Closed from Knocks": 10 });
    expect(cards.map((c) => c.name)).toEqual(["Doors Knocked", "Deals Closed", "Installs"]);
    const deals = cards.find((c) => c.name === "Deals Closed");
    expect(deals?.previousTotal).toBe(10);
    expect(deals?.parts).toEqual([
      { name: "Deals Closed from Knocks", total: 30, previousTotal: 10 },
      { name: "Deals Closed from Tags", total: 15, previousTotal: 0 },
    ]);
    // A part not tracked and empty is not listed.
    expect(cards.find((c) => c.name === "Installs")?.parts.map((p) => p.name)).toEqual(["Deals Installed from Knocks"]);
  });

  it("a split metric whose total is not tracked keeps its own card", () => {
    const cards = metricCards([{ definitionId: 9, name: "Deals Closed from Tags", unit: "count" }], totals, null);
    expect(cards).toEqual([
      {
        definitionId: 9,
        name: "Deals Closed from Tags",
        unit: "count",
        total: 15,
        previousTotal: null,
        parts: [],
        signedLeads: null,
      },
    ]);
  });

  it("more leads flagged signed than deals logged: the card shows the leads' count, as the funnel does, and says so", () => {
    const signed = { current: 50, previous: 12 };
    const cards = metricCards(solar, totals, { "Deals Closed from Knocks": 10 }, signed);
    const deals = cards.find((c) => c.name === "Deals Closed");
    expect(deals?.total).toBe(50);
    expect(funnelCounts(totals, 50).closes).toBe(50);
    expect(performanceFigures(totals, 50).dealsClosed).toBe(50);
    expect(deals?.signedLeads).toEqual({ count: 50, logged: 45 });
    // The previous period compares alike: the larger of 10 logged and 12 signed.
    expect(deals?.previousTotal).toBe(12);
    // Only Deals Closed takes the leads into account.
    expect(cards.find((c) => c.name === "Installs")?.signedLeads).toBeNull();
  });

  it("as many or fewer leads signed than deals logged: the logged figure, with nothing to explain", () => {
    for (const current of [0, 45]) {
      const deals = metricCards(solar, totals, null, { current, previous: null }).find((c) => c.name === "Deals Closed");
      expect([deals?.total, deals?.previousTotal, deals?.signedLeads]).toEqual([45, null, null]);
    }
  });
});
