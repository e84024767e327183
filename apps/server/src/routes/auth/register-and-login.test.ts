import { KPI_KEYS } from "@measured/core";
import { describe, expect } from "vitest";
import { LOGIN_LIMITS, loginLimits } from "../../services/auth/accounts";
import { PASSWORD_HASHING, passwordHashingQueue } from "../../services/auth/hashing-queue";
import { test as base, buildTestApp, test } from "../../test/app";
import { bearer, createUser, uniqueEmail } from "../../test/factories";

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

  test("locks an account for one address after 5 failures there with 429 and Retry-After, even for the right password", async ({
    app,
  }) => {
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
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
  });

  test("wrong passwords from five other addresses do not lock the owner out of theirs", async ({ app }) => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: user.email, password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const owner = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "203.0.113.20",
      payload: { email: user.email, password: user.password },
    });
    expect(owner.statusCode).toBe(200);
  });

  test("failures from many addresses are still limited per account, far above one address's share", async ({ app }) => {
    const user = await createUser(app);
    // The first 95 failures, as if from 95 addresses (sending them costs 95 hashes).
    const accountKey = loginLimits(user.email, "", { loginPerAddress: 1, registerPerAddress: 1 }).find((l) =>
      l.key.startsWith("login:account:"),
    )?.key;
    expect(accountKey).toBe(`login:account:${user.email}`);
    await app.db.insert(app.db._.fullSchema.rateLimitHits).values(Array.from({ length: 95 }, () => ({ key: accountKey ?? "" })));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { email: user.email, password: i < 5 ? `wrong-${i}` : user.password },
      });
      statuses.push(res.statusCode);
    }
    expect(LOGIN_LIMITS.perAccount).toBe(100);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  test("a success gives its slot back: only failures count", async ({ app }) => {
    const user = await createUser(app);
    const login = (password: string) =>
      app.inject({ method: "POST", url: "/api/auth/login", payload: { email: user.email, password } });
    for (let i = 0; i < 4; i++) expect((await login(`wrong-${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(user.password)).statusCode).toBe(200);
    expect((await login("wrong-again")).statusCode).toBe(401);
    expect((await login(user.password)).statusCode).toBe(429);
  });

  test("answers 503 with Retry-After when the hashing queue is full, and the attempt does not count", async ({ app }) => {
    const user = await createUser(app);
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { concurrency, maxWaiting } = PASSWORD_HASHING;
    // Fills every running and waiting place of the process's hashing queue until the gate opens.
    const blockers = Array.from({ length: concurrency + maxWaiting }, () => passwordHashingQueue.run(() => gate));
    try {
      for (let i = 0; i < 6; i++) {
        const busy = await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: `wrong-${i}` },
        });
        expect(busy.statusCode).toBe(503);
        expect(busy.headers["retry-after"]).toBe("2");
        expect(busy.json()).toEqual({ message: "Measured is busy. Please try again in a few seconds." });
      }
    } finally {
      open();
      await Promise.all(blockers);
    }
    const ok = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
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

describe("messages that say the actual failure", () => {
  test("a 10,000-character password and a 101-character first name say they are too long", async ({ app }) => {
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@b.co", password: "x".repeat(10_000) },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors).toEqual({ password: ["Password must be at most 200 characters"] });

    const register = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: "x".repeat(10_000), firstName: "F".repeat(101), lastName: "Rep" },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors).toEqual({
      password: ["Password must be at most 200 characters"],
      firstName: ["First name must be at most 100 characters"],
    });
  });

  test("18 KPI ids at onboarding say there are too many, not that none is selected", async ({ app }) => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: bearer(user),
      payload: { industry: "solar", kpis: [...KPI_KEYS, "hoursWorked"] },
    });
    expect(KPI_KEYS.length + 1).toBe(18);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ kpis: ["Choose at most 17 metrics"] });
  });
});
