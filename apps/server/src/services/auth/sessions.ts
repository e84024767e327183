import { QUOTAS } from "@measured/core";
import { and, type Database, eq, gt, inArray, lt, schema, sql } from "@measured/db";
import { preparedPerDatabase } from "../../lib/prepared";
import { hashToken, newToken } from "../../lib/tokens";
import type { UserRow } from "./users";

const DAY_MS = 24 * 60 * 60 * 1000;
/** However active a session is, it ends this long after sign-in. */
export const ABSOLUTE_SESSION_DAYS = 90;

export interface SessionInfo {
  sid: string;
  /** The signed-in user, read in the same query (its data_version keys cached dashboards). */
  user: UserRow;
}

/**
 * Every signed-in request starts with this lookup, so it is one prepared statement: the
 * database plans it once per connection, and drizzle builds its SQL once per database.
 */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({ sess: schema.sessions.sess, expire: schema.sessions.expire, user: schema.users })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(eq(schema.sessions.sid, sql.placeholder("sid")), gt(schema.sessions.expire, sql.placeholder("now"))))
    .limit(1)
    .prepare("measured_resolve_session"),
);

/**
 * Starts a session and returns the token the client keeps (cookie and bearer). A user holds
 * at most QUOTAS.sessionsPerUser sessions: in the same transaction as the insert, under a lock
 * on the user's sessions (so parallel sign-ins cannot both pass the cap), the oldest sign-ins
 * past the cap end.
 */
export async function createSession(db: Database, userId: number, idleDays: number, userAgent?: string): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sessions:user:${userId}`}, 0))`);
    await tx.insert(schema.sessions).values({
      sid: hashToken(token),
      userId,
      sess: { createdAt: new Date().toISOString(), userAgent: userAgent?.slice(0, 200) },
      expire: new Date(Date.now() + idleDays * DAY_MS),
    });
    const { sessions } = schema;
    const beyondCap = tx
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      // ISO timestamps sort as text; the sid breaks ties so the order is total.
      .orderBy(sql`${sessions.sess}->>'createdAt' desc`, sessions.sid)
      .offset(QUOTAS.sessionsPerUser.max);
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), inArray(sessions.sid, beyondCap)));
  });
  return token;
}

/**
 * Resolves a token to its session. A session idle for `idleDays` or older than
 * ABSOLUTE_SESSION_DAYS is over; an active one is extended at most once a day.
 */
export async function resolveSession(db: Database, token: string, idleDays: number): Promise<SessionInfo | undefined> {
  const sid = hashToken(token);
  const now = Date.now();
  const [row] = await sessionLookup(db).execute({ sid, now: new Date(now).toISOString() });
  if (!row) return undefined;
  const absoluteEnd = Date.parse(row.sess.createdAt) + ABSOLUTE_SESSION_DAYS * DAY_MS;
  if (!(absoluteEnd > now)) {
    await db.delete(schema.sessions).where(eq(schema.sessions.sid, sid));
    return undefined;
  }
  const wanted = Math.min(now + idleDays * DAY_MS, absoluteEnd);
  if (wanted - row.expire.getTime() > DAY_MS) {
    await db
      .update(schema.sessions)
      .set({ expire: new Date(wanted) })
      .where(eq(schema.sessions.sid, sid));
  }
  return { sid, user: row.user };
}

export async function deleteSessions(db: Database, sids: string[]): Promise<void> {
  if (sids.length === 0) return;
  await db.delete(schema.sessions).where(inArray(schema.sessions.sid, sids));
}

export async function deleteUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(schema.sessions).where(lt(schema.sessions.expire, new Date()));
}
