import { describe, expect, it } from "vitest";
import { financeSummaryQuerySchema } from "./answers";

const messages = (query: Record<string, string>) => {
  const result = financeSummaryQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("financeSummaryQuerySchema", () => {
  it("takes a period, or a range by its two ends", () => {
    expect(financeSummaryQuerySchema.parse({ period: "week" })).toEqual({ period: "week" });
    expect(financeSummaryQuerySchema.parse({ from: "1900-01-01", to: "2999-12-31" })).toEqual({
      from: "1900-01-01",
      to: "2999-12-31",
    });
  });

  it("refuses neither, both, or a range missing an end", () => {
    const ask = "period: Ask for a period (week, month or year), or for a range with from and to";
    expect(messages({})).toEqual([ask]);
    expect(messages({ period: "month", from: "2026-01-01", to: "2026-01-31" })).toEqual([ask]);
    expect(messages({ from: "2026-01-01" })).toEqual([ask]);
  });

  it("refuses a day that is not on the calendar and a range that ends before it starts", () => {
    expect(messages({ from: "2025-02-30", to: "2025-03-01" })).toEqual(["from: Date is not a real calendar day"]);
    expect(messages({ from: "2026-01-01", to: "01/31/2026" })).toEqual(["to: Date must look like 2026-01-31"]);
    expect(messages({ from: "2026-02-01", to: "2026-01-31" })).toEqual(["to: The start date must not be after the end date"]);
    expect(messages({ period: "day" })).toEqual(["period: Period must be week, month or year"]);
  });
});
