import { describe, expect, it } from "vitest";
import { dashboardQuerySchema } from "./dashboard";

const custom = (startDate: string, endDate: string) =>
  dashboardQuerySchema.safeParse({ period: "custom", startDate, endDate, timeZone: "UTC" });

describe("dashboardQuerySchema", () => {
  it("takes a custom range of up to ten years (3660 days)", () => {
    expect(custom("2016-01-01", "2026-01-07").success).toBe(true);
  });

  it("refuses a longer custom range with a message that says so", () => {
    const result = custom("2016-01-01", "2026-01-08");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["A custom range can span at most 10 years"]);
    expect(custom("2000-01-01", "2026-11-01").error?.issues[0]?.message).toBe("A custom range can span at most 10 years");
  });

  it("leaves All Time alone", () => {
    expect(dashboardQuerySchema.safeParse({ period: "all" }).success).toBe(true);
  });
});
