import { cursorParts, cursorSchema, isRowId, toCursorText } from "../schemas/paging";

/**
 * The appointments list's place: the last row's scheduledAt (milliseconds since 1970, the precision
 * every stored appointment has, as the API writes it from a JS Date) and id. Opaque to the client
 * (base64url), checked strictly when it comes back.
 */
export interface AppointmentCursor {
  scheduledAtMs: number;
  id: number;
}

const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const CURSOR_TEXT = /^(\d{1,15})\.(\d{1,10})$/;
const CURSOR_MAX_LENGTH = 48;

export function encodeAppointmentCursor(cursor: AppointmentCursor): string {
  return toCursorText(`${cursor.scheduledAtMs}.${cursor.id}`);
}

/** The cursor a page gave, or null for anything this server could not have given. */
export function decodeAppointmentCursor(text: string): AppointmentCursor | null {
  const parts = cursorParts(text, CURSOR_MAX_LENGTH, CURSOR_TEXT);
  if (!parts) return null;
  const scheduledAtMs = Number(parts[0]);
  const id = Number(parts[1]);
  // From 1970 to the end of year 9999 (a moment the database reads back; stored ones lie in DATE_WINDOW),
  // and an id the column can hold.
  if (scheduledAtMs < 0 || scheduledAtMs > LATEST_MS || !isRowId(id)) return null;
  return { scheduledAtMs, id };
}

export const appointmentCursorSchema = cursorSchema(CURSOR_MAX_LENGTH, decodeAppointmentCursor);
