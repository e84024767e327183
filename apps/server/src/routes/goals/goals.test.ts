import {
  addDays,
  DEFAULT_TIME_ZONE,
  GOAL_METRIC_REQUIRED,
  GOAL_PERIOD_INVALID,
  GOAL_TARGET_TOO_SMALL,
  type Goal,
  goalPeriodRange,
  QUOTAS,
  todayIn,
} from "@measured/core";
import { eq, sql } from "@measured/db";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { createUser, type TestUser } from "../../test/factories";
import { send } from "../../test/finance-rows";
import { createLead } from "../../test/lead-fixtures";

const URL = "/api/goals";

async function metricId(app: App, user: TestUser, name: string): Promise<number> {
  const res = await send(app, user, "GET", "/api/kpi-definitions");
  const found = res.json<{ id: number; name: string }[]>().find((d) => d.name === name);
  if (!found) throw new Error(`no metric ${name}`);
  return found.id;
}

async function storedGoals(app: App, user: TestUser) {
  const { goals } = app.db._.fullSchema;
  return app.db.select().from(goals).where(eq(goals.userId, user.id)).orderBy(goals.id);
}

const today = () => todayIn(DEFAULT_TIME_ZONE);

describe("POST /api/goals", () => {
  test("{kpiDefinitionId, targetValue, targetPeriod, description}: 201 with the metric, the period and no progress yet", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    const doors = await metricId(app, user, "Doors Knocked");
    const res = await send(app, user, "POST", URL, {
      kpiDefinitionId: doors,
      targetValue: "500",
      targetPeriod: "weekly",
      description: "  Knock every street  ",
    });
    expect(res.statusCode, res.body).toBe(201);
    const range = goalPeriodRange("weekly", today());
    expect(res.json()).toMatchObject({
      kpiDefinitionId: doors,
      metricName: "Doors Knocked",
      unit: "count",
      targetValue: 500,
      targetPeriod: "weekly",
      description: "Knock every street",
      isActive: true,
      periodStart: range.startDate,
      periodEnd: range.endDate,
      current: 0,
      progress: 0,
      colour: "red",
      streak: null,
    });
    expect((await send(app, user, "GET", URL)).json()).toEqual([res.json()]);
  });

  test("bad input is 400 with the field's message and writes nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    const doors = await metricId(app, user, "Doors Knocked");
    const theirs = await metricId(app, other, "Doors Knocked");
    const valid = { kpiDefinitionId: doors, targetValue: 100, targetPeriod: "daily" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, kpiDefinitionId: undefined }, "kpiDefinitionId", GOAL_METRIC_REQUIRED],
      [{ ...valid, kpiDefinitionId: 0 }, "kpiDefinitionId", GOAL_METRIC_REQUIRED],
      [{ ...valid, kpiDefinitionId: theirs }, "kpiDefinitionId", GOAL_METRIC_REQUIRED],
      [{ ...valid, kpiDefinitionId: 2_000_000_000 }, "kpiDefinitionId", GOAL_METRIC_REQUIRED],
      [{ ...valid, targetValue: 0 }, "targetValue", GOAL_TARGET_TOO_SMALL],
      [{ ...valid, targetValue: "0.00" }, "targetValue", GOAL_TARGET_TOO_SMALL],
      [{ ...valid, targetValue: -5 }, "targetValue", GOAL_TARGET_TOO_SMALL],
      [{ ...valid, targetValue: "" }, "targetValue", GOAL_TARGET_TOO_SMALL],
      [{ ...valid, targetValue: "abc" }, "targetValue", "Target must be a number"],
      [{ ...valid, targetValue: 0.001 }, "targetValue", "Target can have at most 2 decimal places"],
      [{ ...valid, targetPeriod: "yearly" }, "targetPeriod", GOAL_PERIOD_INVALID],
      [{ ...valid, description: "x".repeat(501) }, "description", "Description must be at most 500 characters"],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send(app, user, "POST", URL, payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(payload)).toEqual([message]);
    }
    const huge = await send(app, user, "POST", URL, { ...valid, targetValue: 100_000_000 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.targetValue[0]).toMatch(/^Target must be at most 99,999,999\.99/);
    expect(await storedGoals(app, user)).toEqual([]);
  });

  test("past the goals quota: 409 with its message, nothing added", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const doors = await metricId(app, user, "Doors Knocked");
    await app.db.execute(sql`
      INSERT INTO goals (user_id, kpi_definition_id, target_value, period)
      SELECT ${user.id}, ${doors}, 10, 'daily' FROM generate_series(1, ${QUOTAS.goals.max})`);
    const res = await send(app, user, "POST", URL, { kpiDefinitionId: doors, targetValue: 10, targetPeriod: "daily" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTAS.goals.message);
    expect((await storedGoals(app, user)).length).toBe(QUOTAS.goals.max);
  });

  test("parallel creates three short of the quota: three are 201, the rest 409, and the rep ends at the quota", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    const doors = await metricId(app, user, "Doors Knocked");
    await app.db.execute(sql`
      INSERT INTO goals (user_id, kpi_definition_id, target_value, period)
      SELECT ${user.id}, ${doors}, 10, 'daily' FROM generate_series(1, ${QUOTAS.goals.max - 3})`);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(app, user, "POST", URL, { kpiDefinitionId: doors, targetValue: i + 1, targetPeriod: "weekly" }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await storedGoals(app, user)).length).toBe(QUOTAS.goals.max);
  });

  test("the same Idempotency-Key sent twice creates one goal and answers both with it", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const doors = await metricId(app, user, "Doors Knocked");
    const body = { kpiDefinitionId: doors, targetValue: 40, targetPeriod: "weekly" };
    const first = await send(app, user, "POST", URL, body, { "idempotency-key": "goal-retry-1" });
    const again = await send(app, user, "POST", URL, body, { "idempotency-key": "goal-retry-1" });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().id).toBe(first.json().id);
    expect(await storedGoals(app, user)).toHaveLength(1);
  });
});

