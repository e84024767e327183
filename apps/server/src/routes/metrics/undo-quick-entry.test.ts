import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bulkSave, entriesOf } from "../../test/entry-requests";
import { bearer, createUser, type TestUser } from "../../test/factories";

const day = "2026-11-20";

/** A quick entry under an Idempotency-Key, as the Daily Stats Entry sheet sends it. */
const quickEntry = (app: App, user: TestUser, key: string, metricName: string, value: number) =>
  app.inject({
    method: "POST",
    url: "/api/kpi-entries",
    headers: { ...bearer(user), "idempotency-key": key },
    payload: { metricName, value, date: day },
  });

const undo = (app: App, user: TestUser, idempotencyKeys: string[]) =>
  app.inject({ method: "POST", url: "/api/kpi-entries/undo", headers: bearer(user), payload: { idempotencyKeys } });

const dayValue = async (app: App, user: TestUser, name: string) =>
  (await entriesOf(app, user)).find((e) => e.kpiName === name && e.date === day)?.value;

const dashboardDoors = async (app: App, user: TestUser) => {
  const res = await app.inject({ method: "GET", url: "/api/dashboard?period=all", headers: bearer(user) });
  return JSON.stringify(res.json());
};

describe("POST /api/kpi-entries/undo", () => {
  test("the quick entry's answer says what it added; one undo takes back exactly that, for every counter of the save", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await quickEntry(app, rep, "earlier", "Doors Knocked", 10);
    const doors = await quickEntry(app, rep, "save-1-doors", "Doors Knocked", 5);
    expect(doors.statusCode).toBe(201);
    expect(doors.json()).toMatchObject({ kpiName: "Doors Knocked", value: 15, added: 5 });
    await quickEntry(app, rep, "save-1-hours", "Hours Worked", 0.5);
    const cachedBefore = await dashboardDoors(app, rep);

    const res = await undo(app, rep, ["save-1-doors", "save-1-hours"]);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<{ entries: { kpiName: string; value: number }[] }>().entries;
    expect(Object.fromEntries(after.map((e) => [e.kpiName, e.value]))).toEqual({ "Doors Knocked": 10, "Hours Worked": 0 });
    expect(await dayValue(app, rep, "Doors Knocked")).toBe(10);
    // The dashboard is not served from its cache: the undo changed the rep's data version.
    expect(await dashboardDoors(app, rep)).not.toEqual(cachedBefore);
  });

  test("a second undo is refused with 409 and changes nothing", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await quickEntry(app, rep, "k1", "Doors Knocked", 7);
    await quickEntry(app, rep, "k0", "Doors Knocked", 3);
    expect((await undo(app, rep, ["k1"])).statusCode).toBe(200);
    expect(await dayValue(app, rep, "Doors Knocked")).toBe(3);
    const again = await undo(app, rep, ["k1"]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This save was already undone");
    // A save with one key undone and one not is refused whole: the other key stays.
    expect((await undo(app, rep, ["k0", "k1"])).statusCode).toBe(409);
    expect(await dayValue(app, rep, "Doors Knocked")).toBe(3);
    // Retrying the original write after its undo replays its answer and adds nothing.
    const retry = await quickEntry(app, rep, "k1", "Doors Knocked", 7);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await dayValue(app, rep, "Doors Knocked")).toBe(3);
  });

  test("five parallel undos of one save subtract once", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await quickEntry(app, rep, "base", "Doors Knocked", 20);
    await quickEntry(app, rep, "tap", "Doors Knocked", 5);
    const results = await Promise.all(Array.from({ length: 5 }, () => undo(app, rep, ["tap"])));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await dayValue(app, rep, "Doors Knocked")).toBe(20);
  });

  test("another rep's key, an unknown key and a Daily Input save's key answer 404 and change nothing", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const intruder = await createUser(app, { onboard: "solar" });
    await quickEntry(app, owner, "owner-tap", "Doors Knocked", 5);
    const daily = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers: { ...bearer(owner), "idempotency-key": "owner-day" },
      payload: { entries: [{ metricName: "Hours Worked", value: 4, date: day }] },
    });
    expect(daily.statusCode).toBe(200);
    for (const [user, keys] of [
      [intruder, ["owner-tap"]],
      [owner, ["never-sent"]],
      [owner, ["owner-tap", "never-sent"]],
      [owner, ["owner-day"]],
    ] as const) {
      const res = await undo(app, user, [...keys]);
      expect(res.statusCode, keys.join()).toBe(404);
    }
    expect(await dayValue(app, owner, "Doors Knocked")).toBe(5);
    expect(await dayValue(app, owner, "Hours Worked")).toBe(4);
    // The owner's own undo still works afterwards: the refused ones marked nothing.
    expect((await undo(app, owner, ["owner-tap"])).statusCode).toBe(200);
    expect(await dayValue(app, owner, "Doors Knocked")).toBe(0);
  });

  test("after a later Daily Input save of the day, undo takes only what the quick save added, never below 0", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await quickEntry(app, rep, "tap-doors", "Doors Knocked", 5);
    await quickEntry(app, rep, "tap-hours", "Hours Worked", 3);
    // Daily Input sets the day: 40 doors (the 5 counted in it, as the rep saw them) and 1 hour.
    await bulkSave(app, rep, [
      { metricName: "Doors Knocked", value: 40, date: day },
      { metricName: "Hours Worked", value: 1, date: day },
    ]);
    expect((await undo(app, rep, ["tap-doors", "tap-hours"])).statusCode).toBe(200);
    expect(await dayValue(app, rep, "Doors Knocked")).toBe(35);
    expect(await dayValue(app, rep, "Hours Worked")).toBe(0);
  });

  test("bad bodies are refused with 400: no keys, a repeated key, a key with a space, a zero-width key, too many", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await quickEntry(app, rep, "k", "Doors Knocked", 5);
    for (const idempotencyKeys of [[], ["k", "k"], ["undone k"], ["\u200bk"], Array.from({ length: 101 }, (_, i) => `k${i}`)]) {
      const res = await undo(app, rep, idempotencyKeys);
      expect(res.statusCode, JSON.stringify(idempotencyKeys).slice(0, 40)).toBe(400);
    }
    expect(await dayValue(app, rep, "Doors Knocked")).toBe(5);
  });
});
