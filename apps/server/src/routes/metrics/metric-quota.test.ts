import { QUOTAS } from "@measured/core";
import { eq, sql } from "@measured/db";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";

const create = (app: App, user: TestUser, name: string) =>
  app.inject({ method: "POST", url: "/api/kpi-definitions", headers: bearer(user), payload: { name } });

/** Fills the user's metrics up to `active` active ones and `all` in total, directly (fast). */
async function fill(app: App, user: TestUser, active: number, all: number) {
  await app.db.execute(sql`
    insert into kpi_definitions (user_id, name, name_key, is_active)
    select ${user.id}, 'Filler ' || g, 'filler ' || g, g <= ${active}
    from generate_series(1, ${all}) g`);
}
const count = async (app: App, user: TestUser) => {
  const { kpiDefinitions } = app.db._.fullSchema;
  return app.db.$count(kpiDefinitions, eq(kpiDefinitions.userId, user.id));
};

describe("metric quotas (QUOTAS.activeMetrics, QUOTAS.allMetrics)", () => {
  test("creating past the active limit is 409 with the quota's message, on every creating path", async ({ app }) => {
    // Two metrics, as the default onboarding; a write makes only the part of a tracked total (decision 019).
    const user = await createUser(app, { onboard: "solar", kpis: ["hoursWorked", "dealsClosed"] });
    await fill(app, user, QUOTAS.activeMetrics.max - 2, QUOTAS.activeMetrics.max - 2);
    const created = await count(app, user);
    const res = await create(app, user, "One too many");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTAS.activeMetrics.message);
    const quick = await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(user),
      payload: { metricName: "Deals Closed from Knocks", value: 1, date: "2026-11-20" },
    });
    expect(quick.statusCode).toBe(409);
    const bulk = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers: bearer(user),
      payload: { entries: [{ metricName: "Deals Closed from Tags", value: 1, date: "2026-11-20" }] },
    });
    expect(bulk.statusCode).toBe(409);
    // Change Industry brings back template metrics: past the limit, refused, changing nothing.
    const industry = await app.inject({
      method: "PATCH",
      url: "/api/user/industry",
      headers: bearer(user),
      payload: { industry: "pest_control" },
    });
    expect(industry.statusCode).toBe(409);
    expect(industry.json().message).toBe(QUOTAS.activeMetrics.message);
    expect(await count(app, user)).toBe(created);
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) });
    expect(me.json().industry).toBe("solar");
  });

  test("creating past the all-time limit is 409 with its message, even with room among active ones", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await fill(app, user, 0, QUOTAS.allMetrics.max - 2);
    const res = await create(app, user, "Two hundred and one");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTAS.allMetrics.message);
  });

  test("parallel creates cannot pass the limit together", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await fill(app, user, QUOTAS.activeMetrics.max - 2 - 3, QUOTAS.activeMetrics.max - 2 - 3);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => create(app, user, `Parallel ${i}`)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const { kpiDefinitions } = app.db._.fullSchema;
    expect(await app.db.$count(kpiDefinitions, sql`${kpiDefinitions.userId} = ${user.id} and ${kpiDefinitions.isActive}`)).toBe(
      QUOTAS.activeMetrics.max,
    );
  });
});
