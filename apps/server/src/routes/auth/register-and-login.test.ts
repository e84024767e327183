import { describe, expect } from "vitest";
import { test as base, buildTestApp, test } from "../../test/app";
import { createUser, uniqueEmail } from "../../test/factories";

describe("POST /api/auth/register", () => {
  test("creates the account, returns a token and sets an HttpOnly session cookie", async ({ app }) => {
    const email = uniqueEmail();
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "longenough", firstName: "Ana", lastName: "Diaz" },
    });
    expect(res.statusCode).toBe(201);
    const { token } = res.json<{ token: string }>();
    expect(token).toMatch(/^[\w-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === "measured_session");
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: "Lax", path: "/" });

    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ email, firstName: "Ana", lastName: "Diaz", isOnboarded: false, authProvider: "email" });
  });

  test("stores only an argon2id hash of the password and a hash of the session token", async ({ app }) => {
    const user = await createUser(app, { password: "plain-text-secret" });
    const row = await app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("plain-text-secret");
    const sessions = await app.db.query.sessions.findMany({ where: (s, { eq }) => eq(s.userId, user.id) });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.sid).not.toBe(user.token);
    expect(sessions[0]?.sid).toMatch(/^[0-9a-f]{64}$/);
  });

  test("refuses an e-mail that exists in any letter case with 409", async ({ app }) => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: user.email.toUpperCase(), password: "longenough", firstName: "A", lastName: "B" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "An account with this email already exists" });
  });

  const cases: { payload: Record<string, string>; field: string; message: string }[] = [
    {
      payload: { email: "not-an-email", password: "longenough", firstName: "A", lastName: "B" },
      field: "email",
      message: "Invalid email address",
    },
    {
      payload: { email: "a@b.co", password: "short", firstName: "A", lastName: "B" },
      field: "password",
      message: "Password must be at least 8 characters",
    },
    {
      payload: { email: "a@b.co", password: "longenough", firstName: "  ", lastName: "B" },
      field: "firstName",
      message: "First name is required",
    },
    {
      payload: { email: "a@b.co", password: "longenough", firstName: "A", lastName: "" },
      field: "lastName",
      message: "Last name is required",
    },
    { payload: { email: "a@b.co", password: "longenough", firstName: "A" }, field: "lastName", message: "Last name is required" },
  ];
  test.for(cases)("answers 400 with '$message' on $field", async ({ payload, field, message }, { app }) => {
    const res = await app.inject({ method: "POST", url: "/api/auth/register", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await app.db.$count(app.db._.fullSchema.users)).toBe(0);
  });

  test("refuses unknown keys such as isOnboarded (mass assignment) and writes nothing", async ({ app }) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: "longenough", firstName: "A", lastName: "B", isOnboarded: true },
    });
    expect(res.statusCode).toBe(400);
    expect(await app.db.$count(app.db._.fullSchema.users)).toBe(0);
  });

  test("answers 400 with a clear message for a body that is not JSON", async ({ app }) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Request body is not valid JSON" });
  });
});

describe("POST /api/auth/login", () => {
  test("returns a new token for the right password, any e-mail case", async ({ app }) => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(token).not.toBe(user.token);
    expect(res.cookies.find((c) => c.name === "measured_session")?.value).toBe(token);
  });

  test("answers 401 with one message for a wrong password and for an unknown e-mail", async ({ app }) => {
    const user = await createUser(app);
    const wrong = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "nope-nope" },
    });
    const unknown = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: uniqueEmail(), password: "nope-nope" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  test("validates the body: bad e-mail and empty password", async ({ app }) => {
    const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "x", password: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ email: ["Invalid email address"], password: ["Password is required"] });
  });

  test("locks an account after 5 failures with 429 and Retry-After, even for the right password", async ({ app }) => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
  });

  test("limits failures per address across accounts", async ({ app }) => {
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: uniqueEmail(), password: "wrong-pass" },
      });
      expect(res.statusCode).toBe(401);
    }
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(429);
    // A forged X-Forwarded-For does not give a fresh address.
    const forged = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-forwarded-for": "203.0.113.9" },
      payload: { email: user.email, password: user.password },
    });
    expect(forged.statusCode).toBe(429);
  });
});

describe("sign-up limit per address", () => {
  base("the address limit answers 429 with Retry-After once used up", async () => {
    const built = await buildTestApp({ env: { REGISTER_LIMIT_PER_ADDRESS: "2" } });
    try {
      const signUp = () =>
        built.app.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: { email: uniqueEmail(), password: "longenough", firstName: "A", lastName: "B" },
        });
      expect((await signUp()).statusCode).toBe(201);
      expect((await signUp()).statusCode).toBe(201);
      const third = await signUp();
      expect(third.statusCode).toBe(429);
      expect(third.headers["retry-after"]).toBeDefined();
      expect(third.json().message).toMatch(/^Too many accounts created from this address\. Try again in \d+ minutes?\.$/);
    } finally {
      await built.close();
    }
  });
});
