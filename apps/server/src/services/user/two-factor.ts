import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorConfirmInput,
  type TwoFactorProofInput,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@measured/core";
import { and, count, type Database, eq, isNull, schema } from "@measured/db";
import { FieldError, HttpError, notFound } from "../../lib/http-errors";
import { releaseSlots, withSlots } from "../auth/rate-limit";
import {
  checkCode,
  matchingStep,
  newAuthenticatorKey,
  newRecoveryCodes,
  storeRecoveryCodes,
  twoFactorLimits,
  twoFactorOn,
} from "../auth/two-factor";
import { repWrite } from "../rep-writes/rep-write";
import { proveCurrentPassword } from "./current-password";

const { users, twoFactorRecoveryCodes: recoveryCodes, signInChallenges } = schema;

/** Turning two-factor on or off and new recovery codes, wrong passwords included, an account may try in an hour. */
export const TWO_FACTOR_CHANGES_PER_HOUR = 10;

async function accountOf(db: Database, userId: number) {
  const [user] = await db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      twoFactorSecret: users.twoFactorSecret,
      twoFactorPendingSecret: users.twoFactorPendingSecret,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("Not found");
  return user;
}
type Account = Awaited<ReturnType<typeof accountOf>>;

const passwordProof = (userId: number) => ({
  key: `two-factor-change:account:${userId}`,
  perHour: TWO_FACTOR_CHANGES_PER_HOUR,
  tooMany: TWO_FACTOR_MESSAGES.tooManyChanges,
  wrong: "Current password is incorrect",
});

/** GET /api/user/two-factor: on or off, since when, and how many recovery codes are left unused. */
export async function twoFactorStatus(db: Database, userId: number): Promise<TwoFactorStatus> {
  const user = await accountOf(db, userId);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const enabled = twoFactorOn({ twoFactorSecret: user.twoFactorSecret, twoFactorEnabledAt: user.twoFactorEnabledAt });
  return {
    enabled,
    enabledAt: enabled ? (user.twoFactorEnabledAt?.toISOString() ?? null) : null,
    recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0,
    googleOnly: user.passwordHash === null,
  };
}

/**
 * POST /api/user/two-factor/setup: a new key waits in twoFactorPendingSecret (any earlier one is replaced) until
 * the first code from the app confirms it; sign-in is unchanged until then. Refused while two-factor is on.
 */
export async function startSetup(db: Database, userId: number): Promise<TwoFactorSetup> {
  const user = await accountOf(db, userId);
  if (twoFactorOn(user)) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  const key = await newAuthenticatorKey(user.email);
  await db.update(users).set({ twoFactorPendingSecret: key.secret }).where(eq(users.id, userId));
  return key;
}

/**
 * A code checked on a signed-in route, under the same per-account and per-address limits as the sign-in step
 * (only wrong codes keep their slot); a wrong one is the `code` field's error.
 */
async function proveCode(db: Database, userId: number, ip: string, check: () => Promise<"ok" | "wrong" | "reused">) {
  await withSlots(db, twoFactorLimits(userId, ip), TWO_FACTOR_MESSAGES.tooManyTries, async (reservation) => {
    const result = await check();
    if (result !== "ok") {
      throw new FieldError("code", result === "reused" ? TWO_FACTOR_MESSAGES.codeReused : TWO_FACTOR_MESSAGES.wrongCode);
    }
    await releaseSlots(db, reservation);
  });
}

/**
 * POST /api/user/two-factor/confirm: the current password (a password account), then the first code for the
 * waiting key; the key becomes the account's, its time step counts as used (that code cannot sign in again) and
 * ten recovery codes are made, answered this once.
 */
export async function confirmSetup(db: Database, userId: number, ip: string, input: TwoFactorConfirmInput): Promise<string[]> {
  const user = await accountOf(db, userId);
  if (twoFactorOn(user)) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  const pending = user.twoFactorPendingSecret;
  if (!pending) throw new HttpError(409, TWO_FACTOR_MESSAGES.noPendingSetup);
  if (user.passwordHash) {
    if (input.currentPassword === undefined) throw new FieldError("currentPassword", "Current password is required");
    await proveCurrentPassword(db, passwordProof(userId), user.passwordHash, input.currentPassword);
  }
  let step: number | null = null;
  await proveCode(db, userId, ip, async () => {
    step = matchingStep(pending, input.code);
    return step === null ? "wrong" : "ok";
  });
  const codes = newRecoveryCodes();
  await repWrite(db, userId, async (tx) => {
    // Only the key the code was checked against is turned on: a set-up restarted meanwhile has to be confirmed again.
    const turned = await tx
      .update(users)
      .set({
        twoFactorSecret: pending,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: new Date(),
        twoFactorLastStep: step,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.twoFactorPendingSecret, pending), isNull(users.twoFactorSecret)))
      .returning({ id: users.id });
    if (turned.length === 0) throw new HttpError(409, TWO_FACTOR_MESSAGES.noPendingSetup);
    await storeRecoveryCodes(tx, userId, codes);
  });
  return codes;
}

/** The current password (a password account may give it) or a code (six digits or a recovery code). */
async function proveIdentity(db: Database, userId: number, ip: string, user: Account, input: TwoFactorProofInput) {
  if (input.currentPassword !== undefined && user.passwordHash) {
    await proveCurrentPassword(db, passwordProof(userId), user.passwordHash, input.currentPassword);
    return;
  }
  if (input.code === undefined) throw new FieldError("code", TWO_FACTOR_MESSAGES.proofRequired);
  const code = input.code;
  await proveCode(db, userId, ip, () => checkCode(db, userId, code));
}

/**
 * POST /api/user/two-factor/disable: proven by the current password or a code; the key, the recovery codes and
 * any sign-in waiting for a code all go.
 */
export async function turnOff(db: Database, userId: number, ip: string, input: TwoFactorProofInput): Promise<void> {
  const user = await accountOf(db, userId);
  if (!twoFactorOn(user)) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  await proveIdentity(db, userId, ip, user, input);
  await repWrite(db, userId, async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
  });
}

/** POST /api/user/two-factor/recovery-codes: proven like turning it off; ten new codes replace every old one. */
export async function replaceRecoveryCodes(
  db: Database,
  userId: number,
  ip: string,
  input: TwoFactorProofInput,
): Promise<string[]> {
  const user = await accountOf(db, userId);
  if (!twoFactorOn(user)) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  await proveIdentity(db, userId, ip, user, input);
  const codes = newRecoveryCodes();
  await repWrite(db, userId, (tx) => storeRecoveryCodes(tx, userId, codes));
  return codes;
}
