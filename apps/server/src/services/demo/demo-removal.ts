import { and, asc, type Database, isNotNull, lt, notInArray, schema } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { removeAccount } from "../user/account";

export const DEMO_REMOVAL = "demo-removal";
/** Demos read per query: a run removes them a batch at a time, each in its own short transaction. */
export const DEMO_REMOVAL_BATCH = 50;
/**
 * The most one run removes. A demo opens at most DEMO_LIMIT_PER_ADDRESS times an hour per address; a
 * backlog past this (a long outage of the job) is finished by the next hourly runs, never one long run.
 */
export const DEMO_REMOVAL_MAX_PER_RUN = 2000;

const { users } = schema;

/**
 * Removes every Try the demo account whose day is over (issue 25, decision 068), oldest first, with all
 * it holds, as Delete Account removes a rep (removeAccount). The partial index on demo_expires_at finds
 * them without reading any other account. A demo another server removed first is skipped.
 */
export async function removeExpiredDemos(db: Database, now: Date = new Date()): Promise<number> {
  let removed = 0;
  // A demo that cannot be removed is passed over for the rest of the run, so it never holds up the ones
  // behind it; the run then fails naming it (the job queue records it and the next run tries again).
  const failed = new Map<number, unknown>();
  while (removed < DEMO_REMOVAL_MAX_PER_RUN) {
    const due = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          isNotNull(users.demoExpiresAt),
          lt(users.demoExpiresAt, now),
          failed.size > 0 ? notInArray(users.id, [...failed.keys()]) : undefined,
        ),
      )
      .orderBy(asc(users.demoExpiresAt), asc(users.id))
      .limit(Math.min(DEMO_REMOVAL_BATCH, DEMO_REMOVAL_MAX_PER_RUN - removed));
    for (const demo of due) {
      try {
        await removeAccount(db, demo.id, demo.email);
        removed++;
      } catch (error) {
        // Gone already (another job run, or the visitor pressed Delete Account): nothing left to do.
        if (!(error instanceof HttpError && error.statusCode === 401)) failed.set(demo.id, error);
      }
    }
    if (due.length < DEMO_REMOVAL_BATCH) break;
  }
  if (failed.size > 0) {
    throw new AggregateError(
      [...failed.values()],
      `demo removal: ${failed.size} demos could not be removed (${[...failed.keys()].join(", ")})`,
    );
  }
  return removed;
}
