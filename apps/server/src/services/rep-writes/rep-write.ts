import { type Database, eq, schema } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { WriteConflictError, writeConflictCode } from "./write-conflicts";

/**
 * The one lock order for every write a rep makes (decisions 027 and 050): the rep's user row
 * first, then their leads, appointments, metrics, entries and keys. Every rep write goes through
 * repWrite, so no two of them can each hold a row the other waits for. The data-version triggers
 * (migrations 0010, 0015) update users.data_version inside each statement: a write that touched a
 * lead before taking the user row would lock in the other order, the deadlock of issue 22.
 */

/** Attempts in all: the first and up to three re-runs of a deadlocked or serialization-failed write. */
export const REP_WRITE_ATTEMPTS = 4;

/** Transactions repWrite opened, and whose user row they hold: a write nested in one joins it. */
const open = new WeakMap<Database, number>();

/**
 * Opens a transaction, takes the rep's user row (FOR NO KEY UPDATE, the lock the triggers' update
 * takes too) and runs `work` in it. Called inside another repWrite for the same rep, `work` joins
 * that transaction: the row is already held and the outer call owns the retry.
 *
 * A deadlock (40P01) or serialization failure (40001) that still happens (a write by another path,
 * such as a job) rolls the whole transaction back, so `work` is re-run from scratch after a short
 * jittered pause, at most REP_WRITE_ATTEMPTS times in all; then WriteConflictError (answered 503).
 * `work` must therefore do nothing but database work through `tx` (no mail, no cache writes).
 */
export async function repWrite<T>(db: Database, userId: number, work: (tx: Database) => Promise<T>): Promise<T> {
  const holder = open.get(db);
  if (holder === userId) return work(db);
  if (holder !== undefined || isTransaction(db)) {
    // Joining a transaction that took another row first (or none) would break the order.
    throw new Error("A rep write must start its own transaction through repWrite");
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        open.set(tx, userId);
        await lockUserRow(tx, userId);
        return work(tx);
      });
    } catch (error) {
      const code = writeConflictCode(error);
      if (!code) throw error;
      if (attempt >= REP_WRITE_ATTEMPTS) throw new WriteConflictError(code, attempt, error);
      await pause(attempt);
    }
  }
}

/** drizzle's transactions (not its databases) can be rolled back by hand. */
const isTransaction = (db: Database) => "rollback" in db;

/** The account deleted while this request waited (Delete Account ran first): its session is over. */
export const ACCOUNT_GONE = "Unauthorized";

async function lockUserRow(tx: Database, userId: number): Promise<void> {
  const [row] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for("no key update");
  // Without the row every insert would fail on its foreign key (a 500): the write is refused as signed out.
  if (!row) throw new HttpError(401, ACCOUNT_GONE);
}

/** 10–40 ms, then 20–80, then 40–160: long enough for the other write to commit, short for the rep. */
function pause(attempt: number): Promise<void> {
  const base = 10 * 2 ** (attempt - 1);
  return new Promise((resolve) => setTimeout(resolve, base + Math.random() * base * 3));
}
