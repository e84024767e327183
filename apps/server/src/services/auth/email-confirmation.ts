import {
  CONFIRMATION_MESSAGES,
  CONFIRMATION_RESENDS_PER_HOUR,
  confirmationMail,
  EMAIL_CONFIRMATION_TTL_HOURS,
} from "@measured/core";
import { and, type Database, eq, gt, schema, sql } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { hashToken, newToken } from "../../lib/tokens";
import type { Mailer } from "../mail/mailer";
import { repWrite } from "../rep-writes/rep-write";
import { reserveSlots } from "./rate-limit";

const { emailConfirmations, users } = schema;
const HOUR = 3_600_000;

interface Addressee {
  id: number;
  email: string;
  firstName: string | null;
}

/**
 * Makes the account's one live confirmation link for `user.email` (replacing any earlier one) and mails
 * it. The link is built from APP_URL, never from the request. The token is stored hashed.
 */
export async function sendConfirmation(db: Database, mailer: Mailer, appUrl: string, user: Addressee): Promise<void> {
  const token = newToken();
  const values = {
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_HOURS * HOUR),
    createdAt: new Date(),
  };
  await db
    .insert(emailConfirmations)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: emailConfirmations.userId, set: values });
  const link = new URL(`/confirm-email?token=${encodeURIComponent(token)}`, appUrl).toString();
  await mailer.send({ to: user.email, ...confirmationMail({ firstName: user.firstName, link }) });
}

/** A new link on the rep's asking, at most CONFIRMATION_RESENDS_PER_HOUR an hour. */
export async function resendConfirmation(db: Database, mailer: Mailer, appUrl: string, userId: number): Promise<string> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, confirmed: users.isEmailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, "Not found");
  if (user.confirmed) throw new HttpError(409, CONFIRMATION_MESSAGES.alreadyConfirmed);
  await reserveSlots(
    db,
    [{ key: `confirm-resend:account:${userId}`, max: CONFIRMATION_RESENDS_PER_HOUR, windowMs: HOUR }],
    CONFIRMATION_MESSAGES.tooManyResends,
  );
  await sendConfirmation(db, mailer, appUrl, user);
  return user.email;
}

/**
 * Spends a live link: the account's address becomes the one the link was sent to, confirmed. In the
 * rep's write order (the user row first, decision 050); the link is read again under that lock, so two
 * clicks confirm once and a link replaced meanwhile is refused.
 */
export async function confirmEmail(db: Database, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const live = and(eq(emailConfirmations.tokenHash, tokenHash), gt(emailConfirmations.expiresAt, new Date()));
  const [found] = await db.select({ userId: emailConfirmations.userId }).from(emailConfirmations).where(live);
  if (!found) throw new HttpError(404, CONFIRMATION_MESSAGES.invalidLink);
  await repWrite(db, found.userId, async (tx) => {
    const [link] = await tx.delete(emailConfirmations).where(live).returning({ email: emailConfirmations.email });
    if (!link) throw new HttpError(404, CONFIRMATION_MESSAGES.invalidLink);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${link.email})`, sql`${users.id} <> ${found.userId}`))
      .limit(1);
    if (taken) throw new HttpError(409, CONFIRMATION_MESSAGES.addressTaken);
    await tx
      .update(users)
      .set({ email: link.email, isEmailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, found.userId));
  });
}
