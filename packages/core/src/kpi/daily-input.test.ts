import { describe, expect, it } from "vitest";
import { INDUSTRY_TEMPLATES } from "../industries/industries";
import { KPI_CATALOGUE } from "./catalogue";
import { dailyInputWrites, dayValuesFromEntries, defaultEnabledMetrics, isPestControlLike, isSolarLike } from "./daily-input";
import { applyIncrement } from "./quick-entry";

const namesOf = (industry: keyof typeof INDUSTRY_TEMPLATES) =>
  INDUSTRY_TEMPLATES[industry].kpis.map((k) => KPI_CATALOGUE[k].name);

describe("solar-like and pest-control-like", () => {
  it("recognises the solar template and not the general one", () => {
    expect(isSolarLike(namesOf("solar"))).toBe(true);
    expect(isSolarLike(namesOf("pest_control"))).toBe(false);
    expect(isPestControlLike(namesOf("pest_control"))).toBe(true);
    expect(isPestControlLike(namesOf("solar"))).toBe(false);
  });

  it("is neither with no metrics", () => {
    expect(isSolarLike([])).toBe(false);
    expect(isPestControlLike([])).toBe(false);
  });
});

describe("defaultEnabledMetrics", () => {
  it("gives pest-control-like users the six general fields", () => {
    const on = Object.entries(defaultEnabledMetrics(namesOf("coaching")))
      .filter(([, v]) => v)
      .map(([k]) => k);
    expect(on).toEqual(["hoursWorked", "doorsKnocked", "appointmentsSet", "apptsRan", "dealsClosed", "servicedAccounts"]);
  });

  it("gives everyone else the eleven solar fields", () => {
    const on = Object.entries(defaultEnabledMetrics(namesOf("solar")))
      .filter(([, v]) => v)
      .map(([k]) => k);
    expect(on).toEqual([
      "hoursWorked",
      "doorsKnocked",
      "tagsPut",
      "knockingApptSets",
      "taggingApptsSet",
      "apptsRan",
      "tagApptsRan",
      "dealsClosedKnocks",
      "dealsClosedTags",
      "dealsInstalledKnocks",
      "dealsInstalledTags",
    ]);
  });
});

describe("quick entry", () => {
  it("never goes below 0", () => {
    expect(applyIncrement(3, -5)).toBe(0);
    expect(applyIncrement(3, 10)).toBe(13);
  });
});

describe("dailyInputWrites", () => {
  const fields = ["Doors Knocked", "Tags Put", "Appts Ran"];

  it("sends the fields with a figure, and an emptied stored figure as 0", () => {
    const stored = dayValuesFromEntries([
      { kpiName: "Doors Knocked", value: 17 },
      { kpiName: "Tags Put", value: 4 },
    ]);
    expect(dailyInputWrites(fields, { "Doors Knocked": 20 }, stored, "2025-06-03", " rain ")).toEqual([
      { metricName: "Doors Knocked", value: 20, date: "2025-06-03", notes: "rain" },
      { metricName: "Tags Put", value: 0, date: "2025-06-03", notes: "rain" },
    ]);
  });

  it("sends nothing for fields empty before and after", () => {
    expect(dailyInputWrites(fields, {}, {}, "2025-06-03", "")).toEqual([]);
  });

  it("adds up several stored entries of one metric", () => {
    expect(
      dayValuesFromEntries([
        { kpiName: "Tags Put", value: 2 },
        { kpiName: "Tags Put", value: 3 },
      ]),
    ).toEqual({
      "Tags Put": 5,
    });
  });
});
