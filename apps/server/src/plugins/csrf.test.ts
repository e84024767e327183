import { describe, expect } from "vitest";
import { TEST_APP_URL, test } from "../test/app";
import { createUser } from "../test/factories";

describe("cross-site request forgery", () => {
  test("a change request with a foreign Origin is refused and writes nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: { cookie: user.cookie, origin: "https://evil.example" },
      payload: { metricName: "Doors Knocked", value: 5, date: "2026-11-20" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Cross-site requests are not allowed" });
    const { kpiEntries } = app.db._.fullSchema;
    expect(await app.db.$count(kpiEntries)).toBe(0);
  });

  test("a browser's Sec-Fetch-Site: cross-site is refused, even for logout", async ({ app }) => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: user.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });

  test("a text/plain body (what a cross-site form can send) is refused", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: { cookie: user.cookie, "content-type": "text/plain" },
      payload: JSON.stringify({ metricName: "Doors Knocked", value: 5, date: "2026-11-20" }),
    });
    expect(res.statusCode).toBe(415);
    const { kpiEntries } = app.db._.fullSchema;
    expect(await app.db.$count(kpiEntries)).toBe(0);
  });

  test("our own pages (APP_URL, or the host the request came to) pass", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const headers of [
      { origin: TEST_APP_URL, "sec-fetch-site": "same-origin" },
      { origin: "http://127.0.0.1:5000", host: "127.0.0.1:5000" },
    ]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/kpi-entries",
        headers: { cookie: user.cookie, ...headers },
        payload: { metricName: "Doors Knocked", value: 1, date: "2026-11-20" },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  test("GET requests are never refused for their origin and change nothing", async ({ app }) => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(200);
  });
});
