import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";

const names = (defs: { name: string }[]) => defs.map((d) => d.name).sort();

describe("PATCH /api/user/industry", () => {
  test("switches the active metrics to the new template and keeps every entry", async ({ app }) => {
    const user = await createUser(app);
    await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(user),
      payload: { industry: "solar", kpis: ["hoursWorked", "doorsKnocked", "tagsPut", "installs"] },
    });
    await app.inject({
      method: "POST",
      url: "/api/kpi-definitions",
      headers: bearer(user),
      payload: { name: "Referrals", unit: "count" },
    });
    await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(user),
      payload: { metricName: "Tags Put", value: 30, date: "2026-11-01" },
    });

    const res = await app.inject({
      method: "PATCH",
      url: "/api/user/industry",
      headers: bearer(user),
      payload: { industry: "pest_control" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ industry: "pest_control" });
    const defs = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    expect(names(defs)).toEqual(["Appts Ran", "Deals Closed", "Doors Knocked", "Hours Worked", "Referrals", "Services Started"]);
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries).toEqual([expect.objectContaining({ kpiName: "Tags Put", value: 30 })]);

    // Back to solar: Tags Put returns with its history.
    await app.inject({ method: "PATCH", url: "/api/user/industry", headers: bearer(user), payload: { industry: "solar" } });
    const back = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    expect(names(back)).toContain("Tags Put");
    const d = (await app.inject({ method: "GET", url: "/api/dashboard?period=all", headers: bearer(user) })).json();
    expect(d.metrics.find((m: { name: string }) => m.name === "Tags Put")?.total).toBe(30);
  });

  test("pest control to solar: deals logged under Deals Closed still count on the card and in the funnel (issue 10)", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "pest_control", kpis: ["doorsKnocked", "dealsClosed", "servicedAccounts"] });
    const saved = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers: bearer(user),
      payload: {
        entries: [
          { metricName: "Deals Closed", value: 2, date: "2026-11-02" },
          { metricName: "Services Started", value: 1, date: "2026-11-02" },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const switched = await app.inject({
      method: "PATCH",
      url: "/api/user/industry",
      headers: bearer(user),
      payload: { industry: "solar" },
    });
    expect(switched.statusCode).toBe(200);
    const d = (
      await app.inject({
        method: "GET",
        url: "/api/dashboard?period=custom&startDate=2026-11-02&endDate=2026-11-02&timeZone=UTC",
        headers: bearer(user),
      })
    ).json();
    expect(d.metrics.find((m: { name: string }) => m.name === "Deals Closed")?.total).toBe(2);
    expect(d.funnel.closes).toBe(2);
    // A solar rep enters deals by source: the first one adds to the same card and funnel.
    const more = await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(user),
      payload: { metricName: "Deals Closed from Tags", value: 1, date: "2026-11-02" },
    });
    expect(more.statusCode).toBe(201);
    const again = (
      await app.inject({
        method: "GET",
        url: "/api/dashboard?period=custom&startDate=2026-11-02&endDate=2026-11-02&timeZone=UTC",
        headers: bearer(user),
      })
    ).json();
    expect(again.metrics.find((m: { name: string }) => m.name === "Deals Closed")?.total).toBe(3);
    expect(again.funnel.closes).toBe(3);
  });

  test("refuses an unknown industry with the spec's message", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({
      method: "PATCH",
      url: "/api/user/industry",
      headers: bearer(user),
      payload: { industry: "plumbing" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.industry).toEqual(["Please select an industry"]);
    const me = (await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) })).json();
    expect(me.industry).toBe("solar");
  });
});
