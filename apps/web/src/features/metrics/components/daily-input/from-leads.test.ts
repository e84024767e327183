import { describe, expect, it } from "vitest";
import { leadsByMetric, leadsLine } from "./from-leads";

describe("the leads' part of a day in Daily Input", () => {
  it("is read by metric name, without the metrics the leads did not move", () => {
    expect(
      leadsByMetric({
        date: "2026-11-26",
        metrics: [
          { name: "Deals Closed", count: 1 },
          { name: "Appointments Set", count: 3 },
          { name: "Appointments Sat", count: 0 },
        ],
      }),
    ).toEqual({ "Deals Closed": 1, "Appointments Set": 3 });
    expect(leadsByMetric(undefined)).toEqual({});
  });

  it("says the part and the day's figure, typed + leads", () => {
    expect(leadsLine("Deals Closed", 2, 1)).toEqual({
      added: "+ 1 from your leads",
      sum: "Deals Closed: 2 typed + 1 from your leads = 3",
    });
  });

  it("reads an empty field as 0 typed, and says nothing where the leads added nothing", () => {
    expect(leadsLine("Appointments Set", undefined, 3)?.sum).toBe("Appointments Set: 0 typed + 3 from your leads = 3");
    expect(leadsLine("Doors Knocked", 40, undefined)).toBeNull();
    expect(leadsLine("Doors Knocked", 40, 0)).toBeNull();
  });

  it("keeps decimals as the fields do", () => {
    expect(leadsLine("Revenue", 1.5, 2.25)?.sum).toBe("Revenue: 1.5 typed + 2.25 from your leads = 3.75");
  });
});
