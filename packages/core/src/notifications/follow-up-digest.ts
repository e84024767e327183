import { dateIn } from "../kpi/periods";

/** The digest goes out at the first sweep at or after this hour, in the rep's own zone. */
export const DIGEST_HOUR = 7;

/** Follow-ups listed in one e-mail; the rest are counted ("and 12 more"). */
export const DIGEST_MAX_LEADS = 25;
/**
 * A rep gets at most one digest in this many hours, whatever their zone does: a rep who moves the zone
 * east after the morning's digest would otherwise reach another local morning the same day (issue 22).
 */
export const DIGEST_MIN_HOURS_APART = 20;

/** The hour (0–23) it is in `timeZone` at `now`. */
export function hourIn(timeZone: string, now: Date): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now);
  return Number(hour);
}

/**
 * The rep's local date when their morning digest is due at `now`, or null before DIGEST_HOUR.
 * The date names the digest: one per rep per local day, whichever server sends it.
 */
export function digestDateAt(timeZone: string, now: Date): string | null {
  return hourIn(timeZone, now) >= DIGEST_HOUR ? dateIn(timeZone, now) : null;
}

export interface DigestLead {
  firstName: string;
  lastName: string;
  phone: string | null;
  nextFollowUpDate: string;
}

/** The e-mail a rep gets: today's and overdue follow-ups, oldest first, with a link to Leads. */
export function followUpDigestMail(input: {
  today: string;
  leads: readonly DigestLead[];
  total: number;
  leadsUrl: string;
  /** The page that turns these e-mails off in one press (decision 054). */
  unsubscribeUrl: string;
}): {
  subject: string;
  text: string;
} {
  const { today, leads, total, leadsUrl, unsubscribeUrl } = input;
  const lines = leads.map((lead) => {
    const name = `${lead.firstName} ${lead.lastName}`.trim();
    const when = lead.nextFollowUpDate < today ? `overdue since ${lead.nextFollowUpDate}` : "today";
    return `- ${name}${lead.phone ? `, ${lead.phone}` : ""} (${when})`;
  });
  const more = total - leads.length;
  if (more > 0) lines.push(`- and ${more} more`);
  return {
    subject: `Follow-ups due today: ${total}`,
    text: [
      `You have ${total} follow-up${total === 1 ? "" : "s"} due today (${today}).`,
      "",
      ...lines,
      "",
      `Open your leads: ${leadsUrl}`,
      "",
      "You get this e-mail because e-mail notifications are on in Settings.",
      `Unsubscribe: ${unsubscribeUrl}`,
    ].join("\n"),
  };
}
