import { TWO_FACTOR } from "@measured/core";
import { Secret, TOTP } from "otpauth";
import type { App } from "../app";
import { bearer, type TestUser } from "./factories";

/** The code an authenticator app shows for `secret`, `steps` periods from now (as a phone computes it). */
export function codeFor(secret: string, steps = 0, now = Date.now()): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: TWO_FACTOR.digits, period: TWO_FACTOR.periodSeconds });
  return totp.generate({ timestamp: now + steps * TWO_FACTOR.periodSeconds * 1000 });
}

/** Starts set-up for `user` and answers the key the page would show. */
export async function startTwoFactorSetup(app: App, user: TestUser): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/user/two-factor/setup", headers: bearer(user) });
  if (res.statusCode !== 200) throw new Error(`two-factor setup: ${res.statusCode} ${res.body}`);
  return res.json<{ secret: string }>().secret;
}

/**
 * Turns two-factor on for `user` with the code of the previous time step (so the current one is still
 * free for a sign-in), answering the key and the ten recovery codes.
 */
export async function turnOnTwoFactor(app: App, user: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = await startTwoFactorSetup(app, user);
  const res = await app.inject({
    method: "POST",
    url: "/api/user/two-factor/confirm",
    headers: bearer(user),
    payload: { code: codeFor(secret, -1), currentPassword: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`two-factor confirm: ${res.statusCode} ${res.body}`);
  return { secret, recoveryCodes: res.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
