import {
  ACCOUNT_MESSAGES,
  type ChangePasswordInput,
  confirmsDeletion,
  DEMO_MESSAGES,
  isDemoEmail,
  PASSWORD_CHANGES_PER_HOUR,
} from "@measured/core";
import { and, asc, type Database, eq, ne, schema, sql } from "@measured/db";
import { FieldError, HttpError, notFound } from "../../lib/http-errors";
import { hashPassword } from "../auth/passwords";
import { repWrite } from "../rep-writes/rep-write";
import { proveCurrentPassword } from "./current-password";

const { users, sessions, teams, teamMembers, teamInvitations, rateLimitHits } = schema;

async function accountOf(db: Database, userId: number) {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("Not found");
  return user;
}

/**
 * POST /api/user/password: the current password, then the new one; every other session of the rep ends
 * (a phone left signed in elsewhere is signed out), this one stays. Every try counts against
 * PASSWORD_CHANGES_PER_HOUR (proveCurrentPassword).
 */
export async function changePassword(
  db: Database,
  userId: number,
  keepSessionId: string,
  input: ChangePasswordInput,
): Promise<void> {
  const user = await accountOf(db, userId);
  if (!user.passwordHash)
    throw new HttpError(409, isDemoEmail(user.email) ? DEMO_MESSAGES.noPassword : ACCOUNT_MESSAGES.googleAccount);
  const change = {
    key: `password-change:account:${userId}`,
    perHour: PASSWORD_CHANGES_PER_HOUR,
    tooMany: ACCOUNT_MESSAGES.tooManyChanges,
    wrong: ACCOUNT_MESSAGES.wrongPassword,
  };
  await proveCurrentPassword(db, change, user.passwordHash, input.currentPassword);
  if (input.newPassword === input.currentPassword) throw new FieldError("newPassword", ACCOUNT_MESSAGES.samePassword);
  const passwordHash = await hashPassword(input.newPassword);
  await repWrite(db, userId, async (tx) => {
    // A reset link sent before the change must not undo it.
    await tx
      .update(users)
      .set({ passwordHash, resetToken: null, resetTokenExpiry: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSessionId)));
    // A sign-in that proved the old password and waits for its code ends with the other sessions.
    await tx.delete(schema.signInChallenges).where(eq(schema.signInChallenges.userId, userId));
  });
}

/**
 * DELETE /api/user/account: confirmed by the rep's e-mail address or DELETE. Everything the rep owns goes with
 * the user row (every owned table's foreign key cascades: receipts, sessions, memberships, invitations sent);
 * a team the rep owns passes to its longest-serving admin, or closes when it has none (decision 064);
 * invitations addressed to the rep and rate-limit rows that name the rep or their address are removed too.
 */
export async function deleteAccount(db: Database, userId: number, confirmation: string): Promise<void> {
  const user = await accountOf(db, userId);
  if (!confirmsDeletion(confirmation, user.email)) throw new FieldError("confirmation", ACCOUNT_MESSAGES.deleteNotConfirmed);
  await removeAccount(db, userId, user.email);
}

/**
 * Removes a rep with everything they own, as Delete Account describes; also how an expired Try the demo
 * account goes (services/demo/demo-removal.ts). A rep already gone answers 401 (repWrite's ACCOUNT_GONE).
 */
export async function removeAccount(db: Database, userId: number, email: string): Promise<void> {
  await repWrite(db, userId, async (tx) => {
    const owned = await tx.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, userId)).orderBy(asc(teams.id));
    for (const team of owned) {
      // The team's row next in the one lock order (decision 050), then its members.
      await tx.execute(sql`SELECT id FROM teams WHERE id = ${team.id} FOR UPDATE`);
      const [heir] = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.role, "admin")))
        .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id))
        .limit(1);
      if (!heir) continue; // closed with the owner: the foreign key's cascade
      await tx.update(teams).set({ ownerId: heir.userId }).where(eq(teams.id, team.id));
      await tx
        .update(teamMembers)
        .set({ role: "owner" })
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, heir.userId)));
    }
    const address = email.toLowerCase();
    await tx.delete(teamInvitations).where(sql`lower(${teamInvitations.inviteeEmail}) = ${address}`);
    await tx
      .delete(rateLimitHits)
      .where(sql`${rateLimitHits.key} like ${`%:account:${userId}`} or strpos(lower(${rateLimitHits.key}), ${address}) > 0`);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
