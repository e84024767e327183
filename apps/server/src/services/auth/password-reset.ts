import { and, type Database, eq, gt, schema } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { hashToken, newToken } from "../../lib/tokens";
import type { Mailer } from "../mail/mailer";
import { hashPassword } from "./passwords";
import { type Limit, reserveSlots, withSlots } from "./rate-limit";
import { deleteUserSessions } from "./sessions";
import { findUserByEmail } from "./users";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/**
 * Reset requests: per account and address, so a stranger's requests never block the owner's
 * own; per address, against one address mailing many accounts; and per account across all
 * addresses, which bounds the mails one inbox can receive in an hour whoever asks.
 */
export const FORGOT_LIMITS = { perAccountAddress: 5, perAddress: 20, perAccount: 10, windowMs: HOUR };
/** Tries at a new password per address (a made-up token is refused before any hashing). */
export const RESET_LIMITS = { perAddress: 20, windowMs: HOUR };
export const FORGOT_TOO_MANY = "Too many reset requests. Try again in {minutes}.";
export const RESET_TOO_MANY = "Too many password reset attempts. Try again in {minutes}.";
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired.";
export const FORGOT_PASSWORD_ANSWER = "If an account with that email exists, we've sent you a password reset link.";

export function forgotLimits(email: string, ip: string, perAddress: number = FORGOT_LIMITS.perAddress): Limit[] {
  const account = email.toLowerCase();
  const { windowMs } = FORGOT_LIMITS;
  return [
    { key: `forgot:account-address:${ip} ${account}`, max: FORGOT_LIMITS.perAccountAddress, windowMs },
    { key: `forgot:address:${ip}`, max: perAddress, windowMs },
    { key: `forgot:account:${account}`, max: FORGOT_LIMITS.perAccount, windowMs },
  ];
}

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  appUrl: string,
  email: string,
  ip: string,
  perAddress: number = FORGOT_LIMITS.perAddress,
): Promise<void> {
  await reserveSlots(db, forgotLimits(email, ip, perAddress), FORGOT_TOO_MANY);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  await db
    .update(schema.users)
    .set({ resetToken: hashToken(token), resetTokenExpiry: new Date(Date.now() + RESET_TOKEN_TTL_MS), updatedAt: new Date() })
    .where(eq(schema.users.id, user.id));
  // Built from the configured address, never from the request's Host header.
  const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, appUrl).toString();
  await mailer.send({
    to: user.email,
    subject: "Reset your Measured password",
    text: [
      `Hi ${user.firstName ?? "there"},`,
      "",
      "Someone asked to reset the password of your Measured account. To choose a new one, open this link:",
      link,
      "",
      "The link works once and expires in one hour. If you did not ask for it, ignore this e-mail.",
    ].join("\n"),
  });
}

/** The e-mail of the account a live (unspent, unexpired) reset token belongs to. */
async function liveResetTokenEmail(db: Database, token: string): Promise<string | undefined> {
  const [user] = await db
    .select({ email: schema.users.email })
    .from(schema.users)
    .where(and(eq(schema.users.resetToken, hashToken(token)), gt(schema.users.resetTokenExpiry, new Date())))
    .limit(1);
  return user?.email;
}

export async function emailForResetToken(db: Database, token: string): Promise<string> {
  const email = await liveResetTokenEmail(db, token);
  if (!email) throw new HttpError(404, INVALID_RESET_LINK);
  return email;
}

/**
 * Sets the new password and spends the token in one conditional UPDATE, so of two
 * concurrent resets with one token exactly one succeeds. Ends every session of the user.
 * The address's slot is reserved and the token checked before the password is hashed, so
 * made-up tokens cost one indexed lookup each and never reach argon2.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  ip: string,
  perAddress: number = RESET_LIMITS.perAddress,
): Promise<void> {
  const limit = { key: `reset:address:${ip}`, max: perAddress, windowMs: RESET_LIMITS.windowMs };
  await withSlots(db, [limit], RESET_TOO_MANY, async () => {
    if (!(await liveResetTokenEmail(db, token))) throw new HttpError(400, INVALID_RESET_LINK);
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .update(schema.users)
        .set({ passwordHash, resetToken: null, resetTokenExpiry: null, updatedAt: new Date() })
        .where(and(eq(schema.users.resetToken, hashToken(token)), gt(schema.users.resetTokenExpiry, new Date())))
        .returning({ id: schema.users.id });
      if (!user) throw new HttpError(400, INVALID_RESET_LINK);
      await deleteUserSessions(tx, user.id);
      // So does a sign-in waiting for its two-factor code: it proved the password that was just replaced.
      await tx.delete(schema.signInChallenges).where(eq(schema.signInChallenges.userId, user.id));
    });
  });
}
