import { SCREEN_VIEW_DAYS } from "@measured/core";
import { type Database, sql } from "@measured/db";
import { HIT_RETENTION_MS } from "../auth/rate-limit";

export const NIGHTLY_CLEANUP = "nightly-cleanup";
/** A digest's delivery row matters for a day (one per local day) and 20 hours (DIGEST_MIN_HOURS_APART). */
export const DELIVERY_RETENTION_DAYS = 7;
/** Rows removed per statement: short statements, so no rep's write waits behind a long delete. */
export const CLEANUP_BATCH = 5000;

/**
 * What nothing reads any more, by table: the condition that makes a row dead. Each is removed in
 * batches by its key, oldest first, until none is left (issue 22: expired sessions, delivery claims
 * and stale rate-limit rows; the spent and expired links and leases beside them).
 */
function deadRows(now: Date) {
  const at = now.toISOString();
  const hitsBefore = new Date(now.getTime() - HIT_RETENTION_MS).toISOString();
  const deliveriesBefore = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000).toISOString();
  return {
    sessions: sql`delete from sessions where sid in (select sid from sessions where expire < ${at}::timestamptz limit ${CLEANUP_BATCH})`,
    rateLimitHits: sql`delete from rate_limit_hits where id in (select id from rate_limit_hits where at < ${hitsBefore}::timestamptz order by id limit ${CLEANUP_BATCH})`,
    notificationDeliveries: sql`delete from notification_deliveries where id in (select id from notification_deliveries where sent_at < ${deliveriesBefore}::timestamptz order by id limit ${CLEANUP_BATCH})`,
    emailConfirmations: sql`delete from email_confirmations where user_id in (select user_id from email_confirmations where expires_at < ${at}::timestamptz limit ${CLEANUP_BATCH})`,
    exportLeases: sql`delete from export_leases where user_id in (select user_id from export_leases where expires_at < ${at}::timestamptz limit ${CLEANUP_BATCH})`,
    // Analytics tracking keeps a rep's screen views SCREEN_VIEW_DAYS (decision 069).
    screenViews: sql`delete from screen_views where (user_id, day, screen) in (select user_id, day, screen from screen_views where day < (${at}::timestamptz at time zone 'utc')::date - ${SCREEN_VIEW_DAYS}::int limit ${CLEANUP_BATCH})`,
  };
}

export type CleanupCounts = Record<keyof ReturnType<typeof deadRows>, number>;

/** Removes every dead row; answers how many of each went. */
export async function nightlyCleanup(db: Database, now: Date = new Date()): Promise<CleanupCounts> {
  const counts = {} as CleanupCounts;
  for (const [table, statement] of Object.entries(deadRows(now)) as [keyof CleanupCounts, ReturnType<typeof sql>][]) {
    counts[table] = 0;
    for (;;) {
      const result = (await db.execute(statement)) as unknown as { rowCount?: number | null; affectedRows?: number };
      const removed = Number(result.rowCount ?? result.affectedRows ?? 0);
      counts[table] += removed;
      if (removed < CLEANUP_BATCH) break;
    }
  }
  return counts;
}
