import { describe, expect, it } from "vitest";
import { type LeadFlagName, NO_LEAD_FLAGS } from "../clients/lead-status";
import { pipelineStageFigures, shareOrNull, stageConversion } from "./conversions";
import { countLeads } from "./stages";

const leads = (n: number, ...set: LeadFlagName[]) =>
  Array.from({ length: n }, () => ({ ...NO_LEAD_FLAGS, ...Object.fromEntries(set.map((f) => [f, true])) }));

describe("stageConversion", () => {
  it("is the count over the previous count as a percent with one decimal", () => {
    expect(stageConversion(1, 3)).toBe(33.3);
    expect(stageConversion(2, 3)).toBe(66.7);
    expect(stageConversion(5, 5)).toBe(100);
    expect(stageConversion(0, 5)).toBe(0);
  });

  it("is null for the first stage and after an empty stage, never Infinity or NaN", () => {
    expect(stageConversion(4, null)).toBeNull();
    expect(stageConversion(4, 0)).toBeNull();
    expect(stageConversion(0, 0)).toBeNull();
    expect(shareOrNull(Number.NaN, 3)).toBeNull();
  });

  it("never passes 100% in the funnel: a stage with more leads now than the one before still reads at most 100%", () => {
    // 2 leads set now, 6 sat now: the spec's stage counts gave Sat 300% of Set.
    const figures = pipelineStageFigures(countLeads([...leads(2, "knockAppointment"), ...leads(6, "appointmentSat")]), "solar");
    expect(figures.map((f) => [f.count, f.reached, f.conversion])).toEqual([
      [0, 8, null],
      [2, 8, 100],
      [6, 6, 75],
      [0, 0, 0],
      [0, 0, null],
    ]);
  });
});

describe("pipelineStageFigures", () => {
  it("names the five stages in order with the industry's last label", () => {
    expect(pipelineStageFigures(countLeads([]), "solar").map((s) => s.name)).toEqual([
      "Leads",
      "Appointments Set",
      "Appointments Sat",
      "Deals Closed",
      "Installed",
    ]);
    expect(pipelineStageFigures(countLeads([]), "pest_control").at(-1)?.name).toBe("Accounts Serviced");
  });

  it("zero leads: counts 0 and every conversion null", () => {
    for (const s of pipelineStageFigures(countLeads([]), "solar")) {
      expect(s.count).toBe(0);
      expect(s.conversion).toBeNull();
    }
  });

  it("counts and conversions of a small book", () => {
    const book = [...leads(8), ...leads(4, "knockAppointment"), ...leads(2, "appointmentSat"), ...leads(1, "signed")];
    expect(pipelineStageFigures(countLeads(book), "solar")).toEqual([
      { name: "Leads", count: 8, reached: 15, conversion: null },
      { name: "Appointments Set", count: 4, reached: 7, conversion: 46.7 },
      { name: "Appointments Sat", count: 2, reached: 3, conversion: 42.9 },
      { name: "Deals Closed", count: 1, reached: 1, conversion: 33.3 },
      { name: "Installed", count: 0, reached: 0, conversion: 0 },
    ]);
  });
});
