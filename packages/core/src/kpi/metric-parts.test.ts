import { describe, expect, it } from "vitest";
import { funnelCounts, performanceFigures } from "./figures";
import { LEAD_FACT_SERIES } from "./lead-facts";
import { cardSources, metricCards, metricFigure, metricFigureLookup, metricFigures, metricTotal, partsOf } from "./metric-parts";

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
        fromLeads: 0,
      },
    ]);
  });

  it("a card is what was typed plus what the rep's leads did, and says how much came from leads", () => {
    const S = LEAD_FACT_SERIES;
    const withLeads = { ...totals, [S.signedKnock]: 4, [S.signedTag]: 2, [S.cancelledKnock]: 1, [S.installedKnock]: 1 };
    const cards = metricCards(solar, withLeads, { "Deals Closed from Knocks": 10, [S.signedKnock]: 2 });
    const deals = cards.find((c) => c.name === "Deals Closed");
    // 45 typed + (4 + 2 signed − 1 cancelled) from leads.
    expect([deals?.total, deals?.fromLeads]).toEqual([50, 5]);
    expect(funnelCounts(withLeads).closes).toBe(50);
    expect(performanceFigures(withLeads).dealsClosed).toBe(50);
    // The previous period compares alike: 10 typed + 2 from leads.
    expect(deals?.previousTotal).toBe(12);
    // Each part holds its own source's leads.
    expect(deals?.parts.map((p) => [p.name, p.total])).toEqual([
      ["Deals Closed from Knocks", 33],
      ["Deals Closed from Tags", 17],
    ]);
    expect(cards.find((c) => c.name === "Installs")).toMatchObject({ total: 5, fromLeads: 1 });
    expect(cards.find((c) => c.name === "Doors Knocked")?.fromLeads).toBe(0);
  });

  it("a lead's appointment lands on the most specific set metric the rep tracks, once", () => {
    const S = LEAD_FACT_SERIES;
    const facts = { [S.setKnock]: 3, [S.setTag]: 2 };
    const card = (names: string[], name: string) =>
      metricCards(
        names.map((n, i) => ({ definitionId: i, name: n, unit: "count" })),
        facts,
        null,
      ).find((c) => c.name === name)?.total;
    expect(card(["Knocking Appt Sets", "Tagging Appts Set"], "Knocking Appt Sets")).toBe(3);
    expect(card(["Knocking Appt Sets", "Tagging Appts Set"], "Tagging Appts Set")).toBe(2);
    expect(card(["Knocking Appt Sets"], "Knocking Appt Sets")).toBe(5);
    expect(card(["Appointments Set"], "Appointments Set")).toBe(5);
    expect(card(["Appointments Set", "Knocking Appt Sets"], "Appointments Set")).toBe(0);
  });
});

describe("metricFigures: what a goal on a metric counts (issue 24)", () => {
  const totals = { "Deals Closed from Knocks": 30, "Deals Closed from Tags": 15, "Doors Knocked": 900, "Old Metric": 7 };

  it("is the card's figure for every metric with a card", () => {
    const figureOf = metricFigures(solar, totals);
    for (const card of metricCards(solar, totals, null)) expect(figureOf(card.name), card.name).toBe(card.total);
  });

  it("a split metric inside its total's card counts as the part shows there; an untracked one, what was typed", () => {
    const cards = metricCards(solar, totals, null);
    const part = cards.find((c) => c.name === "Deals Closed")?.parts.find((p) => p.name === "Deals Closed from Tags");
    expect(metricFigure(solar, totals, "Deals Closed from Tags")).toBe(part?.total);
    expect(metricFigure(solar, totals, "Old Metric")).toBe(7);
    expect(metricFigure(solar, totals, "Never Tracked")).toBe(0);
  });

  it("the single lookup gives metricFigures' figure for every name, tracked or not, with leads in the totals", () => {
    const names = [
      ...solar.map((s) => s.name),
      ...solar.flatMap((s) => partsOf(s.name)),
      "Appointments Set",
      "Old Metric",
      "Never Tracked",
    ];
    const seriesNames = [...names, ...Object.values(LEAD_FACT_SERIES)];
    // Some metric sets: all of solar's, without Deals Closed (its parts become cards), and a handful.
    const sets = [solar, solar.filter((s) => s.name !== "Deals Closed"), solar.filter((_, i) => i % 3 === 0)];
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed % 9;
    };
    for (const sources of sets) {
      const lookup = metricFigureLookup(sources);
      for (let round = 0; round < 25; round++) {
        const randomTotals = Object.fromEntries(seriesNames.map((n) => [n, next()]).filter(([, v]) => v !== 0));
        const figureOf = metricFigures(sources, randomTotals);
        for (const name of names) expect(lookup(randomTotals, name), name).toBe(figureOf(name));
      }
    }
  });
});

describe("cardSources", () => {
  it("keeps one definition a name, the newest, in the order given", () => {
    expect(
      cardSources([
        { id: 3, name: "Doors Knocked", unit: "count" },
        { id: 1, name: "Hours Worked", unit: "hours" },
        { id: 7, name: "Doors Knocked", unit: "count" },
      ]),
    ).toEqual([
      { definitionId: 1, name: "Hours Worked", unit: "hours" },
      { definitionId: 7, name: "Doors Knocked", unit: "count" },
    ]);
  });
});
