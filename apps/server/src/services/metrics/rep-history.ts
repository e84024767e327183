import { type DailySums, dailySumsOf } from "@measured/core";
import { and, type Database, eq, isNotNull, schema, sql } from "@measured/db";
import { LRUCache } from "lru-cache";
import { preparedPerDatabase } from "../../lib/prepared";
import { type DefinitionRow, listActiveDefinitions } from "./kpi-definitions";

const entries = schema.kpiEntries;
const defs = schema.kpiDefinitions;
const clients = schema.clients;

/**
 * A rep's daily sums and signed clients (core's `DailySums`, whose arithmetic gives any period's
 * figures) with their active definitions: everything a dashboard needs. Kept per process under
 * users.data_version (decision 011), so a dashboard for a new period or range is not a query.
 */
export interface RepHistory extends DailySums {
  definitions: DefinitionRow[];
}

/**
 * Per definition, its name and its entries as one text (`2026-01-05=12.50,2026-01-06=3`): a row
 * per definition rather than per entry, grouped by an integer key in the order of the index, so a
 * years-long history costs little (3 years: 15.5 ms grouped by day and name in SQL, 5.6 ms so).
 */
const entriesByDefinition = preparedPerDatabase((db) =>
  db
    .select({
      name: defs.name,
      series: sql<string>`string_agg(${entries.date}::text || '=' || ${entries.value}::text, ',' ORDER BY ${entries.date})`,
    })
    .from(entries)
    // The owner in the join too, so the planner never reads other reps' definitions.
    // Only metrics the rep tracks: a removed metric's values stay stored, not loaded (decision 015), so a
    // history is bounded by the active-metric quota and the date window.
    .innerJoin(
      defs,
      and(eq(defs.id, entries.kpiDefinitionId), eq(defs.userId, sql.placeholder("userId")), eq(defs.isActive, true)),
    )
    .where(eq(entries.userId, sql.placeholder("userId")))
    .groupBy(defs.id)
    .prepare("measured_rep_entries_by_definition"),
);

/** Spec section 9's "clients flagged signed", counted on the day each was signed (issue 11, decision 026). */
const signedClientDays = preparedPerDatabase((db) =>
  db
    .select({ signedDate: clients.signedDate })
    .from(clients)
    .where(and(eq(clients.userId, sql.placeholder("userId")), eq(clients.signed, true), isNotNull(clients.signedDate)))
    .prepare("measured_rep_signed_client_days"),
);

export async function loadRepHistory(db: Database, userId: number): Promise<RepHistory> {
  const [definitions, rows, signed] = await Promise.all([
    listActiveDefinitions(db, userId),
    entriesByDefinition(db).execute({ userId }),
    signedClientDays(db).execute({ userId }),
  ]);
  // numeric(10,2) as whole cents: sums stay exact. Definitions sharing a name (an old one and its
  // replacement) add up, as the dashboard shows them as one.
  function* entries() {
    for (const row of rows) {
      for (const point of row.series.split(",")) {
        const [day = "", value = "0"] = point.split("=");
        yield { name: row.name, day, cents: Math.round(Number(value) * 100) };
      }
    }
  }
  return {
    definitions,
    ...dailySumsOf(
      entries(),
      signed.flatMap((c) => (c.signedDate ? [c.signedDate] : [])),
    ),
  };
}

/** Histories by user, each valid for one data version; off when the dashboard cache is (size 0). */
export interface RepHistoryCache {
  get(db: Database, userId: number, dataVersion: number): Promise<RepHistory>;
  /** The estimated bytes of the histories kept, never more than the cache's cap. */
  readonly bytes: number;
}

/**
 * A history's heap in bytes, to bound the cache by memory rather than by reps: a fixed part; per day
 * its string; per entry its day index and cents; per name its series; per definition its row; per
 * signed client its day. Checked against the heap (issue 9: loadRepHistory on PGlite, heap and array
 * buffers after gc, estimate in brackets): 11 metrics × 3 years of days 190 KB (224 KB); 60 × 3 years
 * 873 KB (921 KB); 200 × 3000 days 7.3 MB (7.5 MB); 20,000 metrics with one day each 18.8 MB (29 MB),
 * where the dense day × metric table before it needed 3.2 GB.
 */
export function historyBytes(h: RepHistory): number {
  let entries = 0;
  for (const series of h.series.values()) entries += series.at.length;
  return (
    16 * 1024 + h.days.length * 48 + entries * 12 + h.series.size * 400 + h.definitions.length * 1024 + h.signedDays.length * 32
  );
}

/** The most the histories may take, and the most one may: a history past it is rebuilt on each visit. */
export const REP_HISTORY_CACHE_BYTES = 64 * 1024 * 1024;

export function createRepHistoryCache(enabled: boolean, maxBytes = REP_HISTORY_CACHE_BYTES): RepHistoryCache {
  if (!enabled) return { get: (db, userId) => loadRepHistory(db, userId), bytes: 0 };
  const cache = new LRUCache<number, { version: number; history: RepHistory }>({
    maxSize: maxBytes,
    // One rep's years of data cannot push out every other rep's.
    maxEntrySize: Math.floor(maxBytes / 4),
    sizeCalculation: (v) => historyBytes(v.history),
    ttl: 10 * 60_000,
  });
  return {
    async get(db, userId, dataVersion) {
      const hit = cache.get(userId);
      if (hit && hit.version === dataVersion) return hit.history;
      // Loaded after the version was read: it holds at least what that version had, never less.
      const history = await loadRepHistory(db, userId);
      const now = cache.get(userId);
      if (!now || now.version <= dataVersion) cache.set(userId, { version: dataVersion, history });
      return history;
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
