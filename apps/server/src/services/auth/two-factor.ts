import { randomInt } from "node:crypto";
import {
  codeKind,
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES,
} from "@measured/core";
import { and, type Database, desc, eq, gt, inArray, isNull, lt, lte, or, schema, sql } from "@measured/db";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { HttpError } from "../../lib/http-errors";
import { hashToken, newToken } from "../../lib/tokens";
import { repWrite } from "../rep-writes/rep-write";
import { type Limit, releaseSlots, withSlots } from "./rate-limit";

const { users, twoFactorRecoveryCodes: recoveryCodes, signInChallenges: challenges } = schema;

const MINUTE = 60_000;
/**
 * Codes tried (decision 066), counted like failed sign-ins (only failures keep their slot): per account across
 * every address, so a spread-out guesser gets about 10 tries in 15 minutes against a million codes; per address,
 * against one address guessing many accounts. A challenge dies after TWO_FACTOR.challengeMaxAttempts besides.
 */
export const TWO_FACTOR_LIMITS = { perAccount: 10, perAddress: 50, windowMs: 15 * MINUTE };
/** Live challenges an account may hold (a rep signing in on several devices at once); older ones end. */
const LIVE_CHALLENGES_PER_ACCOUNT = 5;
const PRUNE_BATCH = 100;

/** The account key ends in `:account:<id>` so Delete Account's sweep of rate-limit rows takes it too. */
export function twoFactorLimits(userId: number, ip: string): Limit[] {
  return [
    { key: `two-factor:account:${userId}`, max: TWO_FACTOR_LIMITS.perAccount, windowMs: TWO_FACTOR_LIMITS.windowMs },
    { key: `two-factor:address:${ip}`, max: TWO_FACTOR_LIMITS.perAddress, windowMs: TWO_FACTOR_LIMITS.windowMs },
  ];
}

function totpFor(secret: string, label = ""): TOTP {
  return new TOTP({
    issuer: TWO_FACTOR.issuer,
    label,
    algorithm: "SHA1",
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh key (160 bits, RFC 4226's advice), its otpauth:// address for `label` and that address as a QR code. */
export async function newAuthenticatorKey(label: string): Promise<{ secret: string; uri: string; qrCode: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, label).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** The time step a six-digit code belongs to, when it is right for `secret` now (one step either side), else null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: normalizeRecoveryCode(code), timestamp: now, window: TWO_FACTOR.window });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Records `step` as the account's last used one, only when it is later than the last: in one statement, so two
 * requests with the same code cannot both pass. False means the code (or an earlier one) was used already.
 */
export async function claimStep(db: Database, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

export type CodeCheck = "ok" | "wrong" | "reused";

/**
 * Checks a code against the account's two-factor: six digits against its key, once per time step (a code for a
 * step at or before the last one used is refused, decision 066); a recovery code is marked used in the same
 * statement that finds it, so it works once.
 */
export async function checkCode(db: Database, userId: number, code: string): Promise<CodeCheck> {
  const [user] = await db.select({ secret: users.twoFactorSecret }).from(users).where(eq(users.id, userId));
  if (!user?.secret) return "wrong";
  const kind = codeKind(code);
  if (kind === "totp") {
    const step = matchingStep(user.secret, code);
    if (step === null) return "wrong";
    return (await claimStep(db, userId, step)) ? "ok" : "reused";
  }
  if (kind === "recovery") {
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashToken(normalizeRecoveryCode(code))),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0 ? "ok" : "wrong";
  }
  return "wrong";
}

/** Ten new recovery codes, as shown (two groups of five); only their SHA-256 is stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR.recoveryCodeCount }, () =>
    formatRecoveryCode(
      Array.from(
        { length: TWO_FACTOR.recoveryCodeLength },
        () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
      ).join(""),
    ),
  );
}

/** Replaces the account's recovery codes with `codes`, inside the caller's repWrite. */
export async function storeRecoveryCodes(tx: Database, userId: number, codes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(normalizeRecoveryCode(code)) })));
}