describe("progress", () => {
  test("a Deals Closed goal counts what the dashboard's card counts, the rep's signed leads included", async ({ app }) => {
    const user = await createUser(app, {
      onboard: "solar",
      kpis: ["doorsKnocked", "knockingApptSets", "apptsRan", "dealsClosed"],
    });
    const deals = await metricId(app, user, "Deals Closed");
    const goal = await send(app, user, "POST", URL, { kpiDefinitionId: deals, targetValue: 4, targetPeriod: "monthly" });
    expect(goal.statusCode, goal.body).toBe(201);
    // One deal typed today, two from leads signed today.
    await send(app, user, "POST", "/api/kpi-entries", { metricName: "Deals Closed", value: 1, date: today() });
    for (const lastName of ["Reyes", "Okafor"]) {
      await createLead(app, user, { firstName: "Dana", lastName, knockAppointment: true, appointmentSat: true, signed: true });
    }
    const [listed] = (await send(app, user, "GET", URL)).json<Goal[]>();
    const dashboard = await send(
      app,
      user,
      "GET",
      `/api/dashboard?period=month&timeZone=${encodeURIComponent(DEFAULT_TIME_ZONE)}`,
    );
    const card = dashboard.json<{ metrics: { name: string; total: number }[] }>().metrics.find((m) => m.name === "Deals Closed");
    expect(card?.total).toBe(3);
    expect(listed).toMatchObject({ current: 3, progress: 75, colour: "blue" });
  });

  test("progress is capped at 100 and green; an entry before the period does not count", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const doors = await metricId(app, user, "Doors Knocked");
    await send(app, user, "POST", URL, { kpiDefinitionId: doors, targetValue: "30", targetPeriod: "daily" });
    await send(app, user, "POST", "/api/kpi-entries", { metricName: "Doors Knocked", value: 45, date: today() });
    await send(app, user, "POST", "/api/kpi-entries", { metricName: "Doors Knocked", value: 500, date: addDays(today(), -1) });
    const [goal] = (await send(app, user, "GET", URL)).json<Goal[]>();
    expect(goal).toMatchObject({ current: 45, progress: 100, colour: "green", pace: { status: "met", perDayToFinish: 0 } });
  });

  test("a kept answer never outlives a change: goals and entries written by the API or straight to the tables", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    const doors = await metricId(app, user, "Doors Knocked");
    const list = async () => (await send(app, user, "GET", URL)).json<Goal[]>();
    await send(app, user, "POST", URL, { kpiDefinitionId: doors, targetValue: "40", targetPeriod: "daily" });
    expect((await list()).map((g) => [g.targetValue, g.current])).toEqual([[40, 0]]);
    await send(app, user, "POST", "/api/kpi-entries", { metricName: "Doors Knocked", value: 10, date: today() });
    expect((await list()).map((g) => [g.targetValue, g.current])).toEqual([[40, 10]]);
    await app.db.execute(sql`UPDATE goals SET target_value = 20 WHERE user_id = ${user.id}`);
    expect((await list()).map((g) => [g.targetValue, g.progress])).toEqual([[20, 50]]);
    await app.db.execute(
      sql`INSERT INTO goals (user_id, kpi_definition_id, target_value, period) VALUES (${user.id}, ${doors}, 5, 'weekly')`,
    );
    expect((await list()).map((g) => g.targetPeriod)).toEqual(["daily", "weekly"]);
    await app.db.execute(sql`DELETE FROM goals WHERE user_id = ${user.id} AND period = 'daily'`);
    expect((await list()).map((g) => g.targetPeriod)).toEqual(["weekly"]);
  });

  test("a daily goal's streak counts the days met since the goal began; a missed day breaks it", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const doors = await metricId(app, user, "Doors Knocked");
    const res = await send(app, user, "POST", URL, { kpiDefinitionId: doors, targetValue: 50, targetPeriod: "daily" });
    const { goals } = app.db._.fullSchema;
    // The goal began six days ago, at noon in the rep's zone.
    const began = addDays(today(), -6);
    await app.db
      .update(goals)
      .set({ createdAt: sql`(${began}::date + time '12:00') AT TIME ZONE ${DEFAULT_TIME_ZONE}` })
      .where(eq(goals.id, res.json<Goal>().id));
    // Met seven days ago (before the goal: not counted), six, five, three, two and one days ago; missed four.
    for (const [daysAgo, value] of [
      [7, 80],
      [6, 50],
      [5, 60],
      [4, 49],
      [3, 50],
      [2, 55],
      [1, 70],
    ] as const) {
      await send(app, user, "POST", "/api/kpi-entries", { metricName: "Doors Knocked", value, date: addDays(today(), -daysAgo) });
    }
    const [goal] = (await send(app, user, "GET", URL)).json<Goal[]>();
    // Today is still open, so the run reaching yesterday is the current one.
    expect(goal?.streak).toEqual({ current: 3, best: 3 });
  });
});

