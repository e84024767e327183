import { describe, expect, it } from "vitest";
import { figureRecordsUrl } from "./get-figure-records";
import { stageRecordsUrl } from "./get-stage-records";

describe("the records' addresses", () => {
  it("name the dashboard's period, one figure and a page after the first", () => {
    expect(figureRecordsUrl({ period: "today", timeZone: "America/Chicago" }, { metric: "Deals Closed" }, 1)).toBe(
      "/api/dashboard/figure-records?period=today&timeZone=America%2FChicago&metric=Deals+Closed",
    );
    expect(
      figureRecordsUrl(
        { period: "custom", timeZone: "UTC", startDate: "2026-01-01", endDate: "2026-01-31" },
        { step: "closes" },
        2,
      ),
    ).toBe("/api/dashboard/figure-records?period=custom&timeZone=UTC&startDate=2026-01-01&endDate=2026-01-31&step=closes&page=2");
    // A range left over from a custom period is not sent with another period.
    expect(
      figureRecordsUrl({ period: "week", timeZone: "UTC", startDate: "2026-01-01", endDate: "2026-01-31" }, { step: "sets" }, 1),
    ).toBe("/api/dashboard/figure-records?period=week&timeZone=UTC&step=sets");
    expect(stageRecordsUrl("dealsClosed", 3)).toBe("/api/pipeline/stage-records?stage=dealsClosed&page=3");
  });
});
