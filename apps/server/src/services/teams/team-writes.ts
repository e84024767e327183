import { canChangeRole, canLeave, canRemove, MAX_SERIAL_ID, QUOTAS, TEAM_MESSAGES } from "@measured/core";
import { and, type Database, eq, schema, sql } from "@measured/db";
import { HttpError, notFound } from "../../lib/http-errors";
import { repWrite } from "../rep-writes/rep-write";
import { roleOnTeam } from "./team-reads";

const { teams, teamMembers } = schema;
const MEMBER_NOT_FOUND = "Member not found";

/** POST /api/teams: the team and its owner's membership, in one transaction, under the owned-teams quota. */
export async function createTeam(
  db: Database,
  userId: number,
  input: { name: string; description?: string | null },
): Promise<number> {
  return repWrite(db, userId, async (tx) => {
    const [owned] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(teams)
      .where(and(eq(teams.ownerId, userId), eq(teams.isActive, true)));
    if (Number(owned?.n ?? 0) >= QUOTAS.teamsOwned.max) throw new HttpError(409, QUOTAS.teamsOwned.message);
    const [team] = await tx
      .insert(teams)
      .values({ name: input.name, description: input.description ?? null, ownerId: userId })
      .returning({ id: teams.id });
    if (!team) throw new Error("insert returned nothing");
    await tx.insert(teamMembers).values({ teamId: team.id, userId, role: "owner" });
    return team.id;
  });
}

/** DELETE /api/teams/{id}: the owner only; members and invitations go with it (the foreign keys' cascade). */
export async function deleteTeam(db: Database, userId: number, teamId: number): Promise<void> {
  await repWrite(db, userId, async (tx) => {
    const role = await roleOnTeam(tx, userId, teamId, { lock: true });
    if (role !== "owner") throw new HttpError(403, TEAM_MESSAGES.ownerOnly);
    await tx.delete(teams).where(eq(teams.id, teamId));
  });
}

async function memberRole(tx: Database, teamId: number, memberId: number) {
  if (memberId > MAX_SERIAL_ID) throw notFound(MEMBER_NOT_FOUND);
  const [row] = await tx
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)))
    .limit(1);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row.role === "owner" || row.role === "admin" ? row.role : "member";
}

/**
 * DELETE /api/teams/{id}/members/{userId}: the rep's own id leaves the team (anyone but the owner); another's
 * is removed by the owner (never the owner). An outsider's team is 404.
 */
export async function removeMember(db: Database, userId: number, teamId: number, memberId: number): Promise<void> {
  await repWrite(db, userId, async (tx) => {
    const actor = await roleOnTeam(tx, userId, teamId, { lock: true });
    if (memberId === userId) {
      if (!canLeave(actor)) throw new HttpError(409, TEAM_MESSAGES.ownerStays);
    } else {
      const target = await memberRole(tx, teamId, memberId);
      if (target === "owner") throw new HttpError(409, TEAM_MESSAGES.ownerStays);
      if (!canRemove(actor, target)) throw new HttpError(403, TEAM_MESSAGES.ownerOnly);
    }
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
  });
}

/** PATCH /api/teams/{id}/members/{userId} {role}: the owner makes a member an admin or an admin a member. */
export async function changeMemberRole(
  db: Database,
  userId: number,
  teamId: number,
  memberId: number,
  role: "member" | "admin",
): Promise<void> {
  await repWrite(db, userId, async (tx) => {
    const actor = await roleOnTeam(tx, userId, teamId, { lock: true });
    const target = await memberRole(tx, teamId, memberId);
    if (target === "owner") throw new HttpError(409, TEAM_MESSAGES.ownerStays);
    if (!canChangeRole(actor, target, role)) throw new HttpError(403, TEAM_MESSAGES.ownerOnly);
    await tx
      .update(teamMembers)
      .set({ role })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
  });
}
