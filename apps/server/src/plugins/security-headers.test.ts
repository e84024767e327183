import { sql } from "@measured/db";
import { describe, expect } from "vitest";
import { test as base, buildTestApp, test } from "../test/app";

describe("security headers and error answers", () => {
  test("every answer carries CSP without inline scripts, nosniff, frame protection; API answers allow nothing and are not stored", async ({
    app,
  }) => {
    for (const url of ["/api/auth/user", "/healthz", "/api/nothing-here"]) {
      const res = await app.inject({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      if (url.startsWith("/api/")) {
        expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
      } else {
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
      }
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      if (url.startsWith("/api/")) expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  test("an unknown API route answers 404 JSON", async ({ app }) => {
    const res = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No route for GET /api/nothing-here" });
  });

  test("an unexpected error answers 500 without internals", async ({ app }) => {
    // Break the schema under the app: the next query fails inside a route with an SQL error.
    await app.db.execute(sql`DROP TABLE rate_limit_hits`);
    const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "a@b.co", password: "whatever1" } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(res.body).not.toMatch(/select|from|\.ts|at |stack/i);
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  test("a body over 1 MiB answers 413", async ({ app }) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@b.co", password: "x".repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Request body is too large" });
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("when the database cannot be reached", () => {
  test("requests answer 503 with Retry-After at once, and /healthz says unavailable", async ({ app }) => {
    await app.database.close();
    const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "a@b.co", password: "whatever1" } });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({ message: "Measured is briefly unavailable. Please try again in a few seconds." });
    const health = await app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(503);
  });
});

describe("served over HTTPS", () => {
  base("cookies are Secure and HSTS is sent", async () => {
    const built = await buildTestApp({ env: { APP_URL: "https://app.measured.example" } });
    try {
      const res = await built.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: "secure@example.com", password: "longenough", firstName: "S", lastName: "C" },
      });
      expect(res.cookies.find((c) => c.name === "measured_session")?.secure).toBe(true);
      expect(res.headers["strict-transport-security"]).toContain("max-age=31536000");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    } finally {
      await built.close();
    }
  });

  base("over plain http there is no HSTS and the cookie is not Secure", async () => {
    const built = await buildTestApp();
    try {
      const res = await built.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: "plain@example.com", password: "longenough", firstName: "P", lastName: "H" },
      });
      expect(res.cookies.find((c) => c.name === "measured_session")?.secure).toBeFalsy();
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await built.close();
    }
  });
});
