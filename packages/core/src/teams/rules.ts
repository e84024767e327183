/**
 * Who may do what on a team (issue 24, decision 062). Spec section 6 names the roles (owner, admin,
 * member) and leaves their powers open; these rules are the server's, one function each, so every route
 * and its test read the same answer.
 */

export const TEAM_ROLES = ["owner", "admin", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Spec section 9: an invitation may give only these. */
export const INVITATION_ROLES = ["member", "admin"] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** An invitation is good for a week, once. */
export const INVITATION_TTL_DAYS = 7;
/** Invitations one account may send an hour, over all its teams (every one is an e-mail to a stranger). */
export const INVITATIONS_PER_HOUR = 30;

export type InvitationStatus = "pending" | "accepted" | "declined" | "expired";

export const isTeamRole = (role: string): role is TeamRole => (TEAM_ROLES as readonly string[]).includes(role);

/** The owner invites members and admins; an admin invites members only; a member invites nobody. */
export function canInvite(actor: TeamRole, role: InvitationRole): boolean {
  if (actor === "owner") return true;
  return actor === "admin" && role === "member";
}

/** The owner removes anyone but themself; nobody else removes anyone (a member may leave: `canLeave`). */
export function canRemove(actor: TeamRole, target: TeamRole): boolean {
  return actor === "owner" && target !== "owner";
}

/** Everyone but the owner may leave; the owner's team would have nobody to run it. */
export const canLeave = (role: TeamRole): boolean => role !== "owner";

/** The owner makes a member an admin or an admin a member; the owner's own role does not change. */
export function canChangeRole(actor: TeamRole, target: TeamRole, to: TeamRole): boolean {
  return actor === "owner" && target !== "owner" && to !== "owner";
}

/** The owner and admins see each member's figures (the Team Metrics dialog); members see the leaderboard. */
export const canSeeMemberMetrics = (role: TeamRole): boolean => role === "owner" || role === "admin";

/** An invitation as the invitee sees it: one past its expiry is expired, whatever was stored. */
export function invitationStatus(stored: string, expiresAt: Date, now: Date): InvitationStatus {
  if (stored === "accepted" || stored === "declined") return stored;
  return expiresAt.getTime() <= now.getTime() ? "expired" : "pending";
}

/** The addresses of an invitation and an account are the same person's when equal ignoring case. */
export const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
