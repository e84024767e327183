import { TWO_FACTOR, TWO_FACTOR_MESSAGES } from "@measured/core";
import { eq, schema, sql } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { codeFor, startTwoFactorSetup, turnOnTwoFactor } from "../../test/two-factor";

type App = Parameters<typeof createUser>[0];

const status = (app: App, rep: TestUser) => app.inject({ method: "GET", url: "/api/user/two-factor", headers: bearer(rep) });
const post = (app: App, rep: TestUser, path: string, payload?: object) =>
  app.inject({ method: "POST", url: `/api/user/two-factor/${path}`, headers: bearer(rep), payload });
const login = (app: App, rep: TestUser) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email: rep.email, password: rep.password } });

describe("two-factor set-up on Privacy & Security (issue 25, decision 066)", () => {
  test("set-up answers a key, its otpauth address and a QR code, and changes nothing until confirmed", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    expect((await status(app, rep)).json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, googleOnly: false });
    const res = await post(app, rep, "setup");
    expect(res.statusCode, res.body).toBe(200);
    const { secret, uri, qrCode } = res.json<{ secret: string; uri: string; qrCode: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const address = new URL(uri);
    expect(address.protocol).toBe("otpauth:");
    expect(address.searchParams.get("secret")).toBe(secret);
    expect(address.searchParams.get("issuer")).toBe("Measured");
    expect(decodeURIComponent(address.pathname)).toContain(rep.email);
    expect(qrCode.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(Buffer.from(qrCode.split(",")[1] ?? "", "base64").toString()).toContain("<svg");
    expect((await status(app, rep)).json().enabled).toBe(false);
    expect(Object.keys((await login(app, rep)).json())).toEqual(["token"]);
  });

  test("confirming asks the current password and the app's code; then ten recovery codes, only their SHA-256 kept", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const secret = await startTwoFactorSetup(app, rep);
    const noPassword = await post(app, rep, "confirm", { code: codeFor(secret) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors?.currentPassword).toEqual(["Current password is required"]);
    const wrongPassword = await post(app, rep, "confirm", { code: codeFor(secret), currentPassword: "not my password" });
    expect(wrongPassword.json().errors?.currentPassword).toEqual(["Current password is incorrect"]);
    const wrongCode = await post(app, rep, "confirm", { code: "000000", currentPassword: rep.password });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors?.code).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    expect((await status(app, rep)).json().enabled).toBe(false);

    const res = await post(app, rep, "confirm", { code: codeFor(secret), currentPassword: rep.password });
    expect(res.statusCode, res.body).toBe(200);
    const { recoveryCodes } = res.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    expect(new Set(recoveryCodes).size).toBe(TWO_FACTOR.recoveryCodeCount);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await app.db
      .select()
      .from(schema.twoFactorRecoveryCodes)
      .where(eq(schema.twoFactorRecoveryCodes.userId, rep.id));
    expect(stored).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.join(" ")).not.toContain(row.codeHash);
    }
    const [user] = await app.db.select().from(schema.users).where(eq(schema.users.id, rep.id));
    expect(user?.twoFactorSecret).toBe(secret);
    expect(user?.twoFactorPendingSecret).toBeNull();
    const on = (await status(app, rep)).json();
    expect(on).toMatchObject({ enabled: true, recoveryCodesLeft: TWO_FACTOR.recoveryCodeCount, googleOnly: false });
    expect(Date.parse(on.enabledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await login(app, rep)).json().twoFactorRequired).toBe(true);
  });

  test("confirming with nothing waiting, or setting up while on, is refused with 409", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const none = await post(app, rep, "confirm", { code: "123456", currentPassword: rep.password });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: TWO_FACTOR_MESSAGES.noPendingSetup });
    await turnOnTwoFactor(app, rep);
    const again = await post(app, rep, "setup");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: TWO_FACTOR_MESSAGES.alreadyOn });
  });

  test("turning off takes the current password or a code; sign-in is then one step again and nothing is left", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, rep);
    expect((await post(app, rep, "disable", {})).json().errors?.code).toEqual([TWO_FACTOR_MESSAGES.proofRequired]);
    const wrong = await post(app, rep, "disable", { currentPassword: "not my password" });
    expect(wrong.json().errors?.currentPassword).toEqual(["Current password is incorrect"]);
    const wrongCode = await post(app, rep, "disable", { code: "000000" });
    expect(wrongCode.json().errors?.code).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    await login(app, rep); // a challenge waiting
    const off = await post(app, rep, "disable", { code: codeFor(secret) });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: TWO_FACTOR_MESSAGES.turnedOff });
    expect((await status(app, rep)).json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, googleOnly: false });
    expect(Object.keys((await login(app, rep)).json())).toEqual(["token"]);
    const { twoFactorRecoveryCodes, signInChallenges } = schema;
    expect(await app.db.$count(twoFactorRecoveryCodes, eq(twoFactorRecoveryCodes.userId, rep.id))).toBe(0);
    expect(await app.db.$count(signInChallenges, eq(signInChallenges.userId, rep.id))).toBe(0);
    expect((await post(app, rep, "disable", { currentPassword: rep.password })).statusCode).toBe(409);

    // On again with the password this time, then off by the password.
    await turnOnTwoFactor(app, rep);
    expect((await post(app, rep, "disable", { currentPassword: rep.password })).statusCode).toBe(200);
  });

  test("new recovery codes replace every old one", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const { recoveryCodes: old } = await turnOnTwoFactor(app, rep);
    const res = await post(app, rep, "recovery-codes", { currentPassword: rep.password });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    const signInWith = async (code: string) => {
      const { challenge } = (await login(app, rep)).json<{ challenge: string }>();
      return app.inject({ method: "POST", url: "/api/auth/two-factor", payload: { challenge, code } });
    };
    expect((await signInWith(old[0] ?? "")).statusCode).toBe(401);
    expect((await signInWith(fresh[0] ?? "")).statusCode).toBe(200);
  });

  test("Delete Account leaves none of the two-factor rows, rate-limit hits included", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await turnOnTwoFactor(app, rep);
    const { challenge } = (await login(app, rep)).json<{ challenge: string }>();
    await app.inject({ method: "POST", url: "/api/auth/two-factor", payload: { challenge, code: "000000" } });
    const { twoFactorRecoveryCodes, signInChallenges, rateLimitHits } = schema;
    expect(await app.db.$count(rateLimitHits, eq(rateLimitHits.key, `two-factor:account:${rep.id}`))).toBe(1);
    const gone = await app.inject({
      method: "DELETE",
      url: "/api/user/account",
      headers: bearer(rep),
      payload: { confirmation: rep.email },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await app.db.$count(twoFactorRecoveryCodes, eq(twoFactorRecoveryCodes.userId, rep.id))).toBe(0);
    expect(await app.db.$count(signInChallenges, eq(signInChallenges.userId, rep.id))).toBe(0);
    expect(await app.db.$count(rateLimitHits, sql`${rateLimitHits.key} like ${`%:account:${rep.id}`}`)).toBe(0);
  });
});
