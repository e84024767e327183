import { QUOTAS } from "@measured/core";
import { eq } from "@measured/db";
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
          "hasPassword",
          "id",
          "industry",
          "isEmailVerified",
          "isOnboarded",
          "lastName",
          "profileImageUrl",
          "selectedKpis",
        ].sort(),
      );
      // `hasPassword` says whether there is one (true or false); nothing else may name a password.
      expect(body.hasPassword).toBe(true);
      expect(res.body.replace('"hasPassword":true', "")).not.toMatch(/password|hash|reset|token|secret|googleSub/i);
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

describe("a cookie and a bearer token together (the rule: a live bearer is the credential, else the cookie)", () => {
  test("the Authorization scheme is case-insensitive", async ({ app }) => {
    const user = await createUser(app);
    for (const scheme of ["bearer", "BEARER", "Bearer", "bEaReR"]) {
      const res = await app.inject({
        method: "GET",
        url: "/api/auth/user",
        headers: { authorization: `${scheme} ${user.token}` },
      });
      expect(res.statusCode).toBe(200);
    }
    for (const authorization of [`Basic ${user.token}`, `Bearer${user.token}`, `Bearer ${user.token} extra`]) {
      const res = await app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });

  test("a stale cookie does not hide a valid bearer, and logout ends the bearer's session", async ({ app }) => {
    const user = await createUser(app);
    const stale = await createUser(app);
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(stale) });
    const headers = { cookie: stale.cookie, ...bearer(user) };

    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);

    const out = await app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(out.statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) })).statusCode).toBe(401);
  });

  test("a stale bearer left in storage does not hide a live cookie", async ({ app }) => {
    const user = await createUser(app);
    const stale = await createUser(app);
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(stale) });
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: user.cookie, ...bearer(stale) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
  });

  test("two live credentials: the bearer's user is the one signed in; logout ends both", async ({ app }) => {
    const cookieUser = await createUser(app);
    const bearerUser = await createUser(app);
    const headers = { cookie: cookieUser.cookie, ...bearer(bearerUser) };
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers });
    expect(me.json().email).toBe(bearerUser.email);

    expect((await app.inject({ method: "POST", url: "/api/auth/logout", headers })).statusCode).toBe(204);
    for (const only of [{ cookie: cookieUser.cookie }, bearer(bearerUser)]) {
      expect((await app.inject({ method: "GET", url: "/api/auth/user", headers: only })).statusCode).toBe(401);
    }
  });
});

describe("sessions per user", () => {
  test("a sign-in past QUOTAS.sessionsPerUser ends the oldest sessions, so the count stays at the cap", async ({ app }) => {
    const user = await createUser(app);
    const { sessions } = app.db._.fullSchema;
    const max = QUOTAS.sessionsPerUser.max;
    // The sign-up's session is the oldest; fill up to the cap with newer ones.
    await app.db
      .update(sessions)
      .set({ sess: { createdAt: new Date(Date.now() - 10 * 86_400_000).toISOString() } })
      .where(eq(sessions.userId, user.id));
    await app.db.insert(sessions).values(
      Array.from({ length: max - 1 }, (_, i) => ({
        sid: `filler-${i}`,
        userId: user.id,
        sess: { createdAt: new Date(Date.now() - (9 - i / max) * 86_400_000).toISOString() },
        expire: new Date(Date.now() + 86_400_000),
      })),
    );
    expect(await app.db.$count(sessions, eq(sessions.userId, user.id))).toBe(max);

    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(await app.db.$count(sessions, eq(sessions.userId, user.id))).toBe(max);
    // The oldest (the sign-up's) ended; the new one works.
    expect((await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) })).statusCode).toBe(401);
    const fresh = login.json<{ token: string }>().token;
    expect(
      (await app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${fresh}` } })).statusCode,
    ).toBe(200);
  });

  test("parallel sign-ins never leave more than the cap", async ({ app }) => {
    const user = await createUser(app);
    const { sessions } = app.db._.fullSchema;
    const max = QUOTAS.sessionsPerUser.max;
    await app.db.insert(sessions).values(
      Array.from({ length: max - 1 }, (_, i) => ({
        sid: `filler-${i}`,
        userId: user.id,
        sess: { createdAt: new Date(Date.now() - 86_400_000).toISOString() },
        expire: new Date(Date.now() + 86_400_000),
      })),
    );
    const logins = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.inject({ method: "POST", url: "/api/auth/login", payload: { email: user.email, password: user.password } }),
      ),
    );
    expect(logins.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await app.db.$count(sessions, eq(sessions.userId, user.id))).toBe(max);
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
