import { invitationStatus, isTeamRole, MAX_SERIAL_ID, type Team, type TeamMember, type TeamRole } from "@measured/core";
import { and, asc, type Database, eq, inArray, ne, schema, sql } from "@measured/db";
import { notFound } from "../../lib/http-errors";

const { teams, teamMembers, teamInvitations, users } = schema;

export const TEAM_NOT_FOUND = "Team not found";

/** A member as every team answer names them (join `users` on the member's id). */
export const memberColumns = {
  userId: teamMembers.userId,
  role: teamMembers.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const roleOf = (role: string): TeamRole => (isTeamRole(role) ? role : "member");
/** The owner first, then admins, then members, each by when they joined. */
const ROLE_ORDER: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };

async function readRole(db: Database, userId: number, teamId: number): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.isActive, true)))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return row ? roleOf(row.role) : null;
}

/**
 * The rep's role on a team, or 404 when they are not on it: another rep's team is not found (never 403),
 * so a team id tells an outsider nothing. With `lock`, the team's row is then held to the transaction's end
 * (after the rep's own row, decision 050's order) and the role read again under it: writes to one team's
 * members and invitations queue there. An outsider never takes the lock, so cannot hold a team up.
 */
export async function roleOnTeam(db: Database, userId: number, teamId: number, { lock = false } = {}): Promise<TeamRole> {
  if (teamId > MAX_SERIAL_ID) throw notFound(TEAM_NOT_FOUND);
  const role = await readRole(db, userId, teamId);
  if (!role) throw notFound(TEAM_NOT_FOUND);
  if (!lock) return role;
  await db.execute(sql`SELECT id FROM teams WHERE id = ${teamId} FOR UPDATE`);
  const held = await readRole(db, userId, teamId);
  if (!held) throw notFound(TEAM_NOT_FOUND);
  return held;
}

/**
 * The teams the rep is on, with their role: `owned` the ones they own (GET /api/teams), else the others
 * (GET /api/teams/memberships). Each with its members (the owner first) and, for its owner and admins, the
 * invitations not yet answered. A team holds at most QUOTAS.teamMembers people and as many invitations.
 */
export async function teamsOf(db: Database, userId: number, which: "owned" | "member", now = new Date()): Promise<Team[]> {
  const mine = await db
    .select({
      id: teams.id,
      name: teams.name,
      description: teams.description,
      ownerId: teams.ownerId,
      isActive: teams.isActive,
      role: teamMembers.role,
    })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.isActive, true)))
    .where(and(eq(teamMembers.userId, userId), which === "owned" ? eq(teamMembers.role, "owner") : ne(teamMembers.role, "owner")))
    .orderBy(asc(teams.id));
  if (mine.length === 0) return [];
  const ids = mine.map((t) => t.id);
  const runners = mine.filter((t) => t.role === "owner" || t.role === "admin").map((t) => t.id);
  const [members, invitations] = await Promise.all([
    db
      .select({ ...memberColumns, teamId: teamMembers.teamId, joinedAt: teamMembers.joinedAt })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(inArray(teamMembers.teamId, ids))
      .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id)),
    runners.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: teamInvitations.id,
            teamId: teamInvitations.teamId,
            inviteeEmail: teamInvitations.inviteeEmail,
            role: teamInvitations.role,
            status: teamInvitations.status,
            expiresAt: teamInvitations.expiresAt,
          })
          .from(teamInvitations)
          .where(and(inArray(teamInvitations.teamId, runners), eq(teamInvitations.status, "pending")))
          .orderBy(asc(teamInvitations.id)),
  ]);
  return mine.map((team) => ({
    ...team,
    role: roleOf(team.role),
    members: members
      .filter((m) => m.teamId === team.id)
      .map(
        (m): TeamMember => ({
          userId: m.userId,
          role: roleOf(m.role),
          joinedAt: m.joinedAt.toISOString(),
          user: { firstName: m.firstName, lastName: m.lastName, email: m.email },
        }),
      )
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]),
    invitations: invitations
      .filter((i) => i.teamId === team.id)
      .map((i) => ({
        id: i.id,
        inviteeEmail: i.inviteeEmail,
        role: i.role === "admin" ? ("admin" as const) : ("member" as const),
        status: invitationStatus(i.status, i.expiresAt, now),
        expiresAt: i.expiresAt.toISOString(),
      })),
  }));
}
