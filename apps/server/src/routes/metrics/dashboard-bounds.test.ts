import { MAX_TREND_POINTS } from "@measured/core";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";

/**
 * Rows written straight to the database, as older data or a script may hold them: dates outside the
 * window the API now accepts must still not stretch a dashboard (issue 9, finding 1).
 */
async function storeEntries(app: App, user: TestUser, metric: string, days: Record<string, number>) {
  const s = app.db._.fullSchema;
  const defs = await app.db.select().from(s.kpiDefinitions);
  const def = defs.find((d) => d.userId === user.id && d.name === metric);
  if (!def) throw new Error(`no ${metric}`);
  await app.db
    .insert(s.kpiEntries)
    .values(Object.entries(days).map(([date, value]) => ({ userId: user.id, kpiDefinitionId: def.id, date, value })));
}

async function dashboard(app: App, user: TestUser, query: string) {
  return app.inject({ method: "GET", url: `/api/dashboard?${query}`, headers: bearer(user) });
}

describe("the dashboard's size does not grow with its range (issue 9)", () => {
  test("All Time with an entry dated 2999-12-31: every entry counts, the trend stays inside the date window", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeEntries(app, user, "Doors Knocked", { "1901-05-01": 1, "2024-02-10": 10, "2026-03-01": 100, "2999-12-31": 1000 });
    const res = await dashboard(app, user, "period=all&timeZone=UTC");
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.metrics.find((m: { name: string }) => m.name === "Doors Knocked").total).toBe(1111);
    expect(d.range).toEqual({ startDate: "1901-05-01", endDate: "2999-12-31" });
    expect(d.trend.granularity).toBe("year");
    expect(d.trend.points.length).toBeLessThanOrEqual(MAX_TREND_POINTS);
    expect(d.trend.points[0].bucket).toBe("2000");
    const byYear = Object.fromEntries(d.trend.points.map((p: { bucket: string; values: object }) => [p.bucket, p.values]));
    expect(byYear["2024"]).toEqual({ "Doors Knocked": 10 });
    expect(byYear["2026"]).toEqual({ "Doors Knocked": 100 });
    // Was 427 KB (a point per month from 1901 to 2999).
    expect(res.body.length).toBeLessThan(8_000);
  });

  // (A range reaching outside the date window is refused with the window's message: core's isoDateSchema tests.)
  test("a ten-year custom range is answered in year buckets; a longer one is refused with a message", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const ok = await dashboard(app, user, "period=custom&startDate=2016-01-01&endDate=2026-01-07&timeZone=UTC");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().trend.granularity).toBe("year");
    expect(ok.json().trend.points).toHaveLength(11);

    for (const [startDate, endDate] of [
      ["2016-01-01", "2026-01-08"],
      ["2000-01-01", "2026-11-01"],
    ]) {
      const res = await dashboard(app, user, `period=custom&startDate=${startDate}&endDate=${endDate}&timeZone=UTC`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "A custom range can span at most 10 years",
        errors: { endDate: ["A custom range can span at most 10 years"] },
      });
    }
  });

  test("eight years of months answer month buckets, no more than MAX_TREND_POINTS", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await dashboard(app, user, "period=custom&startDate=2018-01-01&endDate=2025-12-31&timeZone=UTC");
    expect(res.json().trend.granularity).toBe("month");
    expect(res.json().trend.points).toHaveLength(96);
  });
});
