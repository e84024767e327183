import type { InvitationRole, TeamRole } from "@measured/core";

/** How many members a team card lists (spec section 9). */
export const CARD_MEMBERS = 3;

export const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", admin: "Admin", member: "Member" };

export const INVITATION_ROLE_OPTIONS: readonly { value: InvitationRole; label: string }[] = [
  { value: "member", label: "Member" },
  { value: "admin", label: "Admin" },
];

/** A person as a team shows them: their name, or their address when they gave none. */
export function personName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

/** Under a card's first three members: "+1 more member", "+4 more members"; nothing when all are listed. */
export function moreMembersText(total: number): string | null {
  const more = total - CARD_MEMBERS;
  if (more <= 0) return null;
  return `+${more} more ${more === 1 ? "member" : "members"}`;
}

interface RankedRow {
  value: number;
  rank: number;
  previousValue: number;
  previousRank: number;
}

/**
 * Where a member moved since the last period: "▲ 2" up two places, "▼ 1" down one, "–" the same; "New"
 * when they had nothing last period and something now; "–" with nothing in either.
 */
export function rankChangeText({ value, rank, previousValue, previousRank }: RankedRow): { text: string; label: string } {
  // Nothing last period: that rank was a tie among zeros and says nothing.
  if (previousValue === 0)
    return value > 0 ? { text: "New", label: "nothing last period" } : { text: "–", label: "nothing either period" };
  const up = previousRank - rank;
  if (up > 0) return { text: `▲ ${up}`, label: `up ${up} ${up === 1 ? "place" : "places"}` };
  if (up < 0) return { text: `▼ ${-up}`, label: `down ${-up} ${up === -1 ? "place" : "places"}` };
  return { text: "–", label: "same place" };
}

/** The phone's text app with the invitation (spec section 2): `sms:` with the number and a prefilled body. */
export function smsHref(phone: string, message: string): string {
  const number = phone.replace(/[^\d+]/g, "");
  return `sms:${number}?body=${encodeURIComponent(message)}`;
}

/** An invitation's expiry as a date in the rep's zone: "Expires Dec 4, 2026". */
export function expiryText(expiresAt: string, timeZone?: string): string {
  const date = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(
    new Date(expiresAt),
  );
  return `Expires ${date}`;
}
