import { describe, expect, it } from "vitest";
import { KPI_CATALOGUE, kpiName } from "../kpi/catalogue";
import { ANALYTICS_OPTIONS } from "./analytics";
import { INDUSTRY_IDS, INDUSTRY_TEMPLATES, installsLabel, roleLabel } from "./industries";

describe("industry templates", () => {
  it("are the six of the spec, keyed by their lowercase ids", () => {
    expect(INDUSTRY_IDS).toEqual(["solar", "alarm", "pest_control", "home_improvement", "coaching", "solopreneur"]);
    for (const id of INDUSTRY_IDS) expect(INDUSTRY_TEMPLATES[id].id).toBe(id);
  });

  it("give solar its eight KPIs and every other industry the general five", () => {
    const names = (id: (typeof INDUSTRY_IDS)[number]) => INDUSTRY_TEMPLATES[id].kpis.map((k) => KPI_CATALOGUE[k].name);
    expect(names("solar")).toEqual([
      "Hours Worked",
      "Doors Knocked",
      "Tags Put",
      "Knocking Appt Sets",
      "Tagging Appts Set",
      "Appts Ran",
      "Deals Closed",
      "Installs",
    ]);
    for (const id of INDUSTRY_IDS.filter((i) => i !== "solar")) {
      expect(names(id)).toEqual(["Hours Worked", "Doors Knocked", "Appts Ran", "Deals Closed", "Services Started"]);
    }
  });

  it("have a name and a description each", () => {
    for (const id of INDUSTRY_IDS) {
      expect(INDUSTRY_TEMPLATES[id].name.length).toBeGreaterThan(0);
      expect(INDUSTRY_TEMPLATES[id].description.length).toBeGreaterThan(10);
    }
  });
});

describe("roleLabel", () => {
  it.each([
    ["solar", "Solar Representative"],
    ["alarm", "Alarm Representative"],
    ["pest_control", "Pest Control Representative"],
    ["home_improvement", "Home Improvement Representative"],
    ["coaching", "Coaching"],
    ["solopreneur", "Solopreneur"],
    ["independent", "Independent Contractor"],
    [null, "Independent Contractor"],
    [undefined, "Independent Contractor"],
    ["SOLAR", "Independent Contractor"],
  ])("labels %s as %s", (industry, label) => {
    expect(roleLabel(industry)).toBe(label);
  });
});

describe("installsLabel", () => {
  it("says Installed for solar, alarm and home improvement, Accounts Serviced otherwise", () => {
    expect(["solar", "alarm", "home_improvement"].map(installsLabel)).toEqual(["Installed", "Installed", "Installed"]);
    expect(["pest_control", "coaching", "solopreneur", null].map(installsLabel)).toEqual([
      "Accounts Serviced",
      "Accounts Serviced",
      "Accounts Serviced",
      "Accounts Serviced",
    ]);
  });
});

describe("KPI catalogue", () => {
  it("names the daily input fields as the spec's table does", () => {
    expect(KPI_CATALOGUE.servicedAccounts.name).toBe("Services Started");
    expect(KPI_CATALOGUE.dealsInstalledTags.name).toBe("Deals Installed from Tags");
    expect(KPI_CATALOGUE.hoursWorked.unit).toBe("hours");
  });

  it("calls an unknown key 'Unknown Metric'", () => {
    expect(kpiName("doorsKnocked")).toBe("Doors Knocked");
    expect(kpiName("toString")).toBe("Unknown Metric");
    expect(kpiName("nope")).toBe("Unknown Metric");
  });

  it("offers the six analytics options of onboarding", () => {
    expect(ANALYTICS_OPTIONS.map((o) => o.label)).toEqual([
      "Door Knocking Performance",
      "Tagging Performance",
      "Conversion Metrics",
      "Appointment Efficiency",
      "Revenue Tracking",
      "Productivity Metrics",
    ]);
  });
});
