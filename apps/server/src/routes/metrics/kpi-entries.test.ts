import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser, trackMetric } from "../../test/factories";

describe("kpi entries", () => {
  test("bulk save sets the day's values; saving the same day twice keeps one value per metric and day", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const day = (doors: number, hours: string) => ({
      entries: [
        { metricName: "Doors Knocked", value: doors, date: "2026-11-20", notes: "busy street" },
        { metricName: "Hours Worked", value: hours, date: "2026-11-20" },
      ],
    });
    const first = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers: bearer(user),
      payload: day(40, "6.5"),
    });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers: bearer(user),
      payload: day(55, "7.25"),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().entries.map((e: { kpiName: string; value: number }) => [e.kpiName, e.value])).toEqual([
      ["Hours Worked", 7.25],
      ["Doors Knocked", 55],
    ]);
    const list = await app.inject({
      method: "GET",
      url: "/api/kpi-entries?startDate=2026-11-20&endDate=2026-11-20",
      headers: bearer(user),
    });
    expect(list.json()).toHaveLength(2);
    expect(list.json().find((e: { kpiName: string }) => e.kpiName === "Doors Knocked")).toMatchObject({
      value: 55,
      date: "2026-11-20",
    });
  });

  test("a quick entry adds to the day's value of a metric the user tracks", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await trackMetric(app, user, "Homeowners Met");
    for (const value of [5, 10]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/kpi-entries",
        headers: bearer(user),
        payload: { metricName: "Homeowners Met", value, date: "2026-11-21" },
      });
      expect(res.statusCode).toBe(201);
    }
    const entries = await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) });
    expect(entries.json()).toEqual([expect.objectContaining({ kpiName: "Homeowners Met", value: 15, date: "2026-11-21" })]);
    const defs = await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) });
    expect(defs.json().find((d: { name: string }) => d.name === "Homeowners Met")).toMatchObject({
      unit: "count",
      category: "daily_metrics",
      targetValue: null,
    });
  });

  test("a bad entry in a bulk save writes nothing at all", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    const otherDefs = await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(other) });
    const foreignId = otherDefs.json()[0].id;
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers: bearer(user),
      payload: {
        entries: [
          { metricName: "Doors Knocked", value: 10, date: "2026-11-20" },
          { kpiDefinitionId: foreignId, value: 3, date: "2026-11-20" },
        ],
      },
    });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json()).toEqual([]);
    expect((await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(other) })).json()).toEqual([]);
  });

  test.for([
    [
      { entries: [{ metricName: "Doors Knocked", value: -1, date: "2026-11-20" }] },
      "entries.0.value",
      "Value must be at least 0",
    ],
    [
      { entries: [{ metricName: "Doors Knocked", value: "abc", date: "2026-11-20" }] },
      "entries.0.value",
      "Value must be a number",
    ],
    [
      { entries: [{ metricName: "Doors Knocked", value: 1, date: "2026-02-30" }] },
      "entries.0.date",
      "Date is not a real calendar day",
    ],
    [{ entries: [{ value: 1, date: "2026-11-20" }] }, "entries.0.metricName", "Name the metric (kpiDefinitionId or metricName)"],
    [
      {
        entries: [
          { metricName: "Doors Knocked", value: 40, date: "2026-11-20" },
          { metricName: "hours worked", value: 24.5, date: "2026-11-20" },
        ],
      },
      "entries.1.value",
      "Hours worked must be between 0 and 24",
    ],
    [{ entries: [] }, "entries", "Nothing to save"],
    [{ entries: [{ metricName: "Doors Knocked", value: 1, date: "2026-11-20", userId: 1 }] }, "entries.0", undefined],
  ] as const)("bulk answers 400 for %j", async ([payload, field, message], { app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({ method: "POST", url: "/api/kpi-entries/bulk", headers: bearer(user), payload });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().errors[field]).toContain(message);
    expect((await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json()).toEqual([]);
  });

  test("the same metric twice for one day in one bulk save is refused", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers: bearer(user),
      payload: { entries: [1, 2].map((value) => ({ metricName: "Doors Knocked", value, date: "2026-11-20" })) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The same metric appears twice for one day");
  });

  test("a range needs both dates in order", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const half = await app.inject({ method: "GET", url: "/api/kpi-entries?startDate=2026-11-01", headers: bearer(user) });
    expect(half.statusCode).toBe(400);
    const reversed = await app.inject({
      method: "GET",
      url: "/api/kpi-entries?startDate=2026-11-02&endDate=2026-11-01",
      headers: bearer(user),
    });
    expect(reversed.statusCode).toBe(400);
  });

  test("another user's entries are invisible and their metric ids answer 404", async ({ app }) => {
    const a = await createUser(app, { onboard: "solar" });
    const b = await createUser(app, { onboard: "solar" });
    await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(a),
      payload: { metricName: "Doors Knocked", value: 9, date: "2026-11-20" },
    });
    const aDefs = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(a) })).json();
    expect((await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(b) })).json()).toEqual([]);
    const quick = await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(b),
      payload: { kpiDefinitionId: aDefs[0].id, value: 1, date: "2026-11-20" },
    });
    expect(quick.statusCode).toBe(404);
    const del = await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${aDefs[0].id}`, headers: bearer(b) });
    expect(del.statusCode).toBe(404);
    const still = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(a) })).json();
    expect(still).toHaveLength(aDefs.length);
    const aEntries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(a) })).json();
    expect(aEntries).toEqual([expect.objectContaining({ value: 9 })]);
  });

  test("every metrics route answers 401 when signed out", async ({ app }) => {
    for (const [method, url] of [
      ["GET", "/api/kpi-definitions"],
      ["POST", "/api/kpi-definitions"],
      ["DELETE", "/api/kpi-definitions/1"],
      ["GET", "/api/kpi-entries"],
      ["POST", "/api/kpi-entries"],
      ["POST", "/api/kpi-entries/bulk"],
      ["POST", "/api/cleanup/duplicates"],
      ["GET", "/api/dashboard"],
      ["GET", "/api/user/preferences"],
      ["PATCH", "/api/user/preferences"],
      ["PUT", "/api/user/preferences"],
      ["PATCH", "/api/user/industry"],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
