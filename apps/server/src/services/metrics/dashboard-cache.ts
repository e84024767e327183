import { LRUCache } from "lru-cache";

/**
 * Built dashboards, per server process, keyed by everything the answer depends on: the
 * user, the query, the day it is in the user's zone, and users.data_version — which
 * database triggers bump on any change to the user's metrics, entries or clients. A
 * changed version is a different key, so a stale answer is never served, on any server.
 * Entries are the serialized JSON, so a hit skips serialization as well as the queries.
 *
 * Bounded twice (issue 9): by entries (DASHBOARD_CACHE_SIZE) and by bytes, so answers made
 * large on purpose cannot fill the heap; an answer past MAX_CACHED_ANSWER_BYTES is not kept.
 */
export interface DashboardCache {
  get(key: string): string | undefined;
  set(key: string, json: string): void;
  /** Bytes the cached keys and answers take (their UTF-16 text), never more than the byte cap. */
  readonly bytes: number;
}

/** What the cached answers may take in all: about 14,000 typical dashboards of 1.2 KB. */
export const DASHBOARD_CACHE_BYTES = 32 * 1024 * 1024;
/** A single answer larger than this is sent but not kept. */
export const MAX_CACHED_ANSWER_BYTES = 1024 * 1024;

/** V8 keeps a string's text in 1 or 2 bytes a character; counting 2 never undercounts. */
const textBytes = (text: string) => text.length * 2;
/** An LRU node, its map slot and the string headers, rounded up. */
const ENTRY_OVERHEAD_BYTES = 200;

export function createDashboardCache(
  size: number,
  limits: { maxBytes: number; maxAnswerBytes: number } = {
    maxBytes: DASHBOARD_CACHE_BYTES,
    maxAnswerBytes: MAX_CACHED_ANSWER_BYTES,
  },
): DashboardCache {
  if (size <= 0) return { get: () => undefined, set: () => {}, bytes: 0 };
  const cache = new LRUCache<string, string>({
    max: size,
    maxSize: limits.maxBytes,
    maxEntrySize: limits.maxAnswerBytes,
    sizeCalculation: (json, key) => textBytes(json) + textBytes(key) + ENTRY_OVERHEAD_BYTES,
    ttl: 10 * 60_000,
  });
  return {
    get: (key) => cache.get(key),
    set: (key, json) => {
      cache.set(key, json);
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}

/**
 * The key a dashboard is kept under, or null for a custom range, which is not kept: each range a rep
 * picks is a new key, seldom asked for twice, and computed from the cached history in about a tenth
 * of a millisecond; keeping every one cost the computed dashboard ~10 % of its CPU and a longer tail
 * (the young heap copied each kept answer; decision 037). The named periods repeat and are kept,
 * under what their answer depends on: dates sent beside one are ignored by it, so they are not part
 * of the key (else made-up dates would be one rep's way to fill the cache with copies).
 */
export function dashboardCacheKey(
  userId: number,
  dataVersion: number,
  today: string,
  query: { period: string; timeZone: string },
): string | null {
  if (query.period === "custom") return null;
  return [userId, dataVersion, today, query.period, query.timeZone].join("|");
}
