import {
  canInvite,
  DEMO_MESSAGES,
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_HOUR,
  type InvitationRole,
  invitationMail,
  invitationStatus,
  isDemoEmail,
  MAX_SERIAL_ID,
  QUOTAS,
  type ReceivedInvitation,
  sameAddress,
  TEAM_MESSAGES,
} from "@measured/core";
import { and, asc, type Database, eq, gt, schema, sql } from "@measured/db";
import { HttpError, notFound } from "../../lib/http-errors";
import { hashToken, newToken } from "../../lib/tokens";
import { releaseSlots, reserveSlots } from "../auth/rate-limit";
import type { Mailer } from "../mail/mailer";
import { repWrite } from "../rep-writes/rep-write";
import { roleOnTeam } from "./team-reads";

const { teams, teamMembers, teamInvitations, users } = schema;
const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface InvitationInput {
  email: string;
  phone?: string | null;
  role: InvitationRole;
  teamId: number;
}

export interface SentInvitation {
  id: number;
  inviteeEmail: string;
  role: InvitationRole;
  expiresAt: string;
  /** The accept-invitation page with the single-use token: in the e-mail, and for the inviter's text message. */
  link: string;
}

const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

/** The accept page's address: the product's own origin (APP_URL), the team and the token. */
export const acceptLink = (appUrl: string, teamId: number, token: string) =>
  new URL(`/accept-invitation?team=${teamId}&token=${encodeURIComponent(token)}`, appUrl).toString();

/**
 * POST /api/team-invitations (decision 062): only from a confirmed address; the owner invites members and
 * admins, an admin members; never someone already on the team; INVITATIONS_PER_HOUR an hour an account;
 * QUOTAS.pendingInvitations waiting a team. A new invitation to the same address replaces the waiting one
 * (its link stops working). The token is stored hashed; the e-mail goes once the invitation is stored.
 */
export async function sendInvitation(
  db: Database,
  mailer: Mailer,
  appUrl: string,
  userId: number,
  input: InvitationInput,
): Promise<SentInvitation> {
  const token = newToken();
  // Taken before the write (the limiter keeps its own short transactions) and given back when nothing is sent.
  const slots = await reserveSlots(
    db,
    [{ key: `team-invite:account:${userId}`, max: INVITATIONS_PER_HOUR, windowMs: HOUR }],
    TEAM_MESSAGES.tooManyInvitations,
  );
  const made = await repWrite(db, userId, async (tx) => {
    const [inviter] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, confirmed: users.isEmailVerified })
      .from(users)
      .where(eq(users.id, userId));
    if (!inviter) throw notFound();
    const actor = await roleOnTeam(tx, userId, input.teamId, { lock: true });
    if (!canInvite(actor, input.role)) {
      throw new HttpError(403, actor === "admin" ? TEAM_MESSAGES.adminsInviteMembers : TEAM_MESSAGES.notAllowed);
    }
    if (isDemoEmail(inviter.email)) throw new HttpError(403, DEMO_MESSAGES.noInvitations);
    if (!inviter.confirmed) throw new HttpError(403, TEAM_MESSAGES.confirmFirst);
    if (sameAddress(inviter.email, input.email)) throw new HttpError(409, TEAM_MESSAGES.inviteYourself);
    const [onTeam] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, input.teamId), sql`lower(${users.email}) = lower(${input.email})`))
      .limit(1);
    if (onTeam) throw new HttpError(409, TEAM_MESSAGES.alreadyMember);
    // The waiting one to this address is replaced, not counted.
    await tx
      .delete(teamInvitations)
      .where(
        and(
          eq(teamInvitations.teamId, input.teamId),
          eq(teamInvitations.status, "pending"),
          sql`lower(${teamInvitations.inviteeEmail}) = lower(${input.email})`,
        ),
      );
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.teamId, input.teamId),
          eq(teamInvitations.status, "pending"),
          gt(teamInvitations.expiresAt, new Date()),
        ),
      );
    if (Number(waiting?.n ?? 0) >= QUOTAS.pendingInvitations.max) throw new HttpError(409, QUOTAS.pendingInvitations.message);
    const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, input.teamId));
    const [row] = await tx
      .insert(teamInvitations)
      .values({
        teamId: input.teamId,
        inviterId: userId,
        inviteeEmail: input.email,
        inviteePhone: input.phone ?? null,
        token: hashToken(token),
        role: input.role,
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY),
      })
      .returning({ id: teamInvitations.id, expiresAt: teamInvitations.expiresAt });
    if (!row) throw new Error("insert returned nothing");
    return { ...row, teamName: team?.name ?? "", inviterName: displayName(inviter) };
  }).catch(async (error: unknown) => {
    await releaseSlots(db, slots);
    throw error;
  });
  const link = acceptLink(appUrl, input.teamId, token);
  await mailer.send({
    to: input.email,
    ...invitationMail({ inviterName: made.inviterName, teamName: made.teamName, role: input.role, link }),
  });
  return { id: made.id, inviteeEmail: input.email, role: input.role, expiresAt: made.expiresAt.toISOString(), link };
}

