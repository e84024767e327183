import { describe, expect, it } from "vitest";
import { bulkKpiEntriesSchema, createKpiEntrySchema } from "./metrics";

const day = "2026-11-20";

describe("entry input", () => {
  it("takes a day's Hours Worked up to 24, under any spelling of the name, and refuses more", () => {
    expect(createKpiEntrySchema.safeParse({ metricName: "Hours Worked", value: 24, date: day }).success).toBe(true);
    const over = createKpiEntrySchema.safeParse({ metricName: "HOURS WORKED", value: "24.25", date: day });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]).toMatchObject({ path: ["value"], message: "Hours worked must be between 0 and 24" });
  });

  it("leaves other metrics' values to the general limit", () => {
    const many = bulkKpiEntriesSchema.safeParse({ entries: [{ metricName: "Doors Knocked", value: 300, date: day }] });
    expect(many.success).toBe(true);
  });
});
