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
const CURSOR_MESSAGE = "cursor is not one this list gave";

/** A cursor's plain text as the client holds it: base64url without padding. */
export const toCursorText = (plain: string) => btoa(plain).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/**
 * The parts of a cursor this server gave (its plain text matched by `pattern`), or null for anything
 * else: too long, not base64url, or not of the list's shape.
 */
export function cursorParts(text: string, maxLength: number, pattern: RegExp): string[] | null {
  if (text.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let plain: string;
  try {
    plain = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const match = pattern.exec(plain);
  return match ? match.slice(1) : null;
}

/** A real calendar day (the database would refuse 2025-02-30). */
export function isCalendarDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
}

/** An id a serial column can hold. */
export const isRowId = (id: number) => id >= 1 && id <= INT32_MAX;

/** A `cursor` query parameter: exactly what a previous page's `X-Next-Cursor` carried, read by `decode`. */
export function cursorSchema<T>(maxLength: number, decode: (text: string) => T | null) {
  return z
    .string()
    .max(maxLength, CURSOR_MESSAGE)
    .transform((text, ctx) => {
      const cursor = decode(text);
      if (cursor) return cursor;
      ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
      return z.NEVER;
    });
}

export function encodeEntryCursor(cursor: EntryCursor): string {
  return toCursorText(`${cursor.date}.${cursor.sortOrder}.${cursor.id}`);
}

/** The cursor a page gave, or null for anything this server could not have given. */
export function decodeEntryCursor(text: string): EntryCursor | null {
  const parts = cursorParts(text, CURSOR_MAX_LENGTH, CURSOR_TEXT);
  if (!parts) return null;
  const [date = "", sortText = "", idText = ""] = parts;
  const sortOrder = Number(sortText);
  const id = Number(idText);
  if (!isCalendarDay(date) || Math.abs(sortOrder) > INT32_MAX || !isRowId(id)) return null;
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
export const entryCursorSchema = cursorSchema(CURSOR_MAX_LENGTH, decodeEntryCursor);

/** GET /api/kpi-entries: a range (or every day) as before, one page at a time. */
export const kpiEntriesPageQuerySchema = kpiEntriesQuerySchema.safeExtend({
  limit: pageLimitSchema.optional(),
  cursor: entryCursorSchema.optional(),
});
