import { undoQuickEntryAnswerSchema } from "@measured/core";
import { apiJson, HttpError } from "@/lib/api-client";
import type { SavedCounter } from "./create-kpi-entry";

/**
 * Undo of a quick entry (decision 025): one POST /api/kpi-entries/undo naming the save's
 * Idempotency-Keys. The server takes back, in one transaction, exactly what those writes added, once.
 * A 409 means the save was undone already (a retried Undo, another tab): the day is as asked.
 */
export async function undoQuickEntry(saved: readonly SavedCounter[]): Promise<void> {
  if (saved.length === 0) return;
  try {
    await apiJson("POST", "/api/kpi-entries/undo", undoQuickEntryAnswerSchema, {
      body: { idempotencyKeys: saved.map((s) => s.idempotencyKey) },
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return;
    throw error;
  }
}
