import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";

describe("GET /api/auth/user", () => {
  test("answers 401 when signed out, with a bad token, and with a bad cookie", async ({ app }) => {
    for (const headers of [{}, { authorization: "Bearer not-a-token" }, { cookie: "measured_session=forged" }]) {
      const res = await app.inject({ method: "GET", url: "/api/auth/user", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }
  });

  test("drops a session cookie that no longer signs in, and only such a cookie", async ({ app }) => {
    const user = await createUser(app);
    const { sessions } = app.db._.fullSchema;
    await app.db.delete(sessions);
    const stale = await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: user.cookie } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: "Unauthorized" });
    const cleared = stale.cookies.find((c) => c.name === "measured_session");
    expect(cleared?.value).toBe("");
    expect(cleared?.path).toBe("/");

    const bearerOnly = await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) });
    expect(bearerOnly.statusCode).toBe(401);
    expect(bearerOnly.cookies).toEqual([]);
  });

  test("accepts the session cookie and the bearer token, and leaks no secrets", async ({ app }) => {
    const user = await createUser(app);
    for (const headers of [{ cookie: user.cookie }, bearer(user)]) {
      const res = await app.inject({ method: "GET", url: "/api/auth/user", headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.email).toBe(user.email);
      expect(Object.keys(body).sort()).toEqual(
        [
          "authProvider",
          "createdAt",
          "email",
          "firstName",
          "id",
          "industry",
          "isEmailVerified",
          "isOnboarded",
          "lastName",
          "profileImageUrl",
          "selectedKpis",
        ].sort(),
      );
      expect(res.body).not.toMatch(/password|hash|reset|token|secret|googleSub/i);
    }
  });

  test("an expired session no longer signs in", async ({ app }) => {
    const user = await createUser(app);
    const { sessions } = app.db._.fullSchema;
    await app.db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
    const res = await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) });
    expect(res.statusCode).toBe(401);
  });

  test("a session older than the absolute limit ends even while in use", async ({ app }) => {
    const user = await createUser(app);
    const { sessions } = app.db._.fullSchema;
    await app.db.update(sessions).set({ sess: { createdAt: new Date(Date.now() - 91 * 86_400_000).toISOString() } });
    const res = await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) });
    expect(res.statusCode).toBe(401);
    expect(await app.db.$count(sessions)).toBe(0);
  });
});

describe("POST /api/auth/logout", () => {
  test("revokes the session it was called with and clears the cookie; other sessions stay", async ({ app }) => {
    const user = await createUser(app);
    const second = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    const otherToken = second.json<{ token: string }>().token;

    const res = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === "measured_session");
    expect(cleared?.value).toBe("");

    expect((await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) })).statusCode).toBe(401);
    const other = await app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${otherToken}` } });
    expect(other.statusCode).toBe(200);
  });

  test("with a bearer token revokes that token", async ({ app }) => {
    const user = await createUser(app);
    expect((await app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(user) })).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) })).statusCode).toBe(401);
  });

  test("signed out it still answers 204", async ({ app }) => {
    expect((await app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
  });
});

describe("GET /api/login", () => {
  test("redirects to /signin", async ({ app }) => {
    const res = await app.inject({ method: "GET", url: "/api/login" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/signin");
  });
});

describe("deleting a user", () => {
  test("cascades to their sessions", async ({ app }) => {
    const user = await createUser(app);
    const { users, sessions } = app.db._.fullSchema;
    await app.db.delete(users);
    expect(await app.db.$count(sessions)).toBe(0);
    expect((await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) })).statusCode).toBe(401);
  });
});
