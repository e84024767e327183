import { sql } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";

describe("kpi definitions", () => {
  test("create a custom metric; the same name again answers 409", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const payload = { name: "Referrals Asked", unit: "count", category: "daily_metrics", targetValue: "5" };
    const res = await app.inject({ method: "POST", url: "/api/kpi-definitions", headers: bearer(user), payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Referrals Asked", unit: "count", targetValue: 5, sortOrder: 2 });
    const again = await app.inject({
      method: "POST",
      url: "/api/kpi-definitions",
      headers: bearer(user),
      payload: { ...payload, name: "referrals asked" },
    });
    expect(again.statusCode).toBe(409);
  });

  test("validates the new metric form", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-definitions",
      headers: bearer(user),
      payload: { name: " ", unit: "furlongs" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ name: ["Metric name is required"], unit: ["Choose a unit"] });
  });

  test("deactivating hides the metric but keeps its entries; a second delete answers 404", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(user),
      payload: { metricName: "Doors Knocked", value: 12, date: "2026-11-01" },
    });
    const defs = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    const doors = defs.find((d: { name: string }) => d.name === "Doors Knocked");
    expect(
      (await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${doors.id}`, headers: bearer(user) })).statusCode,
    ).toBe(204);
    const after = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    expect(after.map((d: { name: string }) => d.name)).toEqual(["Hours Worked"]);
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries).toEqual([expect.objectContaining({ kpiName: "Doors Knocked", value: 12 })]);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${doors.id}`, headers: bearer(user) })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: "DELETE", url: "/api/kpi-definitions/abc", headers: bearer(user) })).statusCode).toBe(400);
  });

  test("Clean Duplicates merges a metric kept twice (older data), keeping the newest value per day", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    // Older data predates the one-name-per-user index: recreate that state.
    await app.db.execute(sql`DROP INDEX kpi_definitions_user_active_name_unique`);
    const { kpiDefinitions, kpiEntries } = app.db._.fullSchema;
    const [older] = await app.db.insert(kpiDefinitions).values({ userId: user.id, name: "Tags Put" }).returning();
    const [newer] = await app.db.insert(kpiDefinitions).values({ userId: user.id, name: "Tags Put" }).returning();
    if (!older || !newer) throw new Error("setup failed");
    await app.db.insert(kpiEntries).values([
      { userId: user.id, kpiDefinitionId: older.id, value: 10, date: "2026-11-01" },
      { userId: user.id, kpiDefinitionId: newer.id, value: 12, date: "2026-11-01" },
      { userId: user.id, kpiDefinitionId: older.id, value: 4, date: "2026-11-02" },
    ]);
    const res = await app.inject({ method: "POST", url: "/api/cleanup/duplicates", headers: bearer(user) });
    expect(res.json()).toEqual({ message: "Removed 1 duplicate entry", deletedCount: 1 });
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(
      entries.map((e: { kpiDefinitionId: number; value: number; date: string }) => [e.kpiDefinitionId, e.date, e.value]),
    ).toEqual([
      [newer.id, "2026-11-01", 12],
      [newer.id, "2026-11-02", 4],
    ]);
    const again = await app.inject({ method: "POST", url: "/api/cleanup/duplicates", headers: bearer(user) });
    expect(again.json()).toEqual({ message: "No duplicate entries found", deletedCount: 0 });
  });
});
