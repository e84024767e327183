import { schema, sql } from "@measured/db";
import { describe, expect } from "vitest";
import { type TestContext, test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";

type App = TestContext["app"];
type Rep = TestUser;

const patch = (app: App, rep: Rep, payload: Record<string, unknown>) =>
  app.inject({ method: "PATCH", url: "/api/user/privacy", headers: bearer(rep), payload });
const view = (app: App, rep: Rep, screen: string) =>
  app.inject({ method: "POST", url: "/api/user/screen-views", headers: bearer(rep), payload: { screen } });
const totals = async (app: App, rep: Rep) =>
  (await app.inject({ method: "GET", url: "/api/user/screen-views", headers: bearer(rep) })).json();

async function usageRows(app: App) {
  const result = await app.db.execute(sql`select feature, uses from ${schema.usageCounts} order by feature`);
  return (result as unknown as { rows: { feature: string; uses: number }[] }).rows;
}

describe("GET/PATCH /api/user/privacy", () => {
  test("starts with auto logout on after 30 minutes and both analytics switches off; keeps what was not sent", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const read = async () => (await app.inject({ method: "GET", url: "/api/user/privacy", headers: bearer(rep) })).json();
    expect(await read()).toEqual({ autoLogout: true, autoLogoutMinutes: 30, analyticsTracking: false, usageStatistics: false });

    const changed = await patch(app, rep, { autoLogoutMinutes: 120 });
    expect(changed.statusCode).toBe(200);
    await patch(app, rep, { autoLogout: false });
    expect(await read()).toEqual({ autoLogout: false, autoLogoutMinutes: 120, analyticsTracking: false, usageStatistics: false });
  });

  test("refuses a period off the list, a non-boolean, extra keys and an empty body, changing nothing", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    for (const payload of [{ autoLogoutMinutes: 45 }, { autoLogoutMinutes: "30" }, { autoLogout: "yes" }, { x: 1 }, {}]) {
      const res = await patch(app, rep, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patch(app, rep, { autoLogoutMinutes: 45 })).json().message).toContain("Choose 5 minutes");
    const read = await app.inject({ method: "GET", url: "/api/user/privacy", headers: bearer(rep) });
    expect(read.json().autoLogoutMinutes).toBe(30);
  });
});

describe("POST/GET /api/user/screen-views", () => {
  test("with both switches off a view is answered and nothing is written", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    expect((await view(app, rep, "/pipeline")).statusCode).toBe(204);
    expect(await totals(app, rep)).toEqual({ days: 90, screens: [] });
    expect(await usageRows(app)).toEqual([]);
  });

  test("analytics tracking counts the rep's views per screen; turning it off forgets them", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    await patch(app, rep, { analyticsTracking: true });
    await patch(app, other, { analyticsTracking: true });
    for (const screen of ["/pipeline", "/pipeline", "/", "/pipeline"]) await view(app, rep, screen);
    await view(app, other, "/goals");
    expect(await totals(app, rep)).toEqual({
      days: 90,
      screens: [
        { screen: "/pipeline", views: 3 },
        { screen: "/", views: 1 },
      ],
    });
    // Usage statistics is a separate switch: still off, so no nameless count either.
    expect(await usageRows(app)).toEqual([]);

    await patch(app, rep, { analyticsTracking: false });
    expect((await totals(app, rep)).screens).toEqual([]);
    expect((await totals(app, other)).screens).toEqual([{ screen: "/goals", views: 1 }]);
    await view(app, rep, "/pipeline");
    expect((await totals(app, rep)).screens).toEqual([]);
  });

  test("usage statistics adds to the nameless daily count and records nothing under the rep", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await patch(app, rep, { usageStatistics: true });
    await view(app, rep, "/goals");
    await view(app, rep, "/goals");
    expect(await usageRows(app)).toEqual([{ feature: "screen:/goals", uses: 2 }]);
    expect((await totals(app, rep)).screens).toEqual([]);
  });

  test("refuses a path that is not one of the app's screens, and a query or typed text in it", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await patch(app, rep, { analyticsTracking: true });
    for (const screen of ["/no-such-page", "/clients?search=Jane Doe", "x".repeat(5000), ""]) {
      const res = await view(app, rep, screen);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Unknown screen");
    }
    expect((await totals(app, rep)).screens).toEqual([]);
  });
});
