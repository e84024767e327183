import { z } from "zod";
import { INVALID_PHONE, isPhoneNumber } from "../clients/phone-number";
import { TEXT_LIMITS } from "../limits/quotas";
import { emailAddressSchema } from "../schemas/auth";
import { MAX_SERIAL_ID } from "../schemas/metrics";
import { optionalTextField, textField } from "../text/text-field";
import { INVITATION_ROLES, TEAM_ROLES } from "./rules";

/** What the teams API takes and answers (spec sections 3, 5 and 7; decision 062). */

export const TEAM_MESSAGES = {
  created: "Team created successfully",
  createFailed: "Failed to create team",
  invitationSent: "Invitation sent successfully",
  invitationFailed: "Failed to send invitation",
  accepted: "Invitation accepted",
  declined: "Invitation declined",
  acceptFailed: "Failed to accept invitation",
  declineFailed: "Failed to decline invitation",
  metricsFailed: "Failed to fetch team metrics",
  teamNotFound: "Team not found",
  invitationNotFound: "Invitation not found",
  notAllowed: "Only the team's owner or an admin can do that",
  adminsInviteMembers: "An admin can invite members only; ask the owner to invite an admin",
  ownerOnly: "Only the team's owner can do that",
  ownerStays: "The owner cannot leave or be removed; the team would have nobody to run it",
  confirmFirst: "Confirm your e-mail address before inviting anyone: open the link we sent you",
  alreadyMember: "That person is already on this team",
  inviteYourself: "You are already on this team",
  otherAccount: "This invitation was sent to another e-mail address. Sign in with that address to answer it.",
  proveAddress: "Confirm your e-mail address to answer this invitation here, or open the link in the invitation e-mail",
  notPending: "This invitation has already been answered",
  expired: "This invitation has expired. Ask for a new one.",
  tooManyInvitations: "You have sent many invitations in the last hour. Try again later.",
} as const;

const teamIdField = z
  .number({ error: TEAM_MESSAGES.teamNotFound })
  .int(TEAM_MESSAGES.teamNotFound)
  .min(1, TEAM_MESSAGES.teamNotFound)
  .max(MAX_SERIAL_ID, TEAM_MESSAGES.teamNotFound);

/** POST /api/teams {name, description}: a name that is not blank (spec section 5), a description if any. */
export const createTeamSchema = z.strictObject({
  name: textField({ label: "Team name", max: TEXT_LIMITS.teamName }),
  description: optionalTextField("Description", TEXT_LIMITS.description),
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;

const invitePhone = optionalTextField("Phone number", TEXT_LIMITS.phone).superRefine((value, ctx) => {
  if (value && !isPhoneNumber(value)) ctx.addIssue({ code: "custom", message: INVALID_PHONE });
});

/** POST /api/team-invitations {email, phone, role, teamId}: an address, a phone if any, member or admin. */
export const createInvitationSchema = z.strictObject({
  email: emailAddressSchema,
  phone: invitePhone,
  role: z.enum(INVITATION_ROLES, { error: "Role must be member or admin" }),
  teamId: teamIdField,
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

/**
 * POST /api/team-invitations/{id}/accept|decline: no body (spec section 7), or the link's token from the accept
 * page, which proves the address when the account has not confirmed it yet (decision 062).
 */
export const answerInvitationSchema = z
  .strictObject({
    token: z.string({ error: TEAM_MESSAGES.invitationNotFound }).min(1).max(TEXT_LIMITS.token, TEAM_MESSAGES.invitationNotFound),
  })
  .nullish();

/** PATCH /api/teams/{id}/members/{userId} {role}. */
export const changeRoleSchema = z.strictObject({ role: z.enum(INVITATION_ROLES, { error: "Role must be member or admin" }) });

export const teamMemberSchema = z.object({
  userId: z.number(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
  user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() }),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.number(),
  inviteeEmail: z.string(),
  role: z.enum(INVITATION_ROLES),
  status: z.enum(["pending", "accepted", "declined", "expired"]),
  expiresAt: z.string(),
});

/**
 * A team as GET /api/teams and /api/teams/memberships answer it: the spec's fields, the rep's own role, the
 * members (the owner first) and, for the owner and admins, the invitations still waiting.
 */
export const teamSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  ownerId: z.number(),
  isActive: z.boolean(),
  role: z.enum(TEAM_ROLES),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** An invitation to the signed-in rep (GET /api/team-invitations/received, and the accept page's). */
export const receivedInvitationSchema = z.object({
  id: z.number(),
  teamId: z.number(),
  teamName: z.string(),
  inviterName: z.string(),
  role: z.enum(INVITATION_ROLES),
  status: z.enum(["pending", "accepted", "declined", "expired"]),
  expiresAt: z.string(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;
