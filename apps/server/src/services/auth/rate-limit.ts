import { and, type Database, eq, inArray, schema, sql } from "@measured/db";
import { LRUCache } from "lru-cache";
import { HttpError } from "../../lib/http-errors";

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** The hits one request reserved; given back when the attempt turns out not to count. */
export interface Reservation {
  ids: number[];
  keys: string[];
}

const { rateLimitHits: hits } = schema;
const windowStart = (windowMs: number) => sql`now() - ${windowMs / 1000} * interval '1 second'`;

/**
 * Reserves one slot under every limit, before the work it guards, atomically in the database
 * (so the limits hold across app servers and under any number of parallel requests): in one
 * transaction it takes an advisory lock per key (in sorted order, so two requests never wait
 * on each other crosswise), counts each key's hits in its window, and either records a hit for
 * every key or records nothing and throws 429 with Retry-After. The locks end with the
 * transaction, so a key is held for a few statements, never across the work itself.
 */
export async function reserveSlots(db: Database, limits: Limit[], message: string): Promise<Reservation> {
  const full = knownFull(db);
  const refuseIfKnownFull = () => {
    const now = Date.now();
    for (const limit of limits) {
      const until = full.get(limit.key);
      if (until !== undefined && until > now) throw tooManyFor(Math.ceil((until - now) / 1000), message);
    }
  };
  refuseIfKnownFull();
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // Requests for one key from this process take their turn here, in memory, rather than all at once in
  // the database's queue: a burst of a hundred then costs other reps one short transaction at a time,
  // and once the key is full the ones still waiting are refused without a query.
  const reservation = await inTurn(
    db,
    sorted.map((l) => l.key),
    () => {
      refuseIfKnownFull();
      return reserveInDatabase(db, sorted, message, full);
    },
  );
  await pruneNowAndThen(db);
  return reservation;
}

async function reserveInDatabase(
  db: Database,
  sorted: Limit[],
  message: string,
  full: LRUCache<string, number>,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    for (const limit of sorted) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${limit.key}, 0))`);
    }
    for (const limit of sorted) {
      // Hits past their window count for nothing; dropping them here keeps each key's rows bounded.
      await tx.delete(hits).where(and(eq(hits.key, limit.key), sql`${hits.at} <= ${windowStart(limit.windowMs)}`));
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(hits)
        .where(and(eq(hits.key, limit.key), sql`${hits.at} > ${windowStart(limit.windowMs)}`));
      const count = row?.count ?? 0;
      if (count >= limit.max) {
        const retryAfterS = await secondsUntilFree(tx, limit, count);
        full.set(limit.key, Date.now() + retryAfterS * 1000, { ttl: retryAfterS * 1000 });
        throw tooManyFor(retryAfterS, message);
      }
    }
    const inserted = await tx
      .insert(hits)
      .values(sorted.map((l) => ({ key: l.key })))
      .returning({ id: hits.id });
    return { ids: inserted.map((r) => r.id), keys: sorted.map((l) => l.key) };
  });
}

/**
 * The last turn queued per key, per database handle (one per app server; two app instances in one test
 * process keep their own, so the database's advisory locks still decide between them). An entry leaves
 * when its turn ends and nobody follows.
 */
const turnsByDatabase = new WeakMap<Database, Map<string, Promise<void>>>();

/** Runs `work` once every earlier caller for any of these keys is done (keys taken in sorted order). */
async function inTurn<T>(db: Database, sortedKeys: string[], work: () => Promise<T>): Promise<T> {
  let turns = turnsByDatabase.get(db);
  if (!turns) {
    turns = new Map();
    turnsByDatabase.set(db, turns);
  }
  const ends: (() => void)[] = [];
  for (const key of new Set(sortedKeys)) {
    const previous = turns.get(key) ?? Promise.resolve();
    let end = () => {};
    const mine = new Promise<void>((resolve) => {
      end = resolve;
    });
    const tail = previous.then(() => mine);
    turns.set(key, tail);
    ends.push(() => {
      end();
      if (turns.get(key) === tail) turns.delete(key);
    });
    await previous;
  }
  try {
    return await work();
  } finally {
    for (const end of ends.reverse()) end();
  }
}

/**
 * Keys this process has seen full, with when a slot frees, per database: a flood against a full key is
 * then refused without a query (on the embedded database every query waits its turn, so a hundred
 * parallel refusals would delay every other rep). Refusing until the time the database gave can only
 * refuse more, never let more through; another server's release frees the slot a little later here.
 * Bounded in bytes: 2 bytes a character of the key, plus the entry.
 */
const fullKeysByDatabase = new WeakMap<Database, LRUCache<string, number>>();
function knownFull(db: Database): LRUCache<string, number> {
  let cache = fullKeysByDatabase.get(db);
  if (!cache) {
    cache = new LRUCache<string, number>({ maxSize: 1024 * 1024, sizeCalculation: (_until, key) => 2 * key.length + 64 });
    fullKeysByDatabase.set(db, cache);
  }
  return cache;
}

function tooManyFor(retryAfterS: number, message: string): HttpError {
  const minutes = Math.ceil(retryAfterS / 60);
  return new HttpError(429, message.replace("{minutes}", `${minutes} minute${minutes === 1 ? "" : "s"}`), {
    "retry-after": String(retryAfterS),
  });
}

/** When enough of the key's hits leave the window for one more, in whole seconds. */
async function secondsUntilFree(db: Database, limit: Limit, count: number): Promise<number> {
  const [freed] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${hits.at} + ${limit.windowMs / 1000} * interval '1 second' - now())))::int`,
    })
    .from(hits)
    .where(and(eq(hits.key, limit.key), sql`${hits.at} > ${windowStart(limit.windowMs)}`))
    .orderBy(hits.at)
    .offset(count - limit.max)
    .limit(1);
  return Math.max(1, freed?.seconds ?? Math.ceil(limit.windowMs / 1000));
}

