import { describe, expect } from "vitest";
import { passwordHashingQueue } from "../../services/auth/hashing-queue";
import { FORGOT_LIMITS, RESET_LIMITS } from "../../services/auth/password-reset";
import { TEST_APP_URL, test } from "../../test/app";
import { bearer, createUser, uniqueEmail } from "../../test/factories";

const ANSWER = "If an account with that email exists, we've sent you a password reset link.";

function linkToken(text: string | undefined): string {
  const match = text?.match(/\/reset-password\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe("password reset", () => {
  test("forgot-password answers the same whether or not the account exists; mails only a real one", async ({ app, outbox }) => {
    const user = await createUser(app);
    const known = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } });
    const unknown = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: uniqueEmail() } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: ANSWER });
    expect(unknown.json()).toEqual(known.json());
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.to).toBe(user.email);
  });

  test("the link is built from APP_URL, not the Host header, and the token is stored hashed", async ({ app, outbox }) => {
    const user = await createUser(app);
    await app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
      payload: { email: user.email },
    });
    expect(outbox[0]?.text).toContain(`${TEST_APP_URL}/reset-password?token=`);
    expect(outbox[0]?.text).not.toContain("evil.example");
    const token = linkToken(outbox[0]?.text);
    const row = await app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
    expect(row?.resetToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.resetToken).not.toBe(token);
    expect(row?.resetTokenExpiry?.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(row?.resetTokenExpiry?.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
  });

  test("validate, reset, sign in with the new password; the link is single-use; old sessions end", async ({ app, outbox }) => {
    const user = await createUser(app);
    await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } });
    const token = linkToken(outbox[0]?.text);

    const valid = await app.inject({ method: "GET", url: `/api/auth/validate-reset-token?token=${token}` });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ email: user.email });

    const reset = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "brand-new-pass" },
    });
    expect(reset.statusCode).toBe(200);
    // A browser that opened the link signed in drops its (now ended) session cookie.
    expect(String(reset.headers["set-cookie"])).toMatch(/^measured_session=;.*Expires=Thu, 01 Jan 1970/);

    expect((await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(user) })).statusCode).toBe(401);
    const oldLogin = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "brand-new-pass" },
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "another-pass" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: "This password reset link is invalid or has expired." });
    expect((await app.inject({ method: "GET", url: `/api/auth/validate-reset-token?token=${token}` })).statusCode).toBe(404);
  });

  test("an expired token is refused", async ({ app, outbox }) => {
    const user = await createUser(app);
    await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } });
    const token = linkToken(outbox[0]?.text);
    const { users } = app.db._.fullSchema;
    await app.db.update(users).set({ resetTokenExpiry: new Date(Date.now() - 1000) });
    expect((await app.inject({ method: "GET", url: `/api/auth/validate-reset-token?token=${token}` })).statusCode).toBe(404);
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "brand-new-pass" },
    });
    expect(res.statusCode).toBe(400);
  });

  test("two concurrent resets with one token: exactly one succeeds", async ({ app, outbox }) => {
    const user = await createUser(app);
    await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } });
    const token = linkToken(outbox[0]?.text);
    const results = await Promise.all(
      ["first-password", "second-password"].map((newPassword) =>
        app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  test("validates input: short new password, missing token, bad e-mail", async ({ app }) => {
    const short = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "abc", newPassword: "short" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.newPassword).toEqual(["Password must be at least 8 characters"]);
    const noToken = await app.inject({ method: "GET", url: "/api/auth/validate-reset-token" });
    expect(noToken.statusCode).toBe(400);
    const badEmail = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: "nope" } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.email).toEqual(["Invalid email address"]);
  });

  test("forgot-password is rate limited per account and address with 429", async ({ app, outbox }) => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } })).statusCode,
      ).toBe(200);
    }
    const res = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(res.json().message).toMatch(/^Too many reset requests\. Try again in \d+ minutes?\.$/);
    expect(outbox).toHaveLength(5);
  });

  test("strangers' requests do not block the owner's own reset", async ({ app, outbox }) => {
    const user = await createUser(app);
    const forgot = (remoteAddress: string) =>
      app.inject({ method: "POST", url: "/api/auth/forgot-password", remoteAddress, payload: { email: user.email } });
    // Five from one stranger's address, then one each from four more.
    for (let i = 0; i < 5; i++) expect((await forgot("198.51.100.1")).statusCode).toBe(200);
    expect((await forgot("198.51.100.1")).statusCode).toBe(429);
    for (let i = 2; i <= 5; i++) expect((await forgot(`198.51.100.${i}`)).statusCode).toBe(200);

    const own = await forgot("203.0.113.20");
    expect(own.statusCode).toBe(200);
    expect(outbox).toHaveLength(10);
    const token = linkToken(outbox.at(-1)?.text);
    const reset = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: "203.0.113.20",
      payload: { token, newPassword: "brand-new-pass" },
    });
    expect(reset.statusCode).toBe(200);
  });

  test("one account gets at most FORGOT_LIMITS.perAccount mails an hour, however many addresses ask", async ({ app, outbox }) => {
    const user = await createUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < FORGOT_LIMITS.perAccount + 3; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: user.email },
      });
      statuses.push(res.statusCode);
    }
    expect(FORGOT_LIMITS.perAccount).toBe(10);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(outbox).toHaveLength(10);
  });

  test("reset-password checks the token before hashing and is limited per address", async ({ app }) => {
    const hashesBefore = passwordHashingQueue.stats.started;
    const statuses: number[] = [];
    for (let i = 0; i < RESET_LIMITS.perAddress + 2; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: `made-up-${i}`, newPassword: "p".repeat(200) },
      });
      statuses.push(res.statusCode);
    }
    expect(passwordHashingQueue.stats.started - hashesBefore).toBe(0);
    expect(statuses.slice(0, RESET_LIMITS.perAddress).every((s) => s === 400)).toBe(true);
    const refused = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "made-up", newPassword: "longenough" },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many password reset attempts\. Try again in \d+ minutes?\.$/);
    // Another address is not affected.
    const elsewhere = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: "203.0.113.20",
      payload: { token: "made-up", newPassword: "longenough" },
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
