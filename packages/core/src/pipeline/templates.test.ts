import { describe, expect, it } from "vitest";
import { ALL_LEAD_STATUS_TEMPLATES, ALL_PIPELINE_STAGE_TEMPLATES, leadStatusesFor, pipelineStagesFor } from "./templates";

describe("pipeline stage templates", () => {
  it("run from Leads to the industry's last stage, numbered from 1", () => {
    expect(pipelineStagesFor("alarm").map((s) => [s.stageOrder, s.stageName])).toEqual([
      [1, "Leads"],
      [2, "Appointments Set"],
      [3, "Appointments Sat"],
      [4, "Deals Closed"],
      [5, "Installed"],
    ]);
    expect(pipelineStagesFor("coaching").at(-1)?.stageName).toBe("Accounts Serviced");
  });

  it("exist for all six industries", () => {
    expect(ALL_PIPELINE_STAGE_TEMPLATES).toHaveLength(30);
    expect(ALL_LEAD_STATUS_TEMPLATES).toHaveLength(48);
  });
});

describe("lead status templates", () => {
  it("default to lead, in the grey of the spec", () => {
    const statuses = leadStatusesFor("solar");
    expect(statuses.filter((s) => s.isDefault).map((s) => s.statusName)).toEqual(["lead"]);
    expect(new Set(statuses.map((s) => s.color))).toEqual(new Set(["#6B7280"]));
  });
});
