import { DIGEST_MAX_LEADS, DIGEST_MIN_HOURS_APART, digestDateAt, followUpDigestMail, isValidTimeZone } from "@measured/core";
import { and, asc, count, type Database, eq, gt, isNotNull, lte, schema, sql } from "@measured/db";
import type { Mailer } from "../mail/mailer";
import { unsubscribeLinks, unsubscribeTokenFor } from "./unsubscribe";

export const FOLLOW_UP_DIGEST = "follow-up-digest";

const { clients, notificationDeliveries, userPreferences, users } = schema;

/**
 * One sweep of the morning digest: every rep with e-mail notifications on, whose morning it is
 * and who has follow-ups due (today or overdue, in their zone), gets one e-mail for that local
 * day. The delivery row is claimed before sending, under a unique key, so parallel sweeps (two
 * servers, a retried job) send it once; a failed send gives the claim back for the next sweep.
 */
export async function sendFollowUpDigests(
  db: Database,
  mailer: Mailer,
  options: { now?: Date; appUrl: string },
): Promise<number> {
  const now = options.now ?? new Date();
  const reps = await db
    .select({ userId: users.id, email: users.email, timeZone: userPreferences.timeZone })
    .from(userPreferences)
    .innerJoin(users, eq(users.id, userPreferences.userId))
    // Only to a confirmed address (decision 054): never to one someone typed at sign-up and never opened.
    .where(
      and(eq(userPreferences.emailNotifications, true), isNotNull(userPreferences.timeZone), eq(users.isEmailVerified, true)),
    );

  let sent = 0;
  const failures: unknown[] = [];
  for (const rep of reps) {
    if (!rep.timeZone || !isValidTimeZone(rep.timeZone)) continue;
    const today = digestDateAt(rep.timeZone, now);
    if (!today) continue;
    const due = and(eq(clients.userId, rep.userId), lte(clients.nextFollowUpDate, today));
    const [{ total = 0 } = {}] = await db.select({ total: count() }).from(clients).where(due);
    if (total === 0) continue;

    const claim = await claimDigest(db, rep.userId, today, now);
    if (!claim) continue;

    const leads = await db
      .select({
        firstName: clients.firstName,
        lastName: clients.lastName,
        phone: clients.phone,
        nextFollowUpDate: clients.nextFollowUpDate,
      })
      .from(clients)
      .where(due)
      .orderBy(asc(clients.nextFollowUpDate), asc(clients.id))
      .limit(DIGEST_MAX_LEADS);
    try {
      const unsubscribe = unsubscribeLinks(options.appUrl, await unsubscribeTokenFor(db, rep.userId));
      const mail = followUpDigestMail({
        today,
        total,
        leadsUrl: new URL("/clients", options.appUrl).toString(),
        unsubscribeUrl: unsubscribe.page,
        leads: leads.map((lead) => ({ ...lead, nextFollowUpDate: lead.nextFollowUpDate ?? today })),
      });
      await mailer.send({ to: rep.email, ...mail, headers: unsubscribe.headers });
      sent += 1;
    } catch (error) {
      // One rep's mail failing must not keep the others from theirs; the job fails after the
      // sweep and its retry finds only the reps still unsent.
      await db.delete(notificationDeliveries).where(eq(notificationDeliveries.id, claim.id));
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} follow-up digests failed`);
  return sent;
}

/**
 * Claims the rep's digest for their local day, unless one went out in the last DIGEST_MIN_HOURS_APART
 * hours. The unique key (rep, kind, local day) makes parallel sweeps claim once; the window makes a
 * zone change (a new local day hours later) claim nothing.
 */
async function claimDigest(db: Database, userId: number, today: string, now: Date): Promise<{ id: number } | undefined> {
  const since = new Date(now.getTime() - DIGEST_MIN_HOURS_APART * 3_600_000);
  const recent = db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.userId, userId),
        eq(notificationDeliveries.kind, FOLLOW_UP_DIGEST),
        gt(notificationDeliveries.sentAt, since),
      ),
    );
  const result = await db.execute(sql`
    insert into ${notificationDeliveries} (user_id, kind, local_date, sent_at)
    select ${userId}, ${FOLLOW_UP_DIGEST}, ${today}::date, ${now.toISOString()}::timestamptz
    where not exists (${recent})
    on conflict do nothing
    returning id`);
  // Both drivers (pg, PGlite) answer a raw statement with `{ rows }`.
  const claimed = (result as unknown as { rows: { id: number }[] }).rows;
  return claimed[0];
}
