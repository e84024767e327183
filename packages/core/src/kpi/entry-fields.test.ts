import { describe, expect, it } from "vitest";
import { INDUSTRY_TEMPLATES } from "../industries/industries";
import { KPI_CATALOGUE } from "./catalogue";
import { enterableMetricNames, entrySections, quickEntryFields } from "./entry-fields";

const template = (id: keyof typeof INDUSTRY_TEMPLATES) =>
  INDUSTRY_TEMPLATES[id].kpis.map((k) => ({ name: KPI_CATALOGUE[k].name, unit: KPI_CATALOGUE[k].unit }));
const names = (sections: ReturnType<typeof entrySections>) => sections.map((s) => [s.title, s.fields.map((f) => f.name)]);

describe("Daily Input sections from the metrics a rep tracks", () => {
  it("solar: deals and installs are entered by source and their totals computed", () => {
    const sections = entrySections(template("solar"), null);
    expect(names(sections)).toEqual([
      ["Daily Activity", ["Hours Worked", "Doors Knocked", "Tags Put"]],
      ["Appointments Set", ["Knocking Appt Sets", "Tagging Appts Set"]],
      ["Appointments Held/Ran", ["Appts Ran"]],
      ["Deals Closed", ["Deals Closed from Knocks", "Deals Closed from Tags"]],
      ["Installs", ["Deals Installed from Knocks", "Deals Installed from Tags"]],
    ]);
    expect(sections[3]?.computedTotals).toEqual([
      { name: "Deals Closed", parts: ["Deals Closed from Knocks", "Deals Closed from Tags"] },
    ]);
    expect(sections[3]?.fields[0]?.partOf).toBe("Deals Closed");
  });

  it("the general template enters its totals directly; Services Started sits under Serviced Accounts", () => {
    expect(names(entrySections(template("pest_control"), null))).toEqual([
      ["Daily Activity", ["Hours Worked", "Doors Knocked"]],
      ["Appointments Held/Ran", ["Appts Ran"]],
      ["Deals Closed", ["Deals Closed"]],
      ["Serviced Accounts", ["Services Started"]],
    ]);
  });

  it("custom metrics are offered in the rep's order, after the funnel, and groups keep funnel order", () => {
    const metrics = [
      { name: "Referrals", unit: "count" },
      { name: "Installs", unit: "count" },
      { name: "Appointments Set", unit: "count" },
      { name: "Hours Worked", unit: "hours" },
      { name: "Callbacks", unit: "count" },
    ];
    expect(names(entrySections(metrics, null))).toEqual([
      ["Daily Activity", ["Hours Worked"]],
      ["Appointments Set", ["Appointments Set"]],
      ["Installs", ["Installs"]],
      ["Other Metrics", ["Referrals", "Callbacks"]],
    ]);
  });

  it("a field switched off is hidden unless the day holds a value for it", () => {
    const metrics = template("pest_control");
    expect(names(entrySections(metrics, { doorsKnocked: false }))[0]).toEqual(["Daily Activity", ["Hours Worked"]]);
    expect(names(entrySections(metrics, { doorsKnocked: false }, { "Doors Knocked": 3 }))[0]).toEqual([
      "Daily Activity",
      ["Hours Worked", "Doors Knocked"],
    ]);
  });

  it("a solar day with a value stored under the total itself shows that field too", () => {
    const sections = entrySections(template("solar"), null, { "Deals Closed": 2 });
    expect(sections[3]?.fields.map((f) => f.name)).toEqual([
      "Deals Closed",
      "Deals Closed from Knocks",
      "Deals Closed from Tags",
    ]);
  });

  it("counts are whole numbers, hours decimal; quick entry uses the spec's increments", () => {
    const fields = quickEntryFields(template("solar"), null);
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(byName["Hours Worked"]?.decimals).toBe(true);
    expect(byName["Doors Knocked"]?.decimals).toBe(false);
    expect(byName["Doors Knocked"]?.increments).toEqual([1, 5, 10, 25]);
    expect(byName["Tags Put"]?.increments).toEqual([1, 5, 15, 50]);
    expect(byName["Appts Ran"]?.increments).toEqual([1, 2, 3, 5]);
    expect(fields.map((f) => f.name)).toContain("Deals Closed from Knocks");
    expect(fields.map((f) => f.name)).not.toContain("Leads");
  });
});

describe("quick entry increments", () => {
  it("are spec section 9's for the metrics it names, whatever the rep's order", () => {
    const metrics = ["Homeowners Met", "Leads", "Appointments Set", "Tags Put", "Appts Ran", "Doors Knocked", "Referrals"].map(
      (name) => ({ name, unit: "count" }),
    );
    const byName = Object.fromEntries(quickEntryFields(metrics, null).map((f) => [f.name, f.increments]));
    expect(byName).toEqual({
      "Doors Knocked": [1, 5, 10, 25],
      "Appointments Set": [1, 2, 5, 10],
      "Tags Put": [1, 5, 15, 50],
      Leads: [1, 2, 5, 10],
      "Appts Ran": [1, 2, 3, 5],
      "Homeowners Met": [1, 3, 5, 10],
      Referrals: [1, 2, 3, 5],
    });
  });
});

describe("enterable metric names", () => {
  it("are the tracked ones and the parts of tracked totals", () => {
    const enterable = enterableMetricNames(["Doors Knocked", "Deals Closed"]);
    expect([...enterable].sort()).toEqual([
      "Deals Closed",
      "Deals Closed from Knocks",
      "Deals Closed from Tags",
      "Doors Knocked",
    ]);
    expect(enterable.has("Leads")).toBe(false);
  });
});

describe("one order on every screen (issue 21)", () => {
  it("a total's parts follow the rep's order, in Daily Input, the quick entry and the computed line", () => {
    const metrics = [
      { name: "Doors Knocked", unit: "count" },
      { name: "Deals Closed from Tags", unit: "count" },
      { name: "Deals Closed", unit: "count" },
      { name: "Deals Closed from Knocks", unit: "count" },
      { name: "Tags Put", unit: "count" },
    ];
    const sections = entrySections(metrics, null);
    const deals = sections.find((s) => s.id === "dealsClosed");
    expect(deals?.fields.map((f) => f.name)).toEqual(["Deals Closed from Tags", "Deals Closed from Knocks"]);
    expect(deals?.computedTotals[0]?.parts).toEqual(["Deals Closed from Tags", "Deals Closed from Knocks"]);
    expect(quickEntryFields(metrics, null).map((f) => f.name)).toEqual([
      "Doors Knocked",
      "Tags Put",
      "Deals Closed from Tags",
      "Deals Closed from Knocks",
    ]);
  });

  it("custom metrics keep the rep's order among themselves, whatever catalogue metrics sit between them", () => {
    const metrics = ["Referrals", "Doors Knocked", "Callbacks", "Appts Ran", "Door Hangers"].map((name) => ({
      name,
      unit: "count",
    }));
    const other = entrySections(metrics, null).find((s) => s.id === "other");
    expect(other?.fields.map((f) => f.name)).toEqual(["Referrals", "Callbacks", "Door Hangers"]);
  });
});
