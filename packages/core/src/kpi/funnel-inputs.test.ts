import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INDUSTRY_IDS, INDUSTRY_TEMPLATES } from "../industries/industries";
import { funnelSteps } from "./analytics-figures";
import { KPI_CATALOGUE, KPI_KEYS, kpiName } from "./catalogue";
import { funnelCounts, performanceFigures } from "./figures";
import {
  EVERY_STEP_TRACKED,
  FUNNEL_INPUT_STEPS,
  FUNNEL_STEP_LEAD_FACTS,
  FUNNEL_STEP_METRICS,
  figureTracked,
  funnelInputs,
  recordableSteps,
} from "./funnel-inputs";
import { LEAD_FACT_SERIES, type LeadFact } from "./lead-facts";

const NONE = new Set<string>();
const ZERO = { doors: 0, tags: 0, sets: 0, ran: 0, closes: 0, installs: 0 };
/** The steps funnelCounts moves when one series holds 1. */
const stepsMovedBy = (name: string) => {
  const counts = funnelCounts({ [name]: 1 });
  return FUNNEL_INPUT_STEPS.filter((step) => counts[step] !== 0);
};

const NO_INPUT = { doors: false, tags: false, sets: false, ran: false, closes: false, installs: false };

describe("FUNNEL_STEP_METRICS and FUNNEL_STEP_LEAD_FACTS", () => {
  it("name exactly the metrics funnelCounts adds into each step", () => {
    for (const { name } of Object.values(KPI_CATALOGUE)) {
      const listed = FUNNEL_INPUT_STEPS.filter((step) => FUNNEL_STEP_METRICS[step].includes(name));
      expect(listed, name).toEqual(stepsMovedBy(name));
    }
  });

  it("name exactly the lead facts funnelCounts adds into each step", () => {
    for (const fact of Object.keys(LEAD_FACT_SERIES) as LeadFact[]) {
      const listed = FUNNEL_INPUT_STEPS.filter((step) => FUNNEL_STEP_LEAD_FACTS[step].includes(fact));
      expect(listed, fact).toEqual(stepsMovedBy(LEAD_FACT_SERIES[fact]));
    }
  });
});

describe("funnelInputs", () => {
  it("marks a step tracked by a metric that feeds it or by a lead fact of it, and no other", () => {
    const pest = new Set(INDUSTRY_TEMPLATES.pest_control.kpis.map(kpiName));
    expect(funnelInputs(pest, NONE)).toEqual({ doors: true, tags: false, sets: false, ran: true, closes: true, installs: true });
    expect(funnelInputs(pest, new Set([LEAD_FACT_SERIES.setTag])).sets).toBe(true);
    expect(funnelInputs(NONE, new Set([LEAD_FACT_SERIES.cancelledKnock])).closes).toBe(true);
    expect(Object.values(funnelInputs(NONE, NONE)).some(Boolean)).toBe(false);
  });
});

describe("performanceFigures with the rep's inputs", () => {
  it("has no doors or tags per appointment when the rep tracks no doors or no tags", () => {
    const totals = { [LEAD_FACT_SERIES.setKnock]: 2, [LEAD_FACT_SERIES.setTag]: 1 };
    const none = { doors: false, tags: false, sets: true, ran: true, closes: true, installs: true };
    expect(performanceFigures(totals, none)).toMatchObject({ doorsPerAppointment: null, tagsPerAppointment: null });
    expect(performanceFigures(totals)).toMatchObject({ doorsPerAppointment: 0, tagsPerAppointment: 0 });
  });
});

describe("figureTracked", () => {
  const only = (step: keyof typeof EVERY_STEP_TRACKED) => ({ ...NO_INPUT, [step]: true });
  it("needs every input of a figure, and takes doors or tags as reach", () => {
    expect(figureTracked("totalDoors", only("tags"))).toBe(false);
    expect(figureTracked("totalDoors", only("doors"))).toBe(true);
    expect(figureTracked("doorsPerHour", only("tags"))).toBe(true);
    expect(figureTracked("doorsPerSet", only("tags"))).toBe(false);
    expect(figureTracked("doorsPerSet", { ...only("tags"), sets: true })).toBe(true);
    expect(figureTracked("closeRateOfHeld", EVERY_STEP_TRACKED)).toBe(true);
  });
});

describe("funnelSteps with the rep's inputs", () => {
  it("shows a step without an input as no value, and no conversion into or out of it", () => {
    const pest = new Set(INDUSTRY_TEMPLATES.pest_control.kpis.map(kpiName));
    const steps = funnelSteps({ ...ZERO, doors: 50, ran: 3, closes: 2 }, "pest_control", funnelInputs(pest, NONE));
    expect(steps.map((s) => [s.label, s.value, s.conversion])).toEqual([
      ["Doors", 50, null],
      ["Sets", null, null],
      ["Sits", 3, null],
      ["Closes", 2, 66.7],
      ["Serviced", 0, 0],
    ]);
  });

  it("names the first step after what the rep tracks of doors and tags", () => {
    const only = (doors: boolean, tags: boolean) => ({ doors, tags, sets: true, ran: true, closes: true, installs: true });
    expect(funnelSteps(ZERO, null, only(false, true))[0]).toMatchObject({ label: "Tags", value: 0 });
    expect(funnelSteps(ZERO, null, only(true, true))[0]).toMatchObject({ label: "Doors", value: 0 });
    expect(funnelSteps({ ...ZERO, tags: 4 }, null, only(true, true))[0]).toMatchObject({ label: "Doors + Tags", value: 4 });
    expect(funnelSteps(ZERO, null, only(false, false))[0]).toMatchObject({ label: "Doors", value: null });
  });
});

describe("every industry can record every step its dashboard shows", () => {
  for (const id of INDUSTRY_IDS) {
    it(`${INDUSTRY_TEMPLATES[id].name}: a metric or the leads record each funnel step`, () => {
      const recordable = recordableSteps(INDUSTRY_TEMPLATES[id].kpis.map(kpiName));
      expect(recordable.doors || recordable.tags, "Doors").toBe(true);
      for (const step of ["sets", "ran", "closes", "installs"] as const) expect(recordable[step], step).toBe(true);
      // Once the rep's leads have done each step, every step of the funnel has a figure.
      const allFacts = new Set(Object.values(LEAD_FACT_SERIES));
      const inputs = funnelInputs(new Set(INDUSTRY_TEMPLATES[id].kpis.map(kpiName)), allFacts);
      expect(funnelSteps(ZERO, id, inputs).every((s) => s.value === 0)).toBe(true);
    });
  }

  it("a custom pick of metrics: a step it cannot record is shown as no figure, never 0", () => {
    fc.assert(
      fc.property(fc.subarray(KPI_KEYS), fc.subarray(Object.values(LEAD_FACT_SERIES)), (keys, facts) => {
        const names = keys.map(kpiName);
        const recordable = recordableSteps(names);
        const steps = funnelSteps(ZERO, null, funnelInputs(new Set(names), new Set(facts)));
        if (!recordable.doors && !recordable.tags) expect(steps[0]?.value).toBeNull();
        for (const step of steps) if (step.value !== null) expect(step.value).toBe(0);
        // A step only the leads can record has a figure once a lead did it.
        const sets = steps[1];
        const bookedOne = facts.includes(LEAD_FACT_SERIES.setKnock) || facts.includes(LEAD_FACT_SERIES.setTag);
        const setMetric = names.some((n) => FUNNEL_STEP_METRICS.sets.includes(n));
        expect(sets?.value === null).toBe(!bookedOne && !setMetric);
      }),
    );
  });
});
