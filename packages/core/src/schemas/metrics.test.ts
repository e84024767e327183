import { describe, expect, it } from "vitest";
import {
  bulkKpiEntriesSchema,
  createKpiDefinitionSchema,
  createKpiEntrySchema,
  idParamsSchema,
  isoDateSchema,
  latestAllowedDate,
  latestEntryDate,
  MAX_SERIAL_ID,
  updateMetricOrderSchema,
  updateMetricVisibilitySchema,
} from "./metrics";

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

describe("an entry's day", () => {
  it("may be tomorrow in UTC (a rep's zone is at most 14 hours ahead) and no later", () => {
    expect(latestEntryDate(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-24");
    expect(latestEntryDate(new Date("2026-12-31T23:59:59Z"))).toBe("2027-01-01");
    const tomorrow = latestEntryDate();
    const next = new Date(`${tomorrow}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const after = next.toISOString().slice(0, 10);
    expect(createKpiEntrySchema.safeParse({ metricName: "Doors Knocked", value: 1, date: tomorrow }).success).toBe(true);
    const future = bulkKpiEntriesSchema.safeParse({ entries: [{ metricName: "Doors Knocked", value: 1, date: after }] });
    expect(future.error?.issues[0]).toMatchObject({ path: ["entries", 0, "date"], message: "Date cannot be in the future" });
  });
});

describe("isoDateSchema", () => {
  const problem = (v: string) => isoDateSchema.safeParse(v).error?.issues[0]?.message;

  it("says a day does not exist only when it does not", () => {
    expect(problem("2026-02-30")).toBe("Date is not a real calendar day");
    expect(problem("2026-13-01")).toBe("Date is not a real calendar day");
    expect(problem("2027-02-29")).toBe("Date is not a real calendar day");
    expect(isoDateSchema.safeParse("2024-02-29").success).toBe(true);
  });

  it("refuses real days outside the window with the window's bounds, worked out today", () => {
    const latest = latestAllowedDate();
    const window = `Date must be between 2000-01-01 and ${latest}`;
    expect(problem("0001-01-01")).toBe(window);
    expect(problem("1999-12-31")).toBe(window);
    expect(problem("3000-01-01")).toBe(window);
    expect(isoDateSchema.safeParse("2000-01-01").success).toBe(true);
    expect(isoDateSchema.safeParse(latest).success).toBe(true);
  });

  it("puts the latest day 366 days after today (UTC)", () => {
    expect(latestAllowedDate(new Date("2026-11-23T23:30:00Z"))).toBe("2027-11-24");
    expect(latestAllowedDate(new Date("2027-12-31T00:00:00Z"))).toBe("2028-12-31");
  });
});

describe("idParamsSchema", () => {
  it("takes plain digits only", () => {
    expect(idParamsSchema.parse({ id: "12" })).toEqual({ id: 12 });
    for (const id of ["1e3", "0x10", "01", "0", "-1", "1.0", " 1", ""]) {
      expect(idParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
  });

  it("lets an id past the 32-bit range through, to be answered 404", () => {
    expect(idParamsSchema.parse({ id: "2147483648" }).id).toBeGreaterThan(MAX_SERIAL_ID);
    expect(idParamsSchema.parse({ id: "99999999999999999999999" }).id).toBeGreaterThan(MAX_SERIAL_ID);
  });
});

describe("metric texts", () => {
  it("refuse NUL, invisible and direction characters in names and notes", () => {
    for (const entry of [
      { metricName: "Calls\u0000", value: 1, date: day },
      { metricName: "\u200b", value: 1, date: day },
      { metricName: "\u202eslaC", value: 1, date: day },
      { metricName: "Calls", value: 1, date: day, notes: "a\u0000b" },
    ]) {
      expect(createKpiEntrySchema.safeParse(entry).success, JSON.stringify(entry)).toBe(false);
    }
    expect(createKpiDefinitionSchema.safeParse({ name: "Calls", description: "x\u202e" }).success).toBe(false);
    expect(createKpiDefinitionSchema.safeParse({ name: "Calls", category: "\u0000" }).success).toBe(false);
    expect(updateMetricOrderSchema.safeParse({ metricOrder: ["\u200b"] }).success).toBe(false);
    expect(updateMetricVisibilitySchema.safeParse({ metricVisibility: { "a\u0000": true } }).success).toBe(false);
  });

  it("refuse a single Hours Worked value over 24 under a look-alike name too", () => {
    for (const metricName of ["Hours\u00a0Worked", "\u0397ours Worked", "hours  worked"]) {
      expect(createKpiEntrySchema.safeParse({ metricName, value: 25, date: day }).success, metricName).toBe(false);
    }
  });

  it("take targets by the decimal rule", () => {
    for (const targetValue of [100_000_000, 1e300, "1e3", 0.005]) {
      expect(createKpiDefinitionSchema.safeParse({ name: "Calls", targetValue }).success, String(targetValue)).toBe(false);
    }
    expect(createKpiDefinitionSchema.parse({ name: " Calls ", targetValue: "12.50" })).toMatchObject({
      name: "Calls",
      targetValue: 12.5,
    });
  });
});
