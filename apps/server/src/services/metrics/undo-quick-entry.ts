import { dayOf, type KpiEntry, type QuickEntryAdded, quickEntryAddedSchema, undoRefusal, valuesAfterUndo } from "@measured/core";
import { and, type Database, eq, inArray, schema } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { repWrite } from "../rep-writes/rep-write";
import { entriesByIds } from "./kpi-entries-reads";

const keys = schema.idempotencyKeys;
const entries = schema.kpiEntries;

/** The fingerprint of a quick entry's stored answer starts so (services/idempotency/stored-answers.ts). */
const QUICK_ENTRY_FINGERPRINT = "POST /api/kpi-entries ";

/**
 * An undo is marked by a row in the same table under "undone <key>": a space is not allowed in an
 * Idempotency-Key header, so no request can claim the name, and the (user, key) unique index lets one
 * undo of a key commit, ever. The mark is younger than its key, so the quota and the 24-hour expiry
 * drop the key first (its undo then answers 404), never the mark alone.
 */
const undoMark = (key: string) => `undone ${key}`;

/**
 * Takes back the quick entries saved under `idempotencyKeys` (decision 025), all or nothing, in one
 * transaction: each metric's day loses exactly what its save added (never below 0), once. A key that
 * is unknown or another rep's answers 404; a key undone already 409. The entry rows' triggers bump the
 * rep's data version, so cached dashboards are not served again.
 */
export async function undoQuickEntries(db: Database, userId: number, idempotencyKeys: string[]): Promise<KpiEntry[]> {
  return repWrite(db, userId, async (tx) => {
    // One undo at a time per rep: the second of two parallel undos sees the first one's mark.
    const stored = await tx
      .select({ key: keys.key, fingerprint: keys.fingerprint, statusCode: keys.statusCode, body: keys.body })
      .from(keys)
      .where(and(eq(keys.userId, userId), inArray(keys.key, [...idempotencyKeys, ...idempotencyKeys.map(undoMark)])));
    const saves = new Map<string, QuickEntryAdded>();
    const undone = new Set<string>();
    for (const row of stored) {
      if (row.key.startsWith("undone ")) undone.add(row.key.slice("undone ".length));
      else if (row.statusCode === 201 && row.fingerprint.startsWith(QUICK_ENTRY_FINGERPRINT) && row.body !== null) {
        const added = quickEntryAddedSchema.safeParse(JSON.parse(row.body));
        if (added.success) saves.set(row.key, added.data);
      }
    }
    const refusal = undoRefusal(idempotencyKeys, saves, undone);
    if (refusal) throw new HttpError(refusal.status, refusal.message);

    const added = idempotencyKeys.map((key) => saves.get(key)).filter((s): s is QuickEntryAdded => s !== undefined);
    const now = await tx
      .select({ kpiDefinitionId: entries.kpiDefinitionId, date: entries.date, value: entries.value })
      .from(entries)
      .where(
        and(
          eq(entries.userId, userId),
          inArray(entries.kpiDefinitionId, [...new Set(added.map((a) => a.kpiDefinitionId))]),
          inArray(entries.date, [...new Set(added.map((a) => a.date))]),
        ),
      );
    const changed: number[] = [];
    for (const row of valuesAfterUndo(added, new Map(now.map((r) => [dayOf(r), r.value])))) {
      const [updated] = await tx
        .update(entries)
        .set({ value: row.value })
        .where(and(eq(entries.userId, userId), eq(entries.kpiDefinitionId, row.kpiDefinitionId), eq(entries.date, row.date)))
        .returning({ id: entries.id });
      if (updated) changed.push(updated.id);
    }
    await tx
      .insert(keys)
      .values(idempotencyKeys.map((key) => ({ userId, key: undoMark(key), fingerprint: "undo", statusCode: 200, body: null })));
    return changed;
  }).then((ids) => entriesByIds(db, userId, ids));
}
