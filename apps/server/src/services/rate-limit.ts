import { and, type Database, eq, gt, lt, schema, sql } from "@measured/db";
import { HttpError } from "../lib/http-errors";

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts attempts in the database, so limits hold across app servers.
 * Throws 429 with Retry-After when any limit is already used up.
 */
export async function assertUnderLimits(db: Database, limits: Limit[], message: string): Promise<void> {
  for (const limit of limits) {
    const since = new Date(Date.now() - limit.windowMs);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${schema.rateLimitHits.at})` })
      .from(schema.rateLimitHits)
      .where(and(eq(schema.rateLimitHits.key, limit.key), gt(schema.rateLimitHits.at, since)));
    if (row && row.count >= limit.max) {
      const oldest = row.oldest ? Date.parse(row.oldest) : Date.now();
      const retryAfterS = Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000));
      const minutes = Math.ceil(retryAfterS / 60);
      throw new HttpError(429, message.replace("{minutes}", `${minutes} minute${minutes === 1 ? "" : "s"}`), {
        "retry-after": String(retryAfterS),
      });
    }
  }
}

export async function recordHits(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(schema.rateLimitHits).values(keys.map((key) => ({ key })));
}

export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(schema.rateLimitHits).where(eq(schema.rateLimitHits.key, key));
}

/** Old hits count for nothing; dropping them keeps the table small. */
export async function pruneHits(db: Database, olderThanMs: number): Promise<void> {
  await db.delete(schema.rateLimitHits).where(lt(schema.rateLimitHits.at, new Date(Date.now() - olderThanMs)));
}
