import { metricNameKey } from "@measured/core";
import { type Database, eq, schema, sql } from "@measured/db";
import { lockUser } from "./kpi-definitions";

const defs = schema.kpiDefinitions;

export interface Reconciled {
  /** Metrics merged into another with the same key (deactivated, their entries moved). */
  metricsMerged: number;
  /** Entries summed into an entry the kept metric already had that day (no longer rows of their own). */
  entriesMerged: number;
  /** Stored keys that were not the key of their name (non-ASCII names after migration 0008). */
  keysFixed: number;
}

/**
 * Brings the user's stored name keys in line with core's metricNameKey, merging the active metrics that
 * then share a key: per key the metric with the highest id stays, each day's values of the others are
 * SUMMED into its entry for that day (never dropped), and the others are deactivated. Runs in the
 * caller's transaction after lockUser, in a fixed number of set-based statements whatever the number
 * of metrics (one read, one merge of entries, one deactivation, at most two key updates).
 */
export async function reconcileNameKeys(tx: Database, userId: number): Promise<Reconciled> {
  const mine = await tx
    .select({ id: defs.id, name: defs.name, nameKey: defs.nameKey, isActive: defs.isActive })
    .from(defs)
    .where(eq(defs.userId, userId));
  const keyOf = new Map(mine.map((d) => [d.id, metricNameKey(d.name)]));
  const keep = new Map<string, number>();
  for (const d of mine) {
    const key = keyOf.get(d.id) as string;
    if (d.isActive) keep.set(key, Math.max(keep.get(key) ?? 0, d.id));
  }
  const merges = mine
    .filter((d) => d.isActive && keep.get(keyOf.get(d.id) as string) !== d.id)
    .map((d) => ({ dup: d.id, keep: keep.get(keyOf.get(d.id) as string) as number }));

  let entriesMerged = 0;
  if (merges.length > 0) {
    const pairs = JSON.stringify(merges);
    const result = await tx.execute(sql`
      with m as (select * from jsonb_to_recordset(${pairs}::jsonb) as m(dup int, keep int)),
      moved as (
        delete from kpi_entries e using m
        where e.user_id = ${userId} and e.kpi_definition_id = m.dup
        returning m.keep, e.date, e.value, e.notes, e.id
      ),
      merged as (
        insert into kpi_entries (user_id, kpi_definition_id, date, value, notes)
        select ${userId}, keep, date, sum(value), (array_agg(notes order by id desc) filter (where notes is not null))[1]
        from moved group by keep, date
        on conflict (user_id, kpi_definition_id, date) do update
          set value = kpi_entries.value + excluded.value, notes = coalesce(kpi_entries.notes, excluded.notes)
        returning (xmax = 0) as inserted
      )
      select (select count(*) from moved)::int as moved, (select count(*) from merged where inserted)::int as inserted`);
    // Both drivers (pg, PGlite) answer a raw statement with `{ rows }`; the generic Database type does not say so.
    const [row] = (result as unknown as { rows: { moved: number; inserted: number }[] }).rows;
    entriesMerged = (row?.moved ?? 0) - (row?.inserted ?? 0);
    await tx.execute(sql`
      update kpi_definitions set is_active = false
      where user_id = ${userId} and id in (select (value)::int from jsonb_array_elements(${JSON.stringify(merges.map((x) => x.dup))}::jsonb))`);
  }

  const merged = new Set(merges.map((x) => x.dup));
  const stale = mine.filter((d) => d.nameKey !== keyOf.get(d.id));
  if (stale.length > 0) {
    // A new key may still be another active row's stale key until that row moves too: such rows first
    // take a placeholder no real key can equal (real keys are lower case), then every row its key.
    const heldKeys = new Set(mine.filter((d) => d.isActive && !merged.has(d.id)).map((d) => d.nameKey));
    const blocked = stale.filter((d) => d.isActive && !merged.has(d.id) && heldKeys.has(keyOf.get(d.id) as string));
    if (blocked.length > 0) {
      await tx.execute(sql`
        update kpi_definitions set name_key = 'PENDING ' || id
        where user_id = ${userId} and id in (select (value)::int from jsonb_array_elements(${JSON.stringify(blocked.map((d) => d.id))}::jsonb))`);
    }
    const keys = JSON.stringify(stale.map((d) => ({ id: d.id, key: keyOf.get(d.id) })));
    await tx.execute(sql`
      update kpi_definitions d set name_key = k.key
      from jsonb_to_recordset(${keys}::jsonb) as k(id int, key text)
      where d.user_id = ${userId} and d.id = k.id`);
  }
  return { metricsMerged: merges.length, entriesMerged, keysFixed: stale.length };
}

/**
 * At server start, after migrations: re-keys the names migration 0008 could only approximate in SQL
 * (anything but printable ASCII with single inner spaces; lower() in a C-locale database folds only
 * ASCII), merging the metrics that then share a key, one user per transaction. Safe to run on several
 * servers at once (each user's row is locked) and again (nothing left to fix).
 */
export async function reconcileAllNameKeys(db: Database): Promise<Reconciled> {
  const candidates = await db
    .select({ userId: defs.userId, name: defs.name, nameKey: defs.nameKey })
    .from(defs)
    .where(sql`${defs.name} ~ '[^ -~]' or ${defs.name} ~ '(^ |  | $)'`);
  const users = new Set(candidates.filter((d) => d.nameKey !== metricNameKey(d.name)).map((d) => d.userId));
  const total: Reconciled = { metricsMerged: 0, entriesMerged: 0, keysFixed: 0 };
  for (const userId of users) {
    const done = await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      return reconcileNameKeys(tx, userId);
    });
    total.metricsMerged += done.metricsMerged;
    total.entriesMerged += done.entriesMerged;
    total.keysFixed += done.keysFixed;
  }
  return total;
}