/**
 * The password (or Google) proved right for an account with two-factor on: a challenge for the code instead of a
 * session. Only its SHA-256 is stored; it lives TWO_FACTOR.challengeMinutes. The account's expired challenges and
 * those past LIVE_CHALLENGES_PER_ACCOUNT end here, and a batch of anyone's expired ones, so the table stays small.
 */
export async function startChallenge(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await repWrite(db, userId, async (tx) => {
    await tx.insert(challenges).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + TWO_FACTOR.challengeMinutes * MINUTE),
    });
    const beyondCap = tx
      .select({ tokenHash: challenges.tokenHash })
      .from(challenges)
      .where(eq(challenges.userId, userId))
      .orderBy(desc(challenges.createdAt), challenges.tokenHash)
      .offset(LIVE_CHALLENGES_PER_ACCOUNT);
    await tx
      .delete(challenges)
      .where(
        and(eq(challenges.userId, userId), or(lte(challenges.expiresAt, new Date()), inArray(challenges.tokenHash, beyondCap))),
      );
  });
  const expired = db
    .select({ tokenHash: challenges.tokenHash })
    .from(challenges)
    .where(lte(challenges.expiresAt, new Date()))
    .limit(PRUNE_BATCH);
  await db.delete(challenges).where(inArray(challenges.tokenHash, expired));
  return token;
}

/**
 * The sign-in's second step: the challenge must be live, each try counts against it (the fifth wrong code ends it)
 * and against the account's and address's limits; the right code ends the challenge and answers the account to
 * start a session for. Every refusal is a 401 whose message says what to do.
 */
export async function answerChallenge(db: Database, token: string, code: string, ip: string): Promise<number> {
  const tokenHash = hashToken(token);
  const live = and(eq(challenges.tokenHash, tokenHash), gt(challenges.expiresAt, new Date()));
  const [challenge] = await db.select({ userId: challenges.userId }).from(challenges).where(live);
  if (!challenge) throw new HttpError(401, TWO_FACTOR_MESSAGES.expired);
  const { userId } = challenge;
  return withSlots(db, twoFactorLimits(userId, ip), TWO_FACTOR_MESSAGES.tooManyTries, async (reservation) => {
    // Counted before the code is checked, in one statement, so parallel guesses cannot pass the cap.
    const [counted] = await db
      .update(challenges)
      .set({ attempts: sql`${challenges.attempts} + 1` })
      .where(and(live, lt(challenges.attempts, TWO_FACTOR.challengeMaxAttempts)))
      .returning({ attempts: challenges.attempts });
    if (!counted) throw new HttpError(401, TWO_FACTOR_MESSAGES.expired);
    const result = await checkCode(db, userId, code);
    if (result === "ok") {
      // Taken by exactly one request: two right codes sent at once start one session.
      const ended = await db
        .delete(challenges)
        .where(eq(challenges.tokenHash, tokenHash))
        .returning({ userId: challenges.userId });
      if (ended.length === 0) throw new HttpError(401, TWO_FACTOR_MESSAGES.expired);
      await releaseSlots(db, reservation);
      return userId;
    }
    if (counted.attempts >= TWO_FACTOR.challengeMaxAttempts) {
      await db.delete(challenges).where(eq(challenges.tokenHash, tokenHash));
      throw new HttpError(401, TWO_FACTOR_MESSAGES.tooManyWrongCodes);
    }
    throw new HttpError(401, result === "reused" ? TWO_FACTOR_MESSAGES.codeReused : TWO_FACTOR_MESSAGES.wrongCode);
  });
}

/** Whether a sign-in of this account must stop at the challenge. */
export const twoFactorOn = (user: { twoFactorSecret: string | null; twoFactorEnabledAt: Date | null }) =>
  user.twoFactorSecret !== null && user.twoFactorEnabledAt !== null;
