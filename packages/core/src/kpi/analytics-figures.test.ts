import { describe, expect, it } from "vitest";
import { appointmentEfficiency, chosenAnalytics, type FunnelTotals, funnelSteps, productivityFigures } from "./analytics-figures";

const funnel: FunnelTotals = { doors: 120, tags: 0, sets: 8, ran: 6, closes: 3, installs: 2 };
const none: FunnelTotals = { doors: 0, tags: 0, sets: 0, ran: 0, closes: 0, installs: 0 };

describe("funnelSteps", () => {
  it("gives each step its count and the percent of the step before", () => {
    expect(funnelSteps(funnel).map((s) => [s.label, s.value, s.conversion])).toEqual([
      ["Doors", 120, null],
      ["Sets", 8, 6.7],
      ["Sits", 6, 75],
      ["Closes", 3, 50],
      ["Installs", 2, 66.7],
    ]);
  });

  it("starts from doors and tags for a rep who tags, and names pest control's last step", () => {
    const steps = funnelSteps({ ...funnel, tags: 80 }, "pest_control");
    expect(steps[0]).toEqual({ id: "reach", label: "Doors + Tags", value: 200, conversion: null });
    expect(steps[1]?.conversion).toBe(4);
    expect(steps[4]?.label).toBe("Serviced");
  });

  it("has no conversion after a step of 0", () => {
    expect(funnelSteps(none).map((s) => s.conversion)).toEqual([null, null, null, null, null]);
  });
});

describe("appointmentEfficiency", () => {
  it("computes hold rate, close rate of held, doors per set and sets per hour", () => {
    expect(appointmentEfficiency(funnel, 6)).toEqual({ holdRate: 75, closeRateOfHeld: 50, doorsPerSet: 15, setsPerHour: 1.3 });
  });

  it("is null where there is nothing to divide by (0 appointments, 0 hours)", () => {
    expect(appointmentEfficiency(none, 0)).toEqual({
      holdRate: null,
      closeRateOfHeld: null,
      doorsPerSet: null,
      setsPerHour: null,
    });
    expect(appointmentEfficiency({ ...funnel, ran: 0 }, 0).closeRateOfHeld).toBeNull();
  });
});

describe("productivityFigures", () => {
  it("computes per-hour figures", () => {
    expect(productivityFigures(funnel, 7.5)).toEqual({
      hoursWorked: 7.5,
      doorsPerHour: 16,
      appointmentsPerHour: 1.1,
      dealsPerHour: 0.4,
    });
  });

  it("has no per-hour figures without hours", () => {
    expect(productivityFigures(funnel, 0)).toEqual({
      hoursWorked: 0,
      doorsPerHour: null,
      appointmentsPerHour: null,
      dealsPerHour: null,
    });
  });
});

describe("figures whose input the rep does not track (decision 048)", () => {
  const noDoors = { doors: false, tags: false, sets: true, ran: true, closes: true, installs: true };
  it("are null, not 0: doors per set and doors per hour without doors or tags", () => {
    expect(appointmentEfficiency({ ...funnel, doors: 0 }, 6, noDoors)).toEqual({
      holdRate: 75,
      closeRateOfHeld: 50,
      doorsPerSet: null,
      setsPerHour: 1.3,
    });
    expect(productivityFigures({ ...funnel, doors: 0 }, 7.5, noDoors)).toMatchObject({ doorsPerHour: null, dealsPerHour: 0.4 });
    expect(appointmentEfficiency({ ...funnel, doors: 0 }, 6).doorsPerSet).toBe(0);
    expect(productivityFigures({ ...funnel, doors: 0 }, 7.5).doorsPerHour).toBe(0);
  });

  it("count tags as reach, and need every input: no sets tracked, no sets per hour", () => {
    const tagsOnly = { ...noDoors, tags: true };
    expect(appointmentEfficiency({ ...funnel, doors: 0, tags: 40 }, 6, tagsOnly).doorsPerSet).toBe(5);
    expect(productivityFigures(funnel, 8, { ...tagsOnly, sets: false })).toMatchObject({
      doorsPerHour: 15,
      appointmentsPerHour: null,
    });
  });
});

describe("chosenAnalytics", () => {
  it("keeps the rep's choices, and the spec's three cards for an empty list", () => {
    expect([...chosenAnalytics(["productivity_metrics"])]).toEqual(["productivity_metrics"]);
    expect([...chosenAnalytics([])]).toEqual(["door_knocking_performance", "tagging_performance", "conversion_metrics"]);
  });
});
