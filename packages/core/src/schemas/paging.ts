import { z } from "zod";
import { PAGE_SIZE } from "../limits/quotas";
import { kpiEntriesQuerySchema } from "./metrics";

/**
 * Paged lists (issue 9): a list answer that can grow gives at most PAGE_SIZE.default rows (`limit` up
 * to PAGE_SIZE.max), and when more remain, a cursor the client sends back as `cursor` for the next page.
 * The cursor is the last row's place in the list's order, opaque to the client (base64url), checked
 * strictly when it comes back.
 */
export interface EntryCursor {
  date: string;
  sortOrder: number;
  id: number;
}

const INT32_MAX = 2_147_483_647;
const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2})\.(-?\d{1,10})\.(\d{1,10})$/;
const CURSOR_MAX_LENGTH = 64;

const toBase64Url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
function fromBase64Url(text: string): string | null {
  try {
    return atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
}

export function encodeEntryCursor(cursor: EntryCursor): string {
  return toBase64Url(`${cursor.date}.${cursor.sortOrder}.${cursor.id}`);
}

/** The cursor a page gave, or null for anything this server could not have given. */
export function decodeEntryCursor(text: string): EntryCursor | null {
  if (text.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const match = CURSOR_TEXT.exec(fromBase64Url(text) ?? "");
  if (!match) return null;
  const [, date = "", sortText = "", idText = ""] = match;
  const sortOrder = Number(sortText);
  const id = Number(idText);
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(date)) return null;
  if (Math.abs(sortOrder) > INT32_MAX || id < 1 || id > INT32_MAX) return null;
  return { date, sortOrder, id };
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_SIZE.max}`;

/** `limit`: digits only, 1 to PAGE_SIZE.max. */
export const pageLimitSchema = z
  .string()
  .max(4, LIMIT_MESSAGE)
  .regex(/^\d+$/, LIMIT_MESSAGE)
  .transform(Number)
  .refine((n) => n >= 1 && n <= PAGE_SIZE.max, LIMIT_MESSAGE);

/** `cursor`: exactly what a previous page's `X-Next-Cursor` carried. */
export const entryCursorSchema = z
  .string()
  .max(CURSOR_MAX_LENGTH, "cursor is not one this list gave")
  .transform((text, ctx) => {
    const cursor = decodeEntryCursor(text);
    if (cursor) return cursor;
    ctx.addIssue({ code: "custom", message: "cursor is not one this list gave" });
    return z.NEVER;
  });

/** GET /api/kpi-entries: a range (or every day) as before, one page at a time. */
export const kpiEntriesPageQuerySchema = kpiEntriesQuerySchema.safeExtend({
  limit: pageLimitSchema.optional(),
  cursor: entryCursorSchema.optional(),
});
