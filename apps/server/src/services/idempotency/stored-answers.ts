import { createHash } from "node:crypto";
import { QUOTAS } from "@measured/core";
import { and, type Database, desc, eq, inArray, lt, schema } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { repWrite } from "../rep-writes/rep-write";

const keys = schema.idempotencyKeys;
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

/**
 * Keeps a user's stored answers to QUOTAS.idempotencyKeysPerUser (issue 9): past it the oldest are
 * dropped, in the write's transaction, so a client sending a fresh key with every request cannot grow
 * the table without bound. A dropped key's retry simply runs again, as without a key.
 */
async function dropOldestPastQuota(tx: Database, userId: number): Promise<void> {
  const oldest = tx
    .select({ id: keys.id })
    .from(keys)
    .where(eq(keys.userId, userId))
    .orderBy(desc(keys.id))
    .offset(QUOTAS.idempotencyKeysPerUser.max);
  await tx.delete(keys).where(and(eq(keys.userId, userId), inArray(keys.id, oldest)));
}

/**
 * Runs a write once per (user, Idempotency-Key). The key row is inserted in the same
 * transaction as the write and completed with the answer, so a retry — even after the
 * server died mid-request — either finds the stored answer or finds nothing written.
 * A concurrent retry waits on the key's unique index until the first one commits.
 */
export async function runIdempotent(
  db: Database,
  userId: number,
  key: string,
  request: { method: string; path: string; body: unknown },
  write: (tx: Database) => Promise<{ statusCode: number; body: unknown }>,
): Promise<StoredAnswer> {
  const fingerprint = `${request.method} ${request.path} ${createHash("sha256")
    .update(JSON.stringify(request.body ?? null))
    .digest("hex")}`;
  // A repWrite, like the write it carries: the key rows (and their trim) come after the user's row.
  return repWrite(db, userId, async (tx) => {
    // The user's expired keys go first (this one included, so it may be used afresh).
    await tx.delete(keys).where(and(eq(keys.userId, userId), lt(keys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS))));
    const [claimed] = await tx.insert(keys).values({ userId, key, fingerprint }).onConflictDoNothing().returning({ id: keys.id });
    if (claimed) await dropOldestPastQuota(tx, userId);
    if (!claimed) {
      const [previous] = await tx
        .select()
        .from(keys)
        .where(and(eq(keys.userId, userId), eq(keys.key, key)))
        .limit(1);
      if (!previous || previous.statusCode === null)
        throw new HttpError(409, "A request with this Idempotency-Key is still in progress");
      if (previous.fingerprint !== fingerprint)
        throw new HttpError(422, "This Idempotency-Key was already used for a different request");
      return { statusCode: previous.statusCode, body: previous.body === null ? null : JSON.parse(previous.body), replayed: true };
    }
    const answer = await write(tx);
    await tx
      .update(keys)
      .set({ statusCode: answer.statusCode, body: JSON.stringify(answer.body) })
      .where(eq(keys.id, claimed.id));
    return { ...answer, replayed: false };
  });
}
