import { INDUSTRY_TEMPLATES } from "@measured/core";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser, trackMetric } from "../../test/factories";

async function logDay(app: App, user: TestUser, date: string, values: Record<string, number>) {
  const res = await app.inject({
    method: "POST",
    url: "/api/kpi-entries/bulk",
    headers: bearer(user),
    payload: { entries: Object.entries(values).map(([metricName, value]) => ({ metricName, value, date })) },
  });
  expect(res.statusCode).toBe(200);
}

async function dashboard(app: App, user: TestUser, query: string) {
  const res = await app.inject({ method: "GET", url: `/api/dashboard?${query}`, headers: bearer(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const total = (d: { metrics: { name: string; total: number }[] }, name: string) => d.metrics.find((m) => m.name === name)?.total;

describe("GET /api/dashboard", () => {
  test("solar: the Deals Closed and Installs cards, the funnel and Door Knocking Performance agree (issue 10, finding 2)", async ({
    app,
  }) => {
    const kpis = [...INDUSTRY_TEMPLATES.solar.kpis];
    const user = await createUser(app, { onboard: "solar", kpis });
    await logDay(app, user, "2026-10-01", {
      "Doors Knocked": 90,
      "Knocking Appt Sets": 6,
      "Deals Closed from Knocks": 3,
      "Deals Closed from Tags": 1,
      "Deals Installed from Knocks": 2,
    });
    const d = await dashboard(app, user, "period=custom&startDate=2026-10-01&endDate=2026-10-01&timeZone=UTC");
    expect(total(d, "Deals Closed")).toBe(4);
    expect(d.funnel.closes).toBe(4);
    expect(d.performance.dealsClosed).toBe(4);
    expect(total(d, "Installs")).toBe(2);
    expect(d.funnel.installs).toBe(2);
    expect(d.performance.dealsInstalled).toBe(2);
    expect(d.funnel).toMatchObject({ doors: 90, sets: 6 });
    // The split metrics are inside their totals' cards, not cards of their own.
    const names = d.metrics.map((m: { name: string }) => m.name);
    expect(names).not.toContain("Deals Closed from Knocks");
    expect(d.metrics.find((m: { name: string }) => m.name === "Deals Closed").parts).toEqual([
      { name: "Deals Closed from Knocks", total: 3, previousTotal: null },
      { name: "Deals Closed from Tags", total: 1, previousTotal: null },
    ]);
  });

  test("All Time covers every entry, including ones years old; no change figure", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await logDay(app, user, "2021-03-04", { "Doors Knocked": 100 });
    await logDay(app, user, "2025-06-30", { "Doors Knocked": 20 });
    const d = await dashboard(app, user, "period=all&timeZone=UTC");
    expect(total(d, "Doors Knocked")).toBe(120);
    expect(d.metrics.every((m: { changePercent: number | null }) => m.changePercent === null)).toBe(true);
    expect(d.previousRange).toBeNull();
    expect(d.range.startDate).toBe("2021-03-04");
    expect(d.trend.granularity).toBe("month");
    expect(d.trend.points[0]).toEqual({ bucket: "2021-03", values: { "Doors Knocked": 100 } });
  });

  test("a custom range counts only its days", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await logDay(app, user, "2026-10-01", { "Doors Knocked": 10 });
    await logDay(app, user, "2026-10-15", { "Doors Knocked": 20 });
    await logDay(app, user, "2026-10-16", { "Doors Knocked": 40 });
    const d = await dashboard(app, user, "period=custom&startDate=2026-10-01&endDate=2026-10-15&timeZone=UTC");
    expect(total(d, "Doors Knocked")).toBe(30);
    expect(d.range).toEqual({ startDate: "2026-10-01", endDate: "2026-10-15" });
    expect(d.trend.granularity).toBe("day");
    expect(d.trend.points).toHaveLength(15);
  });

  test("the year's total and its change against last year to the same day", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const today = new Date().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    await logDay(app, user, `${year}-01-01`, { "Doors Knocked": 150 });
    await logDay(app, user, `${year - 1}-01-01`, { "Doors Knocked": 100 });
    const d = await dashboard(app, user, "period=year&timeZone=UTC");
    const doors = d.metrics.find((m: { name: string }) => m.name === "Doors Knocked");
    expect(doors).toMatchObject({ total: 150, previousTotal: 100, changePercent: 50 });
    expect(d.previousRange.startDate).toBe(`${year - 1}-01-01`);
  });

  test("figures and conversion rates come from the period's totals", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar", kpis: [...INDUSTRY_TEMPLATES.solar.kpis] });
    await trackMetric(app, user, "Tag Appts Ran");
    const today = new Date().toISOString().slice(0, 10);
    await logDay(app, user, today, {
      "Doors Knocked": 200,
      "Tags Put": 50,
      "Knocking Appt Sets": 8,
      "Tagging Appts Set": 4,
      "Appts Ran": 6,
      "Tag Appts Ran": 3,
    });
    const d = await dashboard(app, user, "period=today&timeZone=UTC");
    expect(d.performance).toMatchObject({
      doorsPerAppointment: 25,
      tagsPerAppointment: 12.5,
      appointmentHoldRate: 75,
      totalDoors: 200,
    });
    expect(d.conversions.doorKnockApptToSet).toBe(4);
    expect(d.showTagging).toBe(true);
  });

  test("'today' follows the time zone sent by the browser", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const now = new Date();
    const kiritimati = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(now);
    const samoa = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Pago_Pago" }).format(now);
    await logDay(app, user, kiritimati, { "Doors Knocked": 7 });
    expect(total(await dashboard(app, user, "period=today&timeZone=Pacific/Kiritimati"), "Doors Knocked")).toBe(7);
    // UTC+14 and UTC-11 are never on the same calendar day.
    expect(kiritimati).not.toBe(samoa);
    expect(total(await dashboard(app, user, "period=today&timeZone=Pacific/Pago_Pago"), "Doors Knocked")).toBe(0);
  });

  test("an empty period answers zeros, not errors", async ({ app }) => {
    const user = await createUser(app, { onboard: "pest_control" });
    const d = await dashboard(app, user, "period=week");
    expect(d.timeZone).toBe("America/Los_Angeles");
    expect(d.metrics.map((m: { total: number }) => m.total)).toEqual([0, 0]);
    expect(d.showTagging).toBe(false);
  });

  test.for([
    ["period=decade", "period"],
    ["period=custom&startDate=2026-01-01", "endDate"],
    ["period=custom&startDate=2026-02-01&endDate=2026-01-01", "endDate"],
    ["period=today&timeZone=Mars/Olympus", "timeZone"],
    ["period=today&userId=3", "userId"],
  ] as const)("answers 400 for %s", async ([query, field], { app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({ method: "GET", url: `/api/dashboard?${query}`, headers: bearer(user) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  test("another user's entries never reach the dashboard", async ({ app }) => {
    const a = await createUser(app, { onboard: "solar" });
    const b = await createUser(app, { onboard: "solar" });
    await logDay(app, a, "2026-01-05", { "Doors Knocked": 99 });
    const d = await dashboard(app, b, "period=all");
    expect(total(d, "Doors Knocked")).toBe(0);
  });
});

describe("the dashboard cache", () => {
  test("a cached dashboard never outlives a change, whichever way the data changed", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const today = new Date().toISOString().slice(0, 10);
    expect(total(await dashboard(app, user, "period=today&timeZone=UTC"), "Doors Knocked")).toBe(0);
    expect(total(await dashboard(app, user, "period=today&timeZone=UTC"), "Doors Knocked")).toBe(0); // served from the cache

    await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(user),
      payload: { metricName: "Doors Knocked", value: 4, date: today },
    });
    expect(total(await dashboard(app, user, "period=today&timeZone=UTC"), "Doors Knocked")).toBe(4);

    // A write that bypasses the API entirely (a script, a migration) is seen too: triggers bump the version.
    const { kpiEntries } = app.db._.fullSchema;
    await app.db.update(kpiEntries).set({ value: 9 });
    expect(total(await dashboard(app, user, "period=today&timeZone=UTC"), "Doors Knocked")).toBe(9);

    const defs = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    const doors = defs.find((d: { name: string }) => d.name === "Doors Knocked");
    await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${doors.id}`, headers: bearer(user) });
    const after = await dashboard(app, user, "period=today&timeZone=UTC");
    expect(after.metrics.map((m: { name: string }) => m.name)).not.toContain("Doors Knocked");
  });

  test("a named period is kept; a custom range is computed each time and never kept (decision 037)", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await logDay(app, user, "2026-10-01", { "Doors Knocked": 12 });
    const range = "period=custom&startDate=2026-10-01&endDate=2026-10-30&timeZone=UTC";
    const before = app.answerCache.bytes;
    const custom = await app.inject({ method: "GET", url: `/api/dashboard?${range}`, headers: bearer(user) });
    expect(custom.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(total(custom.json(), "Doors Knocked")).toBe(12);
    expect(total(await dashboard(app, user, range), "Doors Knocked")).toBe(12);
    expect(app.answerCache.bytes).toBe(before);

    await dashboard(app, user, "period=month&timeZone=UTC");
    const month = app.answerCache.bytes;
    expect(month).toBeGreaterThan(before);
    // Dates beside a named period change nothing in its answer, so they make no second copy.
    const withDates = await dashboard(app, user, "period=month&timeZone=UTC&startDate=2026-01-01&endDate=2026-01-02");
    expect(withDates.range).toEqual((await dashboard(app, user, "period=month&timeZone=UTC")).range);
    expect(app.answerCache.bytes).toBe(month);
  });

  test("one user's writes leave another user's cached dashboard valid and separate", async ({ app }) => {
    const a = await createUser(app, { onboard: "solar" });
    const b = await createUser(app, { onboard: "solar" });
    const today = new Date().toISOString().slice(0, 10);
    await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(a),
      payload: { metricName: "Doors Knocked", value: 7, date: today },
    });
    expect(total(await dashboard(app, a, "period=today&timeZone=UTC"), "Doors Knocked")).toBe(7);
    expect(total(await dashboard(app, b, "period=today&timeZone=UTC"), "Doors Knocked")).toBe(0);
  });
});