describe("PATCH and DELETE /api/goals/{id}", () => {
  test("changes the target and period; delete removes it; then both are 404", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const doors = await metricId(app, user, "Doors Knocked");
    const created = (
      await send(app, user, "POST", URL, { kpiDefinitionId: doors, targetValue: 10, targetPeriod: "daily" })
    ).json<Goal>();
    const patched = await send(app, user, "PATCH", `${URL}/${created.id}`, { targetValue: "250.50", targetPeriod: "quarterly" });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      targetValue: 250.5,
      targetPeriod: "quarterly",
      periodStart: goalPeriodRange("quarterly", today()).startDate,
    });
    expect((await send(app, user, "PATCH", `${URL}/${created.id}`, {})).statusCode).toBe(400);
    expect((await send(app, user, "DELETE", `${URL}/${created.id}`)).statusCode).toBe(204);
    expect((await send(app, user, "DELETE", `${URL}/${created.id}`)).statusCode).toBe(404);
    expect((await send(app, user, "PATCH", `${URL}/${created.id}`, { targetValue: 5 })).statusCode).toBe(404);
    expect(await storedGoals(app, user)).toEqual([]);
  });

  test("another rep's goal is 404 and stays as it was", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const intruder = await createUser(app, { onboard: "solar" });
    const doors = await metricId(app, owner, "Doors Knocked");
    const created = (
      await send(app, owner, "POST", URL, { kpiDefinitionId: doors, targetValue: 10, targetPeriod: "daily" })
    ).json<Goal>();
    const before = await storedGoals(app, owner);
    expect((await send(app, intruder, "PATCH", `${URL}/${created.id}`, { targetValue: 1 })).statusCode).toBe(404);
    expect((await send(app, intruder, "DELETE", `${URL}/${created.id}`)).statusCode).toBe(404);
    expect((await send(app, intruder, "GET", URL)).json()).toEqual([]);
    expect(await storedGoals(app, owner)).toEqual(before);
  });
});
