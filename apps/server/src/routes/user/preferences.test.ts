import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";

describe("user preferences", () => {
  test("start empty, merge visibility toggles, replace the order", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const empty = await app.inject({ method: "GET", url: "/api/user/preferences", headers: bearer(user) });
    expect(empty.json()).toEqual({ metricOrder: [], metricVisibility: {}, enabledMetrics: null, dashboardAnalytics: [] });
    await app.inject({
      method: "PATCH",
      url: "/api/user/preferences",
      headers: bearer(user),
      payload: { metricVisibility: { "Hours Worked": false } },
    });
    const merged = await app.inject({
      method: "PATCH",
      url: "/api/user/preferences",
      headers: bearer(user),
      payload: { metricVisibility: { "Doors Knocked": true } },
    });
    expect(merged.json().metricVisibility).toEqual({ "Hours Worked": false, "Doors Knocked": true });
    const ordered = await app.inject({
      method: "PUT",
      url: "/api/user/preferences",
      headers: bearer(user),
      payload: { metricOrder: ["Doors Knocked", "Hours Worked"] },
    });
    expect(ordered.json()).toMatchObject({
      metricOrder: ["Doors Knocked", "Hours Worked"],
      metricVisibility: { "Hours Worked": false },
    });
  });

  test("keep only names of the user's own active metrics, compared by name key, under the metric's own name", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const junk = Object.fromEntries(Array.from({ length: 199 }, (_, i) => [`Not mine ${i}`, false]));
    const patched = await app.inject({
      method: "PATCH",
      url: "/api/user/preferences",
      headers: bearer(user),
      payload: { metricVisibility: { ...junk, "hours\u00a0WORKED": false } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().metricVisibility).toEqual({ "Hours Worked": false });
    const put = await app.inject({
      method: "PUT",
      url: "/api/user/preferences",
      headers: bearer(user),
      payload: { metricOrder: ["Tags Put", "doors knocked", "Hours Worked", "Doors Knocked", "Someone else's"] },
    });
    expect(put.json().metricOrder).toEqual(["Doors Knocked", "Hours Worked"]);
    // A metric removed later drops out of what is stored at the next save.
    const defs = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    const hours = defs.find((d: { name: string }) => d.name === "Hours Worked");
    await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${hours.id}`, headers: bearer(user) });
    const after = await app.inject({
      method: "PATCH",
      url: "/api/user/preferences",
      headers: bearer(user),
      payload: { metricVisibility: { "Doors Knocked": false } },
    });
    expect(after.json().metricVisibility).toEqual({ "Doors Knocked": false });
  });

  test("refuses bad bodies and writes nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const [method, payload] of [
      ["PATCH", { metricVisibility: { "Tags Put": "no" } }],
      ["PATCH", { metricOrder: ["A"] }],
      ["PATCH", { metricVisibility: { "Calls\u0000": true } }],
      ["PUT", { metricOrder: "Doors Knocked" }],
      ["PUT", { metricOrder: ["A"], userId: 1 }],
      ["PUT", { metricOrder: ["\u202eA"] }],
    ] as const) {
      const res = await app.inject({ method, url: "/api/user/preferences", headers: bearer(user), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await app.inject({ method: "GET", url: "/api/user/preferences", headers: bearer(user) })).json()).toEqual({
      metricOrder: [],
      metricVisibility: {},
      enabledMetrics: null,
      dashboardAnalytics: [],
    });
  });

  test("are each user's own", async ({ app }) => {
    const a = await createUser(app, { onboard: "solar" });
    const b = await createUser(app, { onboard: "solar" });
    await app.inject({
      method: "PUT",
      url: "/api/user/preferences",
      headers: bearer(a),
      payload: { metricOrder: ["Hours Worked"] },
    });
    expect((await app.inject({ method: "GET", url: "/api/user/preferences", headers: bearer(a) })).json().metricOrder).toEqual([
      "Hours Worked",
    ]);
    expect((await app.inject({ method: "GET", url: "/api/user/preferences", headers: bearer(b) })).json().metricOrder).toEqual(
      [],
    );
  });

  test("replace the analytics cards, refuse unknown options, keep visibility untouched", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const patch = (payload: unknown) =>
      app.inject({ method: "PATCH", url: "/api/user/preferences", headers: bearer(user), payload: payload as object });
    await patch({ metricVisibility: { "Hours Worked": false } });
    const chosen = await patch({ dashboardAnalytics: ["productivity_metrics", "conversion_metrics", "conversion_metrics"] });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      dashboardAnalytics: ["productivity_metrics", "conversion_metrics"],
      metricVisibility: { "Hours Worked": false },
    });
    expect((await patch({ dashboardAnalytics: [] })).json().dashboardAnalytics).toEqual([]);
    const unknown = await patch({ dashboardAnalytics: ["fake_figures"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("Unknown analytics option");
    const nothing = await patch({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toContain("Send metricVisibility or dashboardAnalytics");
    // Both at once, all or nothing: a bad metric visibility leaves the analytics as they were.
    const bad = await patch({ dashboardAnalytics: ["tagging_performance"], metricVisibility: { "a\u0000": true } });
    expect(bad.statusCode).toBe(400);
    const after = await app.inject({ method: "GET", url: "/api/user/preferences", headers: bearer(user) });
    expect(after.json().dashboardAnalytics).toEqual([]);
  });
});
