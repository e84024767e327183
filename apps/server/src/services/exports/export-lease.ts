import { randomBytes } from "node:crypto";
import { and, type Database, eq, lt, schema, sql } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { repWrite } from "../rep-writes/rep-write";

const { exportLeases } = schema;

/**
 * How long an export's lease lasts without news: the pages read renew it (every 30 s), so a download that keeps
 * reading keeps it; a server that dies mid-export frees the rep's exports after this at most.
 */
export const EXPORT_LEASE_SECONDS = 120;
export const EXPORT_RUNNING_MESSAGE = "An export is already running for your account. Try again when it has finished.";
/**
 * A refused export is answered after this long. A client that asks again the instant it is refused (ten
 * loops in `npm run bench:abuse`: 10,000 refusals in 15 s, each reading its session) would otherwise turn
 * the refusals into a flood on the core the other reps share; a rep who pressed Download twice reads the
 * message a second later. It holds no connection to the database while it waits.
 */
export const EXPORT_REFUSAL_DELAY_MS = 1000;

/**
 * Takes the rep's one export slot across every app server (issue 22), or answers 429: a second export
 * while one runs would only double the work. Through repWrite, so the rep's row is locked first as for
 * every write of theirs (decision 050).
 */
export async function takeExportLease(db: Database, userId: number): Promise<ExportLease> {
  // A rep whose export runs on this server is answered without a trip to the database: a download
  // button pressed again and again (the abuse bench's ten at once) would otherwise cost a write each.
  const here = exportingHere(db);
  if (here.has(userId)) throw await refusal();
  const token = randomBytes(12).toString("hex");
  const expiresAt = sql`now() + make_interval(secs => ${EXPORT_LEASE_SECONDS})`;
  const taken = await repWrite(db, userId, (tx) =>
    tx
      .insert(exportLeases)
      .values({ userId, token, expiresAt })
      .onConflictDoUpdate({
        target: exportLeases.userId,
        set: { token, expiresAt },
        where: lt(exportLeases.expiresAt, sql`now()`),
      })
      .returning({ token: exportLeases.token }),
  );
  if (taken[0]?.token !== token) throw await refusal();
  here.add(userId);
  const mine = and(eq(exportLeases.userId, userId), eq(exportLeases.token, token));
  return {
    async renew() {
      await db.update(exportLeases).set({ expiresAt }).where(mine);
    },
    async giveBack() {
      here.delete(userId);
      await db.delete(exportLeases).where(mine);
    },
  };
}

async function refusal(): Promise<HttpError> {
  await new Promise((resolve) => setTimeout(resolve, EXPORT_REFUSAL_DELAY_MS));
  return new HttpError(429, EXPORT_RUNNING_MESSAGE, { "retry-after": "10" });
}

/** The reps with an export running on this server, per database (tests run several apps in one process). */
const exporting = new WeakMap<Database, Set<number>>();
function exportingHere(db: Database): Set<number> {
  let reps = exporting.get(db);
  if (!reps) {
    reps = new Set();
    exporting.set(db, reps);
  }
  return reps;
}

export interface ExportLease {
  renew(): Promise<void>;
  giveBack(): Promise<void>;
}

/** The export's text, holding the lease while it is read and giving it back however it ends (done, failed, or the reader gone). */
export async function* underLease<T>(lease: ExportLease, chunks: AsyncGenerator<T>): AsyncGenerator<T> {
  // Renewed a few times per lease period, not after every page: a write per page would double the export's
  // trips to the database for nothing.
  let renewedAt = Date.now();
  try {
    for await (const chunk of chunks) {
      yield chunk;
      if (Date.now() - renewedAt >= (EXPORT_LEASE_SECONDS * 1000) / 4) {
        await lease.renew();
        renewedAt = Date.now();
      }
    }
  } finally {
    await lease.giveBack();
  }
}
