import { latestEntryDate } from "@measured/core";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bulkSave, definitionsOf, entriesOf, quickEntry } from "../../test/entry-requests";
import { bearer, createUser, trackMetric } from "../../test/factories";

/** What a write may name and hold (decision 019, "Writes"), on every path: name, look-alike spelling, id. */
const day = "2026-11-20";
const quick = quickEntry;
const bulk = bulkSave;
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe("a write names a tracked metric or a part of a tracked total", () => {
  test("a coach's quick entry to Leads is refused with 422 naming the metric, and no metric is made", async ({ app }) => {
    const coach = await createUser(app, { onboard: "coaching", kpis: ["hoursWorked", "doorsKnocked", "apptsRan"] });
    const before = await definitionsOf(app, coach);
    for (const name of ["Leads", "Homeowners Met", "Tags Put", "Deals Closed from Knocks"]) {
      const res = await quick(app, coach, { metricName: name, value: 1, date: day });
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toEqual({ message: `You do not track "${name}". Add it in Customize Metrics first.` });
    }
    expect(await definitionsOf(app, coach)).toEqual(before);
    expect(await entriesOf(app, coach)).toEqual([]);
  });

  test("a bulk save with one untracked name saves nothing, not even the tracked ones", async ({ app }) => {
    const coach = await createUser(app, { onboard: "coaching", kpis: ["hoursWorked", "doorsKnocked"] });
    const res = await bulk(app, coach, [
      { metricName: "Doors Knocked", value: 10, date: day },
      { metricName: "Leads", value: 2, date: day },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('You do not track "Leads". Add it in Customize Metrics first.');
    expect(await entriesOf(app, coach)).toEqual([]);
  });

  test("a removed metric takes no new values by name either", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const id = await trackMetric(app, rep, "Referrals");
    await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${id}`, headers: bearer(rep) });
    const res = await quick(app, rep, { metricName: "Referrals", value: 1, date: day });
    expect(res.statusCode).toBe(422);
    expect((await definitionsOf(app, rep)).map((d) => d.name)).not.toContain("Referrals");
  });

  test("a solar rep's part of a tracked total is made on first write, under any spelling, with its total's unit", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar", kpis: ["doorsKnocked", "tagsPut", "dealsClosed", "installs"] });
    expect((await quick(app, rep, { metricName: "Deals Closed from Knocks", value: 2, date: day })).statusCode).toBe(201);
    expect((await quick(app, rep, { metricName: "deals  closed FROM knocks", value: 1, date: day })).statusCode).toBe(201);
    const saved = await bulk(app, rep, [
      { metricName: "Deals Closed from Tags", value: 1, date: day },
      { metricName: "Deals Installed from Knocks", value: 1, date: day },
    ]);
    expect(saved.statusCode).toBe(200);
    const defs = await definitionsOf(app, rep);
    const total = defs.find((d) => d.name === "Deals Closed");
    for (const part of ["Deals Closed from Knocks", "Deals Closed from Tags", "Deals Installed from Knocks"]) {
      expect(
        defs.filter((d) => d.name === part),
        part,
      ).toEqual([expect.objectContaining({ unit: total?.unit, category: "daily_metrics" })]);
    }
    expect((await entriesOf(app, rep)).map((e) => [e.kpiName, e.value])).toEqual(
      expect.arrayContaining([
        ["Deals Closed from Knocks", 3],
        ["Deals Closed from Tags", 1],
        ["Deals Installed from Knocks", 1],
      ]),
    );
  });

  test("a part whose total the rep does not track is refused", async ({ app }) => {
    const rep = await createUser(app, { onboard: "pest_control", kpis: ["doorsKnocked", "dealsClosed", "servicedAccounts"] });
    const res = await quick(app, rep, { metricName: "Deals Installed from Knocks", value: 1, date: day });
    expect(res.statusCode).toBe(422);
    expect((await quick(app, rep, { metricName: "Deals Closed from Knocks", value: 1, date: day })).statusCode).toBe(201);
  });
});

describe("counts are whole numbers, hours may be decimal", () => {
  test("2.5 doors is refused by name, look-alike name and id, in quick entry and bulk; 1.5 hours is kept", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const doors = (await definitionsOf(app, rep)).find((d) => d.name === "Doors Knocked");
    const writes = [
      () => quick(app, rep, { metricName: "Doors Knocked", value: 2.5, date: day }),
      () => quick(app, rep, { metricName: "doors\u00a0knocked", value: 2.5, date: day }),
      () => quick(app, rep, { kpiDefinitionId: doors?.id, value: "2.5", date: day }),
      () => bulk(app, rep, [{ kpiDefinitionId: doors?.id, value: 2.5, date: day }]),
      () =>
        bulk(app, rep, [
          { metricName: "Hours Worked", value: 1.5, date: day },
          { metricName: "Doors Knocked", value: 0.5, date: day },
        ]),
    ];
    for (const [i, write] of writes.entries()) {
      const res = await write();
      expect(res.statusCode, String(i)).toBe(400);
      expect(res.json().message).toBe("Doors Knocked must be a whole number");
    }
    expect(await entriesOf(app, rep)).toEqual([]);
    expect((await quick(app, rep, { metricName: "Hours Worked", value: 1.5, date: day })).statusCode).toBe(201);
    expect((await bulk(app, rep, [{ metricName: "Doors Knocked", value: 12, date: day }])).statusCode).toBe(200);
  });

  test("a custom metric in dollars may hold cents; a custom count may not", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await trackMetric(app, rep, "Commission", "dollars");
    await trackMetric(app, rep, "Referrals");
    expect((await quick(app, rep, { metricName: "Commission", value: 12.5, date: day })).statusCode).toBe(201);
    const res = await quick(app, rep, { metricName: "Referrals", value: 1.25, date: day });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Referrals must be a whole number");
  });
});

describe("no day after tomorrow (UTC)", () => {
  test("tomorrow (UTC) is taken, the day after is refused as in the future, on both paths", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const tomorrow = latestEntryDate();
    const after = addDays(tomorrow, 1);
    expect((await quick(app, rep, { metricName: "Doors Knocked", value: 1, date: tomorrow })).statusCode).toBe(201);
    for (const res of [
      await quick(app, rep, { metricName: "Doors Knocked", value: 1, date: after }),
      await bulk(app, rep, [{ metricName: "Doors Knocked", value: 1, date: after }]),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain("Date cannot be in the future");
    }
    expect((await entriesOf(app, rep)).map((e) => e.date)).toEqual([tomorrow]);
  });
});
