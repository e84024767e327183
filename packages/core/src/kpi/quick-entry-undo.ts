import { z } from "zod";
import { QUOTAS, TEXT_LIMITS } from "../limits/quotas";
import { kpiEntrySchema } from "../schemas/metrics";

/**
 * Undo of a quick entry as one server operation (decision 025). A quick save is one
 * POST /api/kpi-entries per counter, each under its own Idempotency-Key; the undo names those keys and,
 * in one transaction, takes from each metric's day exactly what that key's write added, once.
 */

/** An Idempotency-Key as the header takes it: 1 to 200 visible ASCII characters. */
const idempotencyKey = z
  .string({ error: "Each key must be text" })
  .min(1, `Each key must be 1 to ${TEXT_LIMITS.idempotencyKey} visible ASCII characters`)
  .max(TEXT_LIMITS.idempotencyKey, `Each key must be 1 to ${TEXT_LIMITS.idempotencyKey} visible ASCII characters`)
  .regex(/^[\x21-\x7e]+$/, `Each key must be 1 to ${TEXT_LIMITS.idempotencyKey} visible ASCII characters`);

/** POST /api/kpi-entries/undo: the Idempotency-Keys of the quick entries one save sent. */
export const undoQuickEntrySchema = z.strictObject({
  idempotencyKeys: z
    .array(idempotencyKey, { error: "idempotencyKeys must be a list of keys" })
    .min(1, "Name the save to undo (its Idempotency-Keys)")
    .max(QUOTAS.entriesPerRequest.max, QUOTAS.entriesPerRequest.message)
    .refine((keys) => new Set(keys).size === keys.length, "The same key appears twice"),
});
export type UndoQuickEntryInput = z.input<typeof undoQuickEntrySchema>;

/**
 * The answer to a quick entry (POST /api/kpi-entries): the day's entry and what this request added to
 * it. Stored with the Idempotency-Key, it is what an undo reads to take back exactly that amount.
 */
export const quickEntryAnswerSchema = kpiEntrySchema.extend({
  added: z.number().meta({ description: "What this request added to the day's value" }),
});
export type QuickEntryAnswer = z.infer<typeof quickEntryAnswerSchema>;

/** POST /api/kpi-entries/undo answers the days it changed, with their values after the undo. */
export const undoQuickEntryAnswerSchema = z.object({ entries: z.array(kpiEntrySchema) });

/**
 * What a quick entry added, as its stored answer tells it (the answer to POST /api/kpi-entries carries
 * `added`). Anything else stored under a key (a Daily Input save, an answer from before `added`) is
 * not a quick entry the undo can take back.
 */
export const quickEntryAddedSchema = z.object({
  kpiDefinitionId: z.number().int().positive(),
  date: z.string(),
  added: z.number().nonnegative(),
});
export type QuickEntryAdded = z.infer<typeof quickEntryAddedSchema>;

/** Why an undo is refused: a key that names no quick entry of this rep, or a save undone already. */
export type UndoRefusal = { status: 404; message: string } | { status: 409; message: string };

export const UNDO_UNKNOWN_KEY = "Nothing to undo: no quick entry was saved under this key";
export const UNDO_ALREADY_DONE = "This save was already undone";

/**
 * Whether the keys may be undone, all or none: each must name a quick entry of this rep (404 otherwise,
 * so another rep's key reads as unknown) and none may be undone already (409: an undo runs once).
 */
export function undoRefusal(
  keys: readonly string[],
  saves: ReadonlyMap<string, QuickEntryAdded>,
  undone: ReadonlySet<string>,
): UndoRefusal | null {
  if (keys.some((key) => !saves.has(key))) return { status: 404, message: UNDO_UNKNOWN_KEY };
  if (keys.some((key) => undone.has(key))) return { status: 409, message: UNDO_ALREADY_DONE };
  return null;
}

/** A metric's day: the row an undo changes. */
export const dayOf = (metric: { kpiDefinitionId: number; date: string }) => `${metric.kpiDefinitionId}:${metric.date}`;

/**
 * Each day's value once the saves are taken back: its value now less what the saves added to it (two
 * saves of one metric and day sum), never below 0, in whole cents so 0.5-hour steps stay exact. The
 * value now may hold more (another device's entries) or less (a Daily Input save replaced the day
 * since): only what the saves added is taken. A day with no row left has nothing to take from.
 */
export function valuesAfterUndo(
  saves: readonly QuickEntryAdded[],
  valueNow: ReadonlyMap<string, number>,
): { kpiDefinitionId: number; date: string; value: number }[] {
  const addedCents = new Map<string, { kpiDefinitionId: number; date: string; cents: number }>();
  for (const save of saves) {
    const day = dayOf(save);
    const previous = addedCents.get(day);
    const cents = Math.round(save.added * 100);
    addedCents.set(day, { kpiDefinitionId: save.kpiDefinitionId, date: save.date, cents: (previous?.cents ?? 0) + cents });
  }
  const rows: { kpiDefinitionId: number; date: string; value: number }[] = [];
  for (const [day, { kpiDefinitionId, date, cents }] of addedCents) {
    const now = valueNow.get(day);
    if (now === undefined) continue;
    rows.push({ kpiDefinitionId, date, value: Math.max(0, Math.round(now * 100) - cents) / 100 });
  }
  return rows;
}