const receivedColumns = {
  id: teamInvitations.id,
  teamId: teamInvitations.teamId,
  teamName: teams.name,
  inviteeEmail: teamInvitations.inviteeEmail,
  role: teamInvitations.role,
  status: teamInvitations.status,
  expiresAt: teamInvitations.expiresAt,
  inviterFirstName: users.firstName,
  inviterLastName: users.lastName,
  inviterEmail: users.email,
};

const selectReceived = (db: Database) =>
  db
    .select(receivedColumns)
    .from(teamInvitations)
    .innerJoin(teams, and(eq(teams.id, teamInvitations.teamId), eq(teams.isActive, true)))
    .innerJoin(users, eq(users.id, teamInvitations.inviterId));
type ReceivedRow = Awaited<ReturnType<typeof selectReceived>>[number];

function received(row: ReceivedRow, now: Date): ReceivedInvitation {
  return {
    id: row.id,
    teamId: row.teamId,
    teamName: row.teamName,
    inviterName: displayName({ firstName: row.inviterFirstName, lastName: row.inviterLastName, email: row.inviterEmail }),
    role: row.role === "admin" ? "admin" : "member",
    status: invitationStatus(row.status, row.expiresAt, now),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** GET /api/team-invitations/received: the invitations to the rep's address still waiting and not expired. */
export async function receivedInvitations(db: Database, email: string, now = new Date()): Promise<ReceivedInvitation[]> {
  const rows = await selectReceived(db)
    .where(
      and(
        sql`lower(${teamInvitations.inviteeEmail}) = lower(${email})`,
        eq(teamInvitations.status, "pending"),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(teamInvitations.id))
    .limit(QUOTAS.pendingInvitations.max);
  return rows.map((row) => received(row, now));
}

/**
 * GET /api/team-invitations/by-token: the accept page's invitation, found by its link's token, with whether
 * it is the signed-in rep's to answer (their address is the invitee's). An unknown token is 404.
 */
export async function invitationByToken(
  db: Database,
  email: string,
  token: string,
  now = new Date(),
): Promise<ReceivedInvitation & { forYou: boolean }> {
  const [row] = await selectReceived(db)
    .where(eq(teamInvitations.token, hashToken(token)))
    .limit(1);
  if (!row) throw notFound(TEAM_MESSAGES.invitationNotFound);
  return { ...received(row, now), forYou: sameAddress(row.inviteeEmail, email) };
}

/**
 * POST /api/team-invitations/{id}/accept and /decline: only the account with the invited address, only a
 * waiting, unexpired invitation, once (the invitation's row is read again under the team's lock, so two
 * answers at once answer once). Accepting adds the membership, within the team's member quota.
 * The address must be proven: a confirmed account, or the link's token (only the mailbox has it), so an
 * account registered with someone else's address cannot take their seat (decision 062).
 */
export async function answerInvitation(
  db: Database,
  userId: number,
  invitationId: number,
  answer: "accepted" | "declined",
  token?: string,
): Promise<void> {
  if (invitationId > MAX_SERIAL_ID) throw notFound(TEAM_MESSAGES.invitationNotFound);
  await repWrite(db, userId, async (tx) => {
    const [me] = await tx
      .select({ email: users.email, confirmed: users.isEmailVerified })
      .from(users)
      .where(eq(users.id, userId));
    const [found] = await tx
      .select({ teamId: teamInvitations.teamId })
      .from(teamInvitations)
      .where(eq(teamInvitations.id, invitationId));
    if (!me || !found) throw notFound(TEAM_MESSAGES.invitationNotFound);
    await tx.execute(sql`SELECT id FROM teams WHERE id = ${found.teamId} FOR UPDATE`);
    const [invitation] = await tx
      .select({
        teamId: teamInvitations.teamId,
        inviteeEmail: teamInvitations.inviteeEmail,
        role: teamInvitations.role,
        status: teamInvitations.status,
        expiresAt: teamInvitations.expiresAt,
        token: teamInvitations.token,
      })
      .from(teamInvitations)
      .where(eq(teamInvitations.id, invitationId));
    if (!invitation) throw notFound(TEAM_MESSAGES.invitationNotFound);
    if (!sameAddress(invitation.inviteeEmail, me.email)) throw new HttpError(403, TEAM_MESSAGES.otherAccount);
    if (token !== undefined && hashToken(token) !== invitation.token) throw notFound(TEAM_MESSAGES.invitationNotFound);
    if (token === undefined && !me.confirmed) throw new HttpError(403, TEAM_MESSAGES.proveAddress);
    const status = invitationStatus(invitation.status, invitation.expiresAt, new Date());
    if (status === "expired") throw new HttpError(410, TEAM_MESSAGES.expired);
    if (status !== "pending") throw new HttpError(409, TEAM_MESSAGES.notPending);
    if (answer === "accepted") {
      const [people] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, invitation.teamId));
      if (Number(people?.n ?? 0) >= QUOTAS.teamMembers.max) throw new HttpError(409, QUOTAS.teamMembers.message);
      await tx
        .insert(teamMembers)
        .values({ teamId: invitation.teamId, userId, role: invitation.role === "admin" ? "admin" : "member" })
        .onConflictDoNothing();
    }
    await tx
      .update(teamInvitations)
      .set({ status: answer, ...(answer === "accepted" ? { acceptedAt: new Date() } : {}) })
      .where(eq(teamInvitations.id, invitationId));
  });
}
