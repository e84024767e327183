import { createHash, randomBytes } from "node:crypto";

/** A random bearer secret: 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What we store instead of a token, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
