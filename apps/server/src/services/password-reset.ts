import { and, type Database, eq, gt, schema } from "@measured/db";
import { HttpError } from "../lib/http-errors";
import { hashToken, newToken } from "../lib/tokens";
import type { Mailer } from "./mailer";
import { hashPassword } from "./passwords";
import { assertUnderLimits, recordHits } from "./rate-limit";
import { deleteUserSessions } from "./sessions";
import { findUserByEmail } from "./users";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
export const FORGOT_LIMITS = { perAccount: 5, perAddress: 20, windowMs: HOUR };
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired.";
export const FORGOT_PASSWORD_ANSWER = "If an account with that email exists, we've sent you a password reset link.";

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  appUrl: string,
  email: string,
  ip: string,
): Promise<void> {
  const keys = [`forgot:account:${email.toLowerCase()}`, `forgot:address:${ip}`];
  await assertUnderLimits(
    db,
    [
      { key: keys[0] as string, max: FORGOT_LIMITS.perAccount, windowMs: FORGOT_LIMITS.windowMs },
      { key: keys[1] as string, max: FORGOT_LIMITS.perAddress, windowMs: FORGOT_LIMITS.windowMs },
    ],
    "Too many reset requests. Try again in {minutes}.",
  );
  await recordHits(db, keys);
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

export async function emailForResetToken(db: Database, token: string): Promise<string> {
  const [user] = await db
    .select({ email: schema.users.email })
    .from(schema.users)
    .where(and(eq(schema.users.resetToken, hashToken(token)), gt(schema.users.resetTokenExpiry, new Date())))
    .limit(1);
  if (!user) throw new HttpError(404, INVALID_RESET_LINK);
  return user.email;
}

/**
 * Sets the new password and spends the token in one conditional UPDATE, so of two
 * concurrent resets with one token exactly one succeeds. Ends every session of the user.
 */
export async function resetPassword(db: Database, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(schema.users)
      .set({ passwordHash, resetToken: null, resetTokenExpiry: null, updatedAt: new Date() })
      .where(and(eq(schema.users.resetToken, hashToken(token)), gt(schema.users.resetTokenExpiry, new Date())))
      .returning({ id: schema.users.id });
    if (!user) throw new HttpError(400, INVALID_RESET_LINK);
    await deleteUserSessions(tx, user.id);
  });
}
