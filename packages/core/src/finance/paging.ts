import { z } from "zod";
import { isoDateSchema } from "../schemas/metrics";
import { cursorParts, cursorSchema, isCalendarDay, isRowId, pageLimitSchema, toCursorText } from "../schemas/paging";

/**
 * The ledger lists' place (GET /api/expenses, /api/revenue, /api/mileage): newest day first, ties by
 * newest id, so the key (date, id) is unique and a page starts just after the last row sent. Opaque to
 * the client (base64url), checked strictly when it comes back, as the other lists' cursors are.
 */
export interface FinanceCursor {
  /** YYYY-MM-DD */
  date: string;
  id: number;
}

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2})\.(\d{1,10})$/;
const CURSOR_MAX_LENGTH = 32;

export function encodeFinanceCursor(cursor: FinanceCursor): string {
  return toCursorText(`${cursor.date}.${cursor.id}`);
}

/** The cursor a page gave, or null for anything this server could not have given. */
export function decodeFinanceCursor(text: string): FinanceCursor | null {
  const parts = cursorParts(text, CURSOR_MAX_LENGTH, CURSOR_TEXT);
  if (!parts) return null;
  const [date = "", idText = ""] = parts;
  const id = Number(idText);
  return isCalendarDay(date) && isRowId(id) ? { date, id } : null;
}

export const financeCursorSchema = cursorSchema(CURSOR_MAX_LENGTH, decodeFinanceCursor);

/**
 * GET /api/expenses, /api/revenue and /api/mileage: the days `from` to `to` (both included, either
 * optional), one page at a time (the next page is named in `x-next-cursor`, as for appointments).
 */
export const financeListQuerySchema = z
  .strictObject({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    limit: pageLimitSchema.optional(),
    cursor: financeCursorSchema.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: "from must not be after to",
    path: ["to"],
  });
export type FinanceListQuery = z.input<typeof financeListQuerySchema>;
