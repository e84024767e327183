import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";

describe("user preferences", () => {
  test("start empty, merge visibility toggles, replace the order", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const empty = await app.inject({ method: "GET", url: "/api/user/preferences", headers: bearer(user) });
    expect(empty.json()).toEqual({ metricOrder: [], metricVisibility: {}, enabledMetrics: null });

    await app.inject({
      method: "PATCH",
      url: "/api/user/preferences",
      headers: bearer(user),
      payload: { metricVisibility: { "Tags Put": false } },
    });
    const merged = await app.inject({
      method: "PATCH",
      url: "/api/user/preferences",
      headers: bearer(user),
      payload: { metricVisibility: { "Doors Knocked": true } },
    });
    expect(merged.json().metricVisibility).toEqual({ "Tags Put": false, "Doors Knocked": true });

    const ordered = await app.inject({
      method: "PUT",
      url: "/api/user/preferences",
      headers: bearer(user),
      payload: { metricOrder: ["Doors Knocked", "Hours Worked"] },
    });
    expect(ordered.json()).toMatchObject({
      metricOrder: ["Doors Knocked", "Hours Worked"],
      metricVisibility: { "Tags Put": false },
    });
  });

  test("refuses bad bodies and writes nothing", async ({ app }) => {
    const user = await createUser(app);
    for (const [method, payload] of [
      ["PATCH", { metricVisibility: { "Tags Put": "no" } }],
      ["PATCH", { metricOrder: ["A"] }],
      ["PUT", { metricOrder: "Doors Knocked" }],
      ["PUT", { metricOrder: ["A"], userId: 1 }],
    ] as const) {
      const res = await app.inject({ method, url: "/api/user/preferences", headers: bearer(user), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await app.inject({ method: "GET", url: "/api/user/preferences", headers: bearer(user) })).json()).toEqual({
      metricOrder: [],
      metricVisibility: {},
      enabledMetrics: null,
    });
  });

  test("are each user's own", async ({ app }) => {
    const a = await createUser(app);
    const b = await createUser(app);
    await app.inject({ method: "PUT", url: "/api/user/preferences", headers: bearer(a), payload: { metricOrder: ["X"] } });
    expect((await app.inject({ method: "GET", url: "/api/user/preferences", headers: bearer(b) })).json().metricOrder).toEqual(
      [],
    );
  });
});
