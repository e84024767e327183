import { type DailySums, dailySumsOf, LEAD_FACT_SERIES } from "@measured/core";
import { and, type Database, eq, schema, sql } from "@measured/db";
import { LRUCache } from "lru-cache";
import { preparedPerDatabase } from "../../lib/prepared";
import { type DefinitionRow, listActiveDefinitions } from "./kpi-definitions";

const entries = schema.kpiEntries;
const defs = schema.kpiDefinitions;
const clients = schema.clients;

/**
 * A rep's daily sums, their lead facts among them (core's `DailySums`, whose arithmetic gives any period's
 * figures) with their active definitions: everything a dashboard needs. Kept per process under
 * users.data_version (decision 011), so a dashboard for a new period or range is not a query.
 */
export interface RepHistory extends DailySums {
  definitions: DefinitionRow[];
  /**
   * The instants (ms, ascending) of the rep's appointments marked no-show: a no-show counts on its
   * appointment's day in the zone the dashboard asks for (core's noShowsIn, decision 048), so the
   * instants are kept rather than days, and one history serves every zone.
   */
  noShowsAt: Float64Array;
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
    .where(and(eq(entries.userId, sql.placeholder("userId")), sql`${entries.date} >= ${sql.placeholder("since")}::date`))
    .groupBy(defs.id)
    .prepare("measured_rep_entries_by_definition"),
);

const c = clients;
/** A lead counts as a tag lead when its appointment was set by a tag and not by a knock (core's lead-facts). */
const source = (knock: string, tag: string) =>
  sql<string>`case when ${c.tagAppointment} and not ${c.knockAppointment} then ${tag} else ${knock} end`;
const S = LEAD_FACT_SERIES;

/** The day before any history: a whole history is the one read from it on. */
const FIRST_DAY = "0001-01-01";

/**
 * The rep's lead facts per day (core's lead-facts.ts, decision 043): appointments set, sat, deals signed
 * and cancelled, installs, each on its own day and by source, counted in the database so only
 * (day, series, count) rows leave it. One pass over the rep's leads per fact, on the rep's index.
 */
const leadFactDays = preparedPerDatabase((db) => {
  const facts = sql`
    select ${c.appointmentSetDate} as day, ${source(S.setKnock, S.setTag)} as series from ${c}
      where ${c.userId} = ${sql.placeholder("userId")} and (${c.knockAppointment} or ${c.tagAppointment}) and ${c.appointmentSetDate} is not null
    union all
    select ${c.satDate}, ${source(S.satKnock, S.satTag)} from ${c}
      where ${c.userId} = ${sql.placeholder("userId")} and ${c.appointmentSat} and ${c.satDate} is not null
    union all
    select ${c.signedDate}, ${source(S.signedKnock, S.signedTag)} from ${c}
      where ${c.userId} = ${sql.placeholder("userId")} and (${c.signed} or ${c.installed} or ${c.signedButCanceled}) and ${c.signedDate} is not null
    union all
    select ${c.cancelledDate}, ${source(S.cancelledKnock, S.cancelledTag)} from ${c}
      where ${c.userId} = ${sql.placeholder("userId")} and ${c.signedButCanceled} and ${c.cancelledDate} is not null and ${c.signedDate} is not null
    union all
    select ${c.installedDate}, ${source(S.installedKnock, S.installedTag)} from ${c}
      where ${c.userId} = ${sql.placeholder("userId")} and ${c.installed} and ${c.installedDate} is not null`;
  return db
    .select({ day: sql<string>`f.day::text`, series: sql<string>`f.series`, count: sql<number>`count(*)::int` })
    .from(sql`(${facts}) as f`)
    .where(sql`f.day >= ${sql.placeholder("since")}::date`)
    .groupBy(sql`f.day, f.series`)
    .prepare("measured_rep_lead_fact_days");
});

const appts = schema.appointments;
/** The rep's no-show appointments' instants, oldest first, on the (user, scheduled_at) index. */
const noShowInstants = preparedPerDatabase((db) =>
  db
    .select({ at: appts.scheduledAt })
    .from(appts)
    .where(
      and(
        eq(appts.userId, sql.placeholder("userId")),
        eq(appts.status, "no_show"),
        // A day before `since`: an instant counts on its day in the rep's zone, up to 14 hours from UTC.
        sql`${appts.scheduledAt} >= ${sql.placeholder("since")}::date - 1`,
      ),
    )
    .orderBy(appts.scheduledAt)
    .prepare("measured_rep_no_show_instants"),
);

