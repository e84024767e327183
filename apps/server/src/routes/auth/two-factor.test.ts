import { TWO_FACTOR, TWO_FACTOR_MESSAGES } from "@measured/core";
import { count, eq, schema } from "@measured/db";
import { describe, expect } from "vitest";
import { TWO_FACTOR_LIMITS } from "../../services/auth/two-factor";
import { test } from "../../test/app";
import { createUser, type TestUser } from "../../test/factories";
import { codeFor, turnOnTwoFactor } from "../../test/two-factor";

type App = Parameters<typeof createUser>[0];

const login = (app: App, rep: TestUser) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email: rep.email, password: rep.password } });
const verify = (app: App, challenge: string, code: string, remoteAddress = "127.0.0.1") =>
  app.inject({ method: "POST", url: "/api/auth/two-factor", payload: { challenge, code }, remoteAddress });
const me = (app: App, token: string) =>
  app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${token}` } });

/** The password, answered with a challenge (and no session). */
async function challengeFor(app: App, rep: TestUser): Promise<string> {
  const res = await login(app, rep);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ twoFactorRequired: boolean; challenge: string }>();
  expect(body.twoFactorRequired).toBe(true);
  return body.challenge;
}

/** Six digits no authenticator shows for `secret` around now. */
function wrongCodeFor(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => codeFor(secret, steps)));
  let n = 123456;
  while (near.has(String(n))) n++;
  return String(n);
}

const sessionsOf = async (app: App, userId: number) =>
  (await app.db.select({ n: count() }).from(schema.sessions).where(eq(schema.sessions.userId, userId)))[0]?.n;

describe("sign-in with two-factor on (issue 25, decision 066)", () => {
  test("the password answers a challenge and starts no session; the app's code then starts one as login does", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, rep);
    const sessionsBefore = await sessionsOf(app, rep.id);
    const res = await login(app, rep);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(["twoFactorRequired", "challenge"]);
    expect(res.cookies.find((c) => c.name === "measured_session")).toBeUndefined();
    expect(await sessionsOf(app, rep.id)).toBe(sessionsBefore);
    const { challenge } = res.json<{ challenge: string }>();
    // Only the challenge's SHA-256 is kept.
    const stored = await app.db.select().from(schema.signInChallenges).where(eq(schema.signInChallenges.userId, rep.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(challenge);

    const done = await verify(app, challenge, codeFor(secret));
    expect(done.statusCode, done.body).toBe(200);
    const { token } = done.json<{ token: string }>();
    expect(done.cookies.find((c) => c.name === "measured_session")?.value).toBe(token);
    expect((await me(app, token)).json()).toMatchObject({ id: rep.id, email: rep.email });
    expect(await sessionsOf(app, rep.id)).toBe((sessionsBefore ?? 0) + 1);
    // The challenge is spent.
    expect((await verify(app, challenge, codeFor(secret, 1))).json().message).toBe(TWO_FACTOR_MESSAGES.expired);
  });

  test("a wrong code is refused, starts nothing, and the same challenge still takes the right code", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, rep);
    const challenge = await challengeFor(app, rep);
    const wrong = await verify(app, challenge, wrongCodeFor(secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: TWO_FACTOR_MESSAGES.wrongCode });
    expect(wrong.cookies.find((c) => c.name === "measured_session")).toBeUndefined();
    expect((await verify(app, challenge, "not a code")).json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    const right = await verify(app, challenge, ` ${codeFor(secret).slice(0, 3)} ${codeFor(secret).slice(3)} `);
    expect(right.statusCode, right.body).toBe(200);
  });

  test("a code used once is refused in the same window, on a new sign-in too, and so is an earlier one", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, rep);
    const code = codeFor(secret);
    expect((await verify(app, await challengeFor(app, rep), code)).statusCode).toBe(200);
    const again = await challengeFor(app, rep);
    const reused = await verify(app, again, code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: TWO_FACTOR_MESSAGES.codeReused });
    // The step before the one used is older still: refused the same way.
    expect((await verify(app, again, codeFor(secret, -1))).json().message).toBe(TWO_FACTOR_MESSAGES.codeReused);
    // The next step's code (a phone a little ahead) still signs in.
    expect((await verify(app, again, codeFor(secret, 1))).statusCode).toBe(200);
  });

  test("the code that turned two-factor on cannot sign in", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, rep);
    // turnOnTwoFactor confirmed with the previous step's code.
    const res = await verify(app, await challengeFor(app, rep), codeFor(secret, -1));
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.codeReused);
  });

  test("a recovery code signs in once, in any case and without its dash, and is refused the second time", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { recoveryCodes } = await turnOnTwoFactor(app, rep);
    expect(recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    const [first = "", second = ""] = recoveryCodes;
    const once = await verify(app, await challengeFor(app, rep), first.replace("-", "").toUpperCase());
    expect(once.statusCode, once.body).toBe(200);
    const twice = await verify(app, await challengeFor(app, rep), first);
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toEqual({ message: TWO_FACTOR_MESSAGES.wrongCode });
    expect((await verify(app, await challengeFor(app, rep), second)).statusCode).toBe(200);
    const status = await app.inject({
      method: "GET",
      url: "/api/user/two-factor",
      headers: { authorization: `Bearer ${rep.token}` },
    });
    expect(status.json().recoveryCodesLeft).toBe(TWO_FACTOR.recoveryCodeCount - 2);
  });

  test(`the ${TWO_FACTOR.challengeMaxAttempts}th wrong code ends the challenge: the right code is then refused`, async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, rep);
    const challenge = await challengeFor(app, rep);
    const answers = [];
    for (let i = 0; i < TWO_FACTOR.challengeMaxAttempts; i++)
      answers.push((await verify(app, challenge, wrongCodeFor(secret))).json());
    expect(answers.slice(0, -1).every((a) => a.message === TWO_FACTOR_MESSAGES.wrongCode)).toBe(true);
    expect(answers.at(-1)).toEqual({ message: TWO_FACTOR_MESSAGES.tooManyWrongCodes });
    const late = await verify(app, challenge, codeFor(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.expired);
  });

  test("parallel wrong codes on one challenge never get more than its tries", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, rep);
    const challenge = await challengeFor(app, rep);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(app, challenge, wrongCodeFor(secret))));
    const messages = answers.map((r) => r.json().message);
    expect(messages.filter((m) => m === TWO_FACTOR_MESSAGES.wrongCode)).toHaveLength(TWO_FACTOR.challengeMaxAttempts - 1);
    expect(messages.filter((m) => m === TWO_FACTOR_MESSAGES.tooManyWrongCodes)).toHaveLength(1);
    expect(messages.filter((m) => m === TWO_FACTOR_MESSAGES.expired)).toHaveLength(3);
  });

  test("two right codes sent at once on one challenge start one session", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { recoveryCodes } = await turnOnTwoFactor(app, rep);
    const challenge = await challengeFor(app, rep);
    const [a = "", b = ""] = recoveryCodes;
    const answers = await Promise.all([verify(app, challenge, a), verify(app, challenge, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  test("an expired challenge and an unknown one are refused", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, rep);
    const challenge = await challengeFor(app, rep);
    await app.db
      .update(schema.signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.signInChallenges.userId, rep.id));
    const late = await verify(app, challenge, codeFor(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: TWO_FACTOR_MESSAGES.expired });
    expect((await verify(app, "no-such-challenge", codeFor(secret))).json()).toEqual({ message: TWO_FACTOR_MESSAGES.expired });
    // A new sign-in clears the expired one away.
    await challengeFor(app, rep);
    const left = await app.db.select().from(schema.signInChallenges).where(eq(schema.signInChallenges.userId, rep.id));
    expect(left).toHaveLength(1);
  });

  test(`wrong codes are limited per account across challenges and addresses: ${TWO_FACTOR_LIMITS.perAccount} per window, then 429`, async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, rep);
    let tried = 0;
    while (tried < TWO_FACTOR_LIMITS.perAccount) {
      const challenge = await challengeFor(app, rep);
      for (let i = 0; i < TWO_FACTOR.challengeMaxAttempts - 1 && tried < TWO_FACTOR_LIMITS.perAccount; i++, tried++) {
        const res = await verify(app, challenge, wrongCodeFor(secret), `203.0.113.${tried}`);
        expect(res.statusCode).toBe(401);
      }
    }
    const limited = await verify(app, await challengeFor(app, rep), codeFor(secret), "198.51.100.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().message).toMatch(/^Too many codes tried\. Try again in \d+ minutes?\.$/);
  });

  test("changing the password ends a sign-in waiting for its code: the code is then refused", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, rep);
    const waiting = await challengeFor(app, rep);
    const changed = await app.inject({
      method: "POST",
      url: "/api/user/password",
      headers: { authorization: `Bearer ${rep.token}` },
      payload: { currentPassword: rep.password, newPassword: "a brand new passphrase" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await verify(app, waiting, codeFor(secret, 1));
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.expired);
    expect(await app.db.select().from(schema.signInChallenges).where(eq(schema.signInChallenges.userId, rep.id))).toEqual([]);
  });

  test("a sign-in without two-factor still answers the session's token straight away", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const res = await login(app, rep);
    expect(Object.keys(res.json())).toEqual(["token"]);
  });
});
