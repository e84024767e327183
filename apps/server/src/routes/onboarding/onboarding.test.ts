import { INDUSTRY_TEMPLATES, KPI_CATALOGUE } from "@measured/core";
import { asc, eq } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";

describe("POST /api/onboarding", () => {
  test("sets the industry and metrics, creates definitions, stages and statuses, and marks the user onboarded", async ({
    app,
  }) => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(user),
      payload: { industry: "solar", kpis: ["doorsKnocked", "hoursWorked", "tagsPut"], analytics: ["conversion_metrics"] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      industry: "solar",
      isOnboarded: true,
      selectedKpis: ["hoursWorked", "doorsKnocked", "tagsPut"],
    });

    const { kpiDefinitions, userPreferences } = app.db._.fullSchema;
    const defs = await app.db
      .select()
      .from(kpiDefinitions)
      .where(eq(kpiDefinitions.userId, user.id))
      .orderBy(asc(kpiDefinitions.sortOrder));
    expect(defs.map((d) => [d.name, d.unit, d.category, d.industryContext])).toEqual([
      ["Hours Worked", "hours", "daily_metrics", "solar"],
      ["Doors Knocked", "count", "daily_metrics", "solar"],
      ["Tags Put", "count", "daily_metrics", "solar"],
    ]);
    const [prefs] = await app.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id));
    expect(prefs?.dashboardAnalytics).toEqual(["conversion_metrics"]);
  });

  test("pest control ends its pipeline with Accounts Serviced", async ({ app }) => {
    const user = await createUser(app);
    await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(user),
      payload: { industry: "pest_control", kpis: ["servicedAccounts"] },
    });
    const pipeline = await app.inject({ method: "GET", url: "/api/pipeline", headers: bearer(user) });
    expect(pipeline.json().stages.at(-1)?.name).toBe("Accounts Serviced");
  });

  test("onboarding again is refused 409 (Change Industry switches industry), changing nothing", async ({ app }) => {
    const user = await createUser(app);
    const payload = { industry: "alarm", kpis: [...INDUSTRY_TEMPLATES.alarm.kpis] };
    expect((await app.inject({ method: "POST", url: "/api/onboarding", headers: bearer(user), payload })).statusCode).toBe(200);
    for (const again of [payload, { industry: "solar", kpis: ["hoursWorked", "tagsPut"] }]) {
      const res = await app.inject({ method: "POST", url: "/api/onboarding", headers: bearer(user), payload: again });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Your account is already set up. To switch industry, use Change Industry.");
    }
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) });
    expect(me.json().industry).toBe("alarm");
    const { kpiDefinitions } = app.db._.fullSchema;
    expect(await app.db.$count(kpiDefinitions, eq(kpiDefinitions.userId, user.id))).toBe(INDUSTRY_TEMPLATES.alarm.kpis.length);
  });

  test("parallel onboardings: one succeeds, the others are 409", async ({ app }) => {
    const user = await createUser(app);
    const results = await Promise.all(
      (["solar", "alarm", "coaching"] as const).map((industry) =>
        app.inject({
          method: "POST",
          url: "/api/onboarding",
          headers: bearer(user),
          payload: { industry, kpis: ["hoursWorked"] },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const { kpiDefinitions } = app.db._.fullSchema;
    expect(await app.db.$count(kpiDefinitions, eq(kpiDefinitions.userId, user.id))).toBe(1);
  });

  test("a metric the user already has under another spelling of a catalogue name is kept (in the catalogue's spelling), never a 500", async ({
    app,
  }) => {
    const user = await createUser(app);
    // Made before onboarding (older data: the API refuses writes before onboarding now).
    const { kpiDefinitions } = app.db._.fullSchema;
    await app.db.insert(kpiDefinitions).values({ userId: user.id, name: "HOURS WORKED", nameKey: "hours worked" });
    const res = await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(user),
      payload: { industry: "solar", kpis: ["hoursWorked", "doorsKnocked"] },
    });
    expect(res.statusCode).toBe(200);
    const defs = await app.db.select().from(kpiDefinitions).where(eq(kpiDefinitions.userId, user.id));
    // Kept, not made twice, and renamed to the catalogue's spelling so every screen finds it (decision 016).
    expect(defs.map((d) => [d.name, d.unit]).sort()).toEqual([
      ["Doors Knocked", "count"],
      ["Hours Worked", "hours"],
    ]);
  });

  test("until onboarding is done, the signed-in API answers 403 (spec section 6: onboarding only)", async ({ app }) => {
    const user = await createUser(app);
    for (const [method, url, payload] of [
      ["GET", "/api/dashboard", undefined],
      ["GET", "/api/kpi-entries", undefined],
      ["GET", "/api/kpi-definitions", undefined],
      ["POST", "/api/kpi-definitions", { name: "Calls" }],
      ["POST", "/api/kpi-entries", { metricName: "Calls", value: 1, date: "2026-11-20" }],
      ["POST", "/api/kpi-entries/bulk", { entries: [{ metricName: "Calls", value: 1, date: "2026-11-20" }] }],
      ["POST", "/api/cleanup/duplicates", undefined],
      ["GET", "/api/user/preferences", undefined],
      ["PUT", "/api/user/preferences", { metricOrder: [] }],
      ["PATCH", "/api/user/industry", { industry: "solar" }],
    ] as const) {
      const res = await app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: "Finish setting up your account first." });
    }
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) });
    expect(me.statusCode).toBe(200);
    const { kpiDefinitions } = app.db._.fullSchema;
    expect(await app.db.$count(kpiDefinitions, eq(kpiDefinitions.userId, user.id))).toBe(0);
    const done = await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(user),
      payload: { industry: "solar", kpis: ["hoursWorked"] },
    });
    expect(done.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/dashboard", headers: bearer(user) })).statusCode).toBe(200);
    const other = await createUser(app);
    expect((await app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(other) })).statusCode).toBe(204);
  });

  test.for([
    [{ kpis: ["hoursWorked"] }, "industry", "Please select your industry"],
    [{ industry: "plumbing", kpis: ["hoursWorked"] }, "industry", "Please select your industry"],
    [{ industry: "solar", kpis: [] }, "kpis", "Please select at least one KPI to track"],
    [{ industry: "solar" }, "kpis", "Please select at least one KPI to track"],
  ] as const)("answers 400 for %j with the spec's message", async ([payload, field, message], { app }) => {
    const user = await createUser(app);
    const res = await app.inject({ method: "POST", url: "/api/onboarding", headers: bearer(user), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) });
    expect(me.json().isOnboarded).toBe(false);
  });

  test("refuses a metric that is not in the chosen industry's template, writing nothing", async ({ app }) => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(user),
      payload: { industry: "coaching", kpis: ["hoursWorked", "tagsPut"] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Not a metric of the Coaching template: tagsPut`);
    const { kpiDefinitions } = app.db._.fullSchema;
    expect(await app.db.$count(kpiDefinitions)).toBe(0);
  });

  test("refuses extra keys like userId or isOnboarded", async ({ app }) => {
    const user = await createUser(app);
    const other = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(user),
      payload: { industry: "solar", kpis: ["hoursWorked"], userId: other.id },
    });
    expect(res.statusCode).toBe(400);
    const { kpiDefinitions } = app.db._.fullSchema;
    expect(await app.db.$count(kpiDefinitions)).toBe(0);
  });

  test("answers 401 when signed out", async ({ app }) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/onboarding",
      payload: { industry: "solar", kpis: ["hoursWorked"] },
    });
    expect(res.statusCode).toBe(401);
  });

  test("one user's onboarding never touches another user's rows", async ({ app }) => {
    const a = await createUser(app, { onboard: "solar" });
    const b = await createUser(app);
    await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(b),
      payload: { industry: "coaching", kpis: ["hoursWorked"] },
    });
    const { kpiDefinitions } = app.db._.fullSchema;
    const aDefs = await app.db.select().from(kpiDefinitions).where(eq(kpiDefinitions.userId, a.id));
    expect(aDefs.map((d) => d.industryContext)).toEqual(["solar", "solar"]);
    expect(aDefs.map((d) => d.name)).toEqual([KPI_CATALOGUE.hoursWorked.name, KPI_CATALOGUE.doorsKnocked.name]);
  });
});