/**
 * The rep's history, whole or (with `since`) only its days from `since` on: figures over ranges inside
 * that window are the whole history's (a test holds them equal), for a read that needs no earlier day.
 */
export async function loadRepHistory(db: Database, userId: number, since = FIRST_DAY): Promise<RepHistory> {
  const [definitions, rows, facts, noShows] = await Promise.all([
    listActiveDefinitions(db, userId),
    entriesByDefinition(db).execute({ userId, since }),
    leadFactDays(db).execute({ userId, since }),
    noShowInstants(db).execute({ userId, since }),
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
    for (const fact of facts) yield { name: fact.series, day: fact.day, cents: Number(fact.count) * 100 };
  }
  return { definitions, noShowsAt: Float64Array.from(noShows, (row) => row.at.getTime()), ...dailySumsOf(entries()) };
}

/** Histories by user, each valid for one data version; off when the dashboard cache is (size 0). */
export interface RepHistoryCache {
  get(db: Database, userId: number, dataVersion: number): Promise<RepHistory>;
  /**
   * The rep's history for reads of days from `since` on: the kept whole one when there is one (or one
   * loading), else only those days, read for this request and not kept (a dashboard needs every day).
   * A goals list after a save reads a quarter, not years.
   */
  from(db: Database, userId: number, dataVersion: number, since: string): Promise<RepHistory>;
  /** The estimated bytes of the histories kept, never more than the cache's cap. */
  readonly bytes: number;
}

/**
 * A history's heap in bytes, to bound the cache by memory rather than by reps: a fixed part; per day
 * its string; per entry its day index and cents; per name (a lead fact's series too) its series; per
 * definition its row; per no-show its instant. Checked against the heap (issue 9: loadRepHistory on PGlite, heap and array
 * buffers after gc, estimate in brackets): 11 metrics × 3 years of days 190 KB (224 KB); 60 × 3 years
 * 873 KB (921 KB); 200 × 3000 days 7.3 MB (7.5 MB); 20,000 metrics with one day each 18.8 MB (29 MB),
 * where the dense day × metric table before it needed 3.2 GB.
 */
export function historyBytes(h: RepHistory): number {
  let entries = 0;
  for (const series of h.series.values()) entries += series.at.length;
  return (
    16 * 1024 + h.days.length * 48 + entries * 12 + h.series.size * 400 + h.definitions.length * 1024 + h.noShowsAt.length * 8
  );
}

/** The most the histories may take, and the most one may: a history past it is rebuilt on each visit. */
export const REP_HISTORY_CACHE_BYTES = 64 * 1024 * 1024;

export function createRepHistoryCache(enabled: boolean, maxBytes = REP_HISTORY_CACHE_BYTES): RepHistoryCache {
  if (!enabled)
    return {
      get: (db, userId) => loadRepHistory(db, userId),
      from: (db, userId, _v, since) => loadRepHistory(db, userId, since),
      bytes: 0,
    };
  const cache = new LRUCache<number, { version: number; history: RepHistory }>({
    maxSize: maxBytes,
    // One rep's years of data cannot push out every other rep's.
    maxEntrySize: Math.floor(maxBytes / 4),
    sizeCalculation: (v) => historyBytes(v.history),
    ttl: 10 * 60_000,
  });
  // Loads under way, by rep and version: requests that miss together (a team's view and its members'
  // dashboards, a burst after a restart) wait for one load instead of each queueing its own.
  const loading = new Map<string, Promise<RepHistory>>();
  const load = async (db: Database, userId: number, dataVersion: number) => {
    // Loaded after the version was read: it holds at least what that version had, never less.
    const history = await loadRepHistory(db, userId);
    const now = cache.get(userId);
    if (!now || now.version <= dataVersion) cache.set(userId, { version: dataVersion, history });
    return history;
  };
  return {
    async get(db, userId, dataVersion) {
      const hit = cache.get(userId);
      if (hit && hit.version === dataVersion) return hit.history;
      // A load inside a transaction may see its uncommitted writes: never shared.
      if ("rollback" in db) return load(db, userId, dataVersion);
      const key = `${userId}|${dataVersion}`;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = load(db, userId, dataVersion).finally(() => loading.delete(key));
      loading.set(key, started);
      return started;
    },
    async from(db, userId, dataVersion, since) {
      const hit = cache.get(userId);
      if (hit && hit.version === dataVersion) return hit.history;
      const pending = "rollback" in db ? undefined : loading.get(`${userId}|${dataVersion}`);
      return pending ?? loadRepHistory(db, userId, since);
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
