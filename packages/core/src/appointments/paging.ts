import { z } from "zod";

/**
 * The appointments list's place: the last row's scheduledAt (milliseconds since 1970, the precision
 * every stored appointment has, as the API writes it from a JS Date) and id. Opaque to the client
 * (base64url), checked strictly when it comes back.
 */
export interface AppointmentCursor {
  scheduledAtMs: number;
  id: number;
}

const INT32_MAX = 2_147_483_647;
const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const CURSOR_TEXT = /^(\d{1,15})\.(\d{1,10})$/;
const CURSOR_MAX_LENGTH = 48;
const CURSOR_MESSAGE = "cursor is not one this list gave";

const toBase64Url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

export function encodeAppointmentCursor(cursor: AppointmentCursor): string {
  return toBase64Url(`${cursor.scheduledAtMs}.${cursor.id}`);
}

/** The cursor a page gave, or null for anything this server could not have given. */
export function decodeAppointmentCursor(text: string): AppointmentCursor | null {
  if (text.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let plain: string;
  try {
    plain = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const match = CURSOR_TEXT.exec(plain);
  if (!match) return null;
  const scheduledAtMs = Number(match[1]);
  const id = Number(match[2]);
  // From 1970 to the end of year 9999 (a moment the database reads back; stored ones lie in DATE_WINDOW),
  // and an id the column can hold.
  if (scheduledAtMs < 0 || scheduledAtMs > LATEST_MS || id < 1 || id > INT32_MAX) return null;
  return { scheduledAtMs, id };
}

export const appointmentCursorSchema = z
  .string()
  .max(CURSOR_MAX_LENGTH, CURSOR_MESSAGE)
  .transform((text, ctx) => {
    const cursor = decodeAppointmentCursor(text);
    if (cursor) return cursor;
    ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
    return z.NEVER;
  });
