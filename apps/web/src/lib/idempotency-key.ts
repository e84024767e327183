import { useRef } from "react";

/**
 * A fresh `Idempotency-Key` for one write the rep may retry (a create that timed out, a double tap):
 * 128 random bits as hex. getRandomValues, unlike randomUUID, works on plain HTTP on a LAN address too.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * One key per distinct write: the same body sent again (Save pressed again after a lost answer)
 * carries the same key, so the server answers it once; a changed body gets a fresh key.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  };
}
