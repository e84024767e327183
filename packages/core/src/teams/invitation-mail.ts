import { INVITATION_TTL_DAYS, type InvitationRole } from "./rules";

interface InvitationMailInput {
  inviterName: string;
  teamName: string;
  role: InvitationRole;
  /** The accept-invitation page with the team and the single-use token. */
  link: string;
}

const roleWords = (role: InvitationRole) => (role === "admin" ? "an admin" : "a member");

/** The invitation e-mail (issue 24): who asks, to which team, as what, and the link that answers it. */
export function invitationMail(input: InvitationMailInput): { subject: string; text: string } {
  return {
    subject: `${input.inviterName} invited you to ${input.teamName} on Measured`,
    text: [
      "Hi,",
      "",
      `${input.inviterName} invited you to join the team "${input.teamName}" on Measured as ${roleWords(input.role)}.`,
      "To accept or decline, open this link (you can make a free account there if you have none):",
      input.link,
      "",
      `The link works once and expires in ${INVITATION_TTL_DAYS} days. The team sees your activity figures (doors, appointments, deals), never your money, mileage or leads.`,
      "If you do not know the sender, ignore this e-mail.",
    ].join("\n"),
  };
}

/** The text message a phone's text app opens with (spec section 2, Invite: the SMS button). */
export function invitationText(input: Omit<InvitationMailInput, "role">): string {
  return `${input.inviterName} invited you to join ${input.teamName} on Measured: ${input.link}`;
}
