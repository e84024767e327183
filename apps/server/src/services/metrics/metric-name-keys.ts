import { metricNameKey } from "@measured/core";
import { type Database, eq, schema, sql } from "@measured/db";
import { repWrite } from "../rep-writes/rep-write";

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
 * caller's repWrite (the user's row held), in a fixed number of set-based statements whatever the number
 * of metrics (one read, one merge of entries, at most three updates of keys and deactivations).
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
  }

  // Keys and deactivations. The unique index is checked row by row, and a row's new key may still be
  // another active row's stale key until that row moves too. So: first the merged metrics are deactivated
  // (outside the index) and each such blocked row is parked on a placeholder no real key can equal (real
  // keys are lower case); then every other stale row takes its key (none is held any more); then the
  // parked rows take theirs (every key left is a final one).
  const merged = new Set(merges.map((x) => x.dup));
  const heldKeys = new Set(mine.filter((d) => d.isActive).map((d) => d.nameKey));
  const stale = mine.filter((d) => !merged.has(d.id) && d.nameKey !== keyOf.get(d.id));
  const blocked = stale.filter((d) => d.isActive && heldKeys.has(keyOf.get(d.id) as string));
  const blockedIds = new Set(blocked.map((d) => d.id));
  const withKey = (d: { id: number }) => ({ id: d.id, key: keyOf.get(d.id) as string });
  await setKeys(tx, userId, [
    ...merges.map((x) => ({ id: x.dup, key: keyOf.get(x.dup) as string, active: false })),
    ...blocked.map((d) => ({ id: d.id, key: `PENDING ${d.id}`, active: true })),
  ]);
  await setKeys(tx, userId, stale.filter((d) => !blockedIds.has(d.id)).map(withKey));
  await setKeys(tx, userId, blocked.map(withKey));
  const keysFixed = mine.filter((d) => d.nameKey !== keyOf.get(d.id)).length;
  return { metricsMerged: merges.length, entriesMerged, keysFixed };
}

/** One set-based update of name keys (and, when given, of is_active) for these rows of the user. */
async function setKeys(tx: Database, userId: number, rows: { id: number; key: string; active?: boolean }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update kpi_definitions d set name_key = k.key, is_active = coalesce(k.active, d.is_active)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as k(id int, key text, active boolean)
    where d.user_id = ${userId} and d.id = k.id`);
}
/**
 * At server start, after migrations: re-keys the names migration 0008 could only approximate in SQL
 * (anything but printable ASCII with single inner spaces; lower() in a C-locale database folds only
 * ASCII), merging the metrics that then share a key, one user per transaction. Safe to run on several
 * servers at once (each user's row is locked) and again (nothing left to fix).
 */
export async function reconcileAllNameKeys(db: Database): Promise<Reconciled & { failedUsers: number[] }> {
  const candidates = await db
    .select({ userId: defs.userId, name: defs.name, nameKey: defs.nameKey })
    .from(defs)
    .where(sql`${defs.name} ~ '[^ -~]' or ${defs.name} ~ '(^ |  | $)'`);
  const users = new Set(candidates.filter((d) => d.nameKey !== metricNameKey(d.name)).map((d) => d.userId));
  const total: Reconciled & { failedUsers: number[] } = { metricsMerged: 0, entriesMerged: 0, keysFixed: 0, failedUsers: [] };
  for (const userId of users) {
    try {
      const done = await repWrite(db, userId, async (tx) => {
        return reconcileNameKeys(tx, userId);
      });
      total.metricsMerged += done.metricsMerged;
      total.entriesMerged += done.entriesMerged;
      total.keysFixed += done.keysFixed;
    } catch {
      // One account's merge that cannot be made (a day's sum past numeric(10,2)) rolls back alone and is
      // left as it was: it must never keep the server from starting. Clean Duplicates answers it with a 400.
      total.failedUsers.push(userId);
    }
  }
  return total;
}
