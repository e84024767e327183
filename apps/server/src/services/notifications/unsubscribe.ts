import { INVALID_UNSUBSCRIBE_LINK, UNSUBSCRIBED_MESSAGE } from "@measured/core";
import { type Database, eq, schema, sql } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { newToken } from "../../lib/tokens";
import { updateNotificationSettings } from "../user/notification-settings";

const { users } = schema;

/**
 * The rep's unsubscribe token, made at their first digest and then kept, so the link in every
 * digest they ever got keeps working. It can do one thing: turn their e-mails off.
 */
export async function unsubscribeTokenFor(db: Database, userId: number): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ unsubscribeToken: sql`coalesce(${users.unsubscribeToken}, ${newToken()})` })
    .where(eq(users.id, userId))
    .returning({ token: users.unsubscribeToken });
  if (!row?.token) throw new Error(`no user ${userId} to unsubscribe`);
  return row.token;
}

/** The digest's List-Unsubscribe headers (RFC 2369 and RFC 8058's one-click POST) and the link for the text. */
export function unsubscribeLinks(appUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  const oneClick = new URL(`/api/notifications/unsubscribe?${query}`, appUrl).toString();
  return {
    page: new URL(`/unsubscribe?${query}`, appUrl).toString(),
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

const TOKEN_TEXT = /^[A-Za-z0-9_-]+$/;

/** Turns e-mail notifications off for the rep the token names. */
export async function unsubscribe(db: Database, token: string): Promise<string> {
  // Tokens are base64url (lib/tokens.ts): anything else names nobody, and a NUL would not even reach the
  // comparison (PostgreSQL refuses it in text, which answered 500; `npm run audit:api`, session 17).
  if (!TOKEN_TEXT.test(token)) throw new HttpError(404, INVALID_UNSUBSCRIBE_LINK);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.unsubscribeToken, token)).limit(1);
  if (!user) throw new HttpError(404, INVALID_UNSUBSCRIBE_LINK);
  await updateNotificationSettings(db, user.id, { emailNotifications: false });
  return UNSUBSCRIBED_MESSAGE;
}
