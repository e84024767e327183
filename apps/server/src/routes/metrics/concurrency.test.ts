import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";

/**
 * Races between requests. On PGlite queries run one at a time, so these only bite on
 * PostgreSQL (TEST_DATABASE_URL), where the pool runs them truly in parallel.
 */
describe("concurrent writes", () => {
  test("parallel quick entries to one metric and day give the exact total, creating the metric once", async ({ app }) => {
    // The part of a tracked total is the one metric a write still makes (decision 019).
    const user = await createUser(app, { onboard: "solar", kpis: ["doorsKnocked", "dealsClosed"] });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: "POST",
          url: "/api/kpi-entries",
          headers: bearer(user),
          payload: { metricName: "Deals Closed from Knocks", value: 1, date: "2026-11-20" },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries).toEqual([expect.objectContaining({ kpiName: "Deals Closed from Knocks", value: 20 })]);
    const defs = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    expect(defs.filter((d: { name: string }) => d.name === "Deals Closed from Knocks")).toHaveLength(1);
  });

  test("parallel bulk saves of one day leave one value per metric", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const results = await Promise.all(
      [10, 20, 30, 40, 50, 60].map((doors) =>
        app.inject({
          method: "POST",
          url: "/api/kpi-entries/bulk",
          headers: bearer(user),
          payload: {
            entries: [
              { metricName: "Doors Knocked", value: doors, date: "2026-11-20" },
              { metricName: "Hours Worked", value: doors / 10, date: "2026-11-20" },
            ],
          },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries).toHaveLength(2);
    const doors = entries.find((e: { kpiName: string }) => e.kpiName === "Doors Knocked").value;
    const hours = entries.find((e: { kpiName: string }) => e.kpiName === "Hours Worked").value;
    expect([10, 20, 30, 40, 50, 60]).toContain(doors);
    expect(hours).toBe(doors / 10); // one whole save won, not a mix of two
  });
});