/** Gives reserved slots back: the attempt succeeded, or never ran (the server was busy). */
export async function releaseSlots(db: Database, reservation: Reservation): Promise<void> {
  if (reservation.ids.length === 0) return;
  await db.delete(hits).where(inArray(hits.id, reservation.ids));
  // A key freed here is not full any more in this process (other servers learn it when their time is up).
  for (const key of reservation.keys) knownFull(db).delete(key);
}

/**
 * Runs `work` under a reserved slot: a 503 (the hashing queue was full) gives the slot back,
 * since the attempt never happened; any other outcome keeps it unless `work` releases it.
 */
export async function withSlots<T>(
  db: Database,
  limits: Limit[],
  message: string,
  work: (reservation: Reservation) => Promise<T>,
): Promise<T> {
  const reservation = await reserveSlots(db, limits, message);
  try {
    return await work(reservation);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 503) await releaseSlots(db, reservation);
    throw error;
  }
}

/** Longer than any limit's window: a hit this old counts for nothing anywhere. */
export const HIT_RETENTION_MS = 24 * 60 * 60 * 1000;
export const PRUNE_BATCH = 100;
const PRUNE_EVERY = 32;
let reservationsSincePrune = 0;

/**
 * Drops up to PRUNE_BATCH of the oldest hits (by id, so through the primary key, never a
 * scan) once they are past HIT_RETENTION_MS. A key used again drops its own old hits when it
 * is reserved; this clears keys never used again (one-off addresses and e-mails). Run every
 * PRUNE_EVERY reservations, it removes hits faster than reservations add them (at most three
 * each), so the table holds about a day of hits whatever the traffic.
 */
export async function pruneOldestHits(db: Database): Promise<void> {
  const oldest = db.select({ id: hits.id }).from(hits).orderBy(hits.id).limit(PRUNE_BATCH);
  await db
    .delete(hits)
    .where(and(inArray(hits.id, oldest), sql`${hits.at} < now() - ${HIT_RETENTION_MS / 1000} * interval '1 second'`));
}

async function pruneNowAndThen(db: Database): Promise<void> {
  reservationsSincePrune++;
  if (reservationsSincePrune < PRUNE_EVERY) return;
  reservationsSincePrune = 0;
  await pruneOldestHits(db);
}
