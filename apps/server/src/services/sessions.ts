import { and, type Database, eq, gt, lt, schema, sql } from "@measured/db";
import { preparedPerDatabase } from "../lib/prepared";
import { hashToken, newToken } from "../lib/tokens";
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

/** Starts a session and returns the token the client keeps (cookie and bearer). */
export async function createSession(db: Database, userId: number, idleDays: number, userAgent?: string): Promise<string> {
  const token = newToken();
  await db.insert(schema.sessions).values({
    sid: hashToken(token),
    userId,
    sess: { createdAt: new Date().toISOString(), userAgent: userAgent?.slice(0, 200) },
    expire: new Date(Date.now() + idleDays * DAY_MS),
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

export async function deleteSession(db: Database, sid: string): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.sid, sid));
}

export async function deleteUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(schema.sessions).where(lt(schema.sessions.expire, new Date()));
}
