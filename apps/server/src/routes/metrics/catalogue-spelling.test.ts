import { sql } from "@measured/db";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser, trackMetric } from "../../test/factories";

const definitionsOf = async (app: App, user: TestUser) =>
  (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json() as {
    id: number;
    name: string;
    unit: string;
  }[];

describe("a catalogue metric has one spelling and unit, whatever spelling made it (decision 016)", () => {
  test("a metric made as 'hours worked' with unit count is Hours Worked in hours, and holds at most 24 a day by id", async ({
    app,
  }) => {
    const user = await createUser(app);
    await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(user),
      payload: { industry: "solar", kpis: ["doorsKnocked"] },
    });
    const made = await app.inject({
      method: "POST",
      url: "/api/kpi-definitions",
      headers: bearer(user),
      payload: { name: "hours  worked", unit: "count" },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ name: "Hours Worked", unit: "hours" });
    const byId = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers: bearer(user),
      payload: { entries: [{ kpiDefinitionId: made.json().id, value: 40, date: "2026-11-20" }] },
    });
    expect(byId.statusCode).toBe(400);
    expect(byId.json().message).toBe("Hours worked must be between 0 and 24");
  });

  test("onboarding gives a metric kept under another spelling the catalogue's name and unit", async ({ app }) => {
    const user = await createUser(app);
    // Made before the one name rule: another spelling, another unit, a value.
    await app.db.execute(sql`
      insert into kpi_definitions (user_id, name, name_key, unit) values (${user.id}, 'doors  KNOCKED', 'doors knocked', 'miles')`);
    await app.db.execute(sql`
      insert into kpi_entries (user_id, kpi_definition_id, date, value)
      select ${user.id}, id, '2026-11-20', 12 from kpi_definitions where user_id = ${user.id}`);
    const res = await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(user),
      payload: { industry: "solar", kpis: ["doorsKnocked", "hoursWorked"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const doors = (await definitionsOf(app, user)).filter((d) => d.name.toLowerCase().includes("doors"));
    expect(doors).toEqual([expect.objectContaining({ name: "Doors Knocked", unit: "count" })]);
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries).toEqual([expect.objectContaining({ kpiName: "Doors Knocked", value: 12 })]);
  });
});

/** Makes a count metric through the API and returns its id. */
async function makeMetric(app: App, user: TestUser, name: string): Promise<number> {
  const made = await app.inject({
    method: "POST",
    url: "/api/kpi-definitions",
    headers: bearer(user),
    payload: { name, unit: "count" },
  });
  return made.json().id as number;
}

describe("a removed metric keeps its history and takes no new values (decision 015)", () => {
  test("quick entry and bulk save by the id of a removed metric answer 404 and write nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const id = await makeMetric(app, user, "Referrals");
    await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${id}`, headers: bearer(user) });
    const entry = { kpiDefinitionId: id, value: 3, date: "2026-11-20" };
    const quick = await app.inject({ method: "POST", url: "/api/kpi-entries", headers: bearer(user), payload: entry });
    expect(quick.statusCode).toBe(404);
    const bulk = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers: bearer(user),
      payload: { entries: [entry] },
    });
    expect(bulk.statusCode).toBe(404);
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries).toEqual([]);
  });

  test("making a removed metric again brings it back with its history, not a second one beside it", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const id = await makeMetric(app, user, "Referrals");
    await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(user),
      payload: { metricName: "Referrals", value: 4, date: "2026-11-20" },
    });
    await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${id}`, headers: bearer(user) });
    const dashboard = async () =>
      (await app.inject({ method: "GET", url: "/api/dashboard?period=all&timeZone=UTC", headers: bearer(user) })).json() as {
        metrics: { name: string; total: number }[];
      };
    // Removed: its values are kept but no longer shown.
    expect((await dashboard()).metrics.map((m) => m.name)).not.toContain("Referrals");
    const again = await app.inject({
      method: "POST",
      url: "/api/kpi-definitions",
      headers: bearer(user),
      payload: { name: "referrals", unit: "count" },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id, name: "referrals" });
    expect((await dashboard()).metrics.find((m) => m.name === "referrals")?.total).toBe(4);
  });

  test("a quick entry naming a removed metric is refused; added again, it comes back with its history", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const quick = (metricName: string, value: number, date: string) =>
      app.inject({ method: "POST", url: "/api/kpi-entries", headers: bearer(user), payload: { metricName, value, date } });
    const id = await trackMetric(app, user, "Door Hangers");
    expect((await quick("Door Hangers", 5, "2026-11-19")).statusCode).toBe(201);
    await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${id}`, headers: bearer(user) });
    // A write names only a metric the rep tracks (decision 019): the removed one is not brought back by it.
    const refused = await quick("door hangers", 2, "2026-11-20");
    expect(refused.statusCode).toBe(422);
    expect(await trackMetric(app, user, "door hangers")).toBe(id);
    const back = await quick("door hangers", 2, "2026-11-20");
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ kpiDefinitionId: id });
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries.map((e: { value: number }) => e.value)).toEqual([5, 2]);
  });
});
