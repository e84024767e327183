import { LRUCache } from "lru-cache";

/**
 * Built dashboards, per server process, keyed by everything the answer depends on: the
 * user, the query, the day it is in the user's zone, and users.data_version — which
 * database triggers bump on any change to the user's metrics, entries or clients. A
 * changed version is a different key, so a stale answer is never served, on any server.
 * Entries are the serialized JSON, so a hit skips serialization as well as the queries.
 */
export interface DashboardCache {
  get(key: string): string | undefined;
  set(key: string, json: string): void;
}

export function createDashboardCache(size: number): DashboardCache {
  if (size <= 0) return { get: () => undefined, set: () => {} };
  const cache = new LRUCache<string, string>({ max: size, ttl: 10 * 60_000 });
  return { get: (key) => cache.get(key), set: (key, json) => cache.set(key, json) };
}

export function dashboardCacheKey(
  userId: number,
  dataVersion: number,
  today: string,
  query: { period: string; timeZone: string; startDate?: string; endDate?: string },
): string {
  return [userId, dataVersion, today, query.period, query.timeZone, query.startDate ?? "", query.endDate ?? ""].join("|");
}
