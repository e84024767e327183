import {
  type ChangeEmailInput,
  DEMO_MESSAGES,
  EMAIL_CHANGES_PER_HOUR,
  isDemoEmail,
  PROFILE_MESSAGES,
  type Profile,
  type UpdateProfileInput,
} from "@measured/core";
import { and, type Database, eq, gt, ne, schema, sql } from "@measured/db";
import { FieldError, HttpError, notFound } from "../../lib/http-errors";
import { sendConfirmation } from "../auth/email-confirmation";
import type { Mailer } from "../mail/mailer";
import { repWrite } from "../rep-writes/rep-write";
import { proveCurrentPassword } from "./current-password";

const { users, emailConfirmations } = schema;

/** GET /api/user/profile: the rep's names, address and industry, and an address change waiting for its link. */
export async function getProfile(db: Database, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      industry: users.industry,
      authProvider: users.authProvider,
      pendingEmail: emailConfirmations.email,
    })
    .from(users)
    .leftJoin(
      emailConfirmations,
      and(
        eq(emailConfirmations.userId, users.id),
        gt(emailConfirmations.expiresAt, new Date()),
        // A registration's own link (the same address) is not a change.
        sql`lower(${emailConfirmations.email}) <> lower(${users.email})`,
      ),
    )
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound("Not found");
  return { ...row, pendingEmail: row.pendingEmail ?? null };
}

/** PATCH /api/user/profile: the names, saved in the rep's write order. */
export async function updateProfile(db: Database, userId: number, input: UpdateProfileInput): Promise<void> {
  await repWrite(db, userId, (tx) =>
    tx
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
      .where(eq(users.id, userId)),
  );
}

/**
 * POST /api/user/email: with the current password, sends a link to the new address; the address changes
 * only when it is opened (confirmEmail), so a typo or someone at an unlocked phone cannot take the account.
 * Every try counts against EMAIL_CHANGES_PER_HOUR, a wrong password too (proveCurrentPassword).
 */
export async function requestEmailChange(
  db: Database,
  mailer: Mailer,
  appUrl: string,
  userId: number,
  input: ChangeEmailInput,
): Promise<string> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("Not found");
  if (!user.passwordHash)
    throw new HttpError(409, isDemoEmail(user.email) ? DEMO_MESSAGES.noPassword : PROFILE_MESSAGES.googleAccount);
  const change = {
    key: `email-change:account:${userId}`,
    perHour: EMAIL_CHANGES_PER_HOUR,
    tooMany: PROFILE_MESSAGES.tooManyChanges,
    wrong: PROFILE_MESSAGES.wrongPassword,
  };
  await proveCurrentPassword(db, change, user.passwordHash, input.currentPassword);
  if (input.email.toLowerCase() === user.email.toLowerCase()) throw new FieldError("email", PROFILE_MESSAGES.sameEmail);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${input.email})`, ne(users.id, userId)))
    .limit(1);
  if (taken) throw new FieldError("email", PROFILE_MESSAGES.emailTaken, 409);
  await sendConfirmation(db, mailer, appUrl, { id: user.id, email: input.email, firstName: user.firstName });
  return input.email;
}
