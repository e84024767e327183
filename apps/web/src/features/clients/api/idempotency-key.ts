import { useRef } from "react";

/** 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * One Idempotency-Key per distinct write: the same body sent again (Save pressed again after a lost
 * answer) carries the same key, so the server answers it once; a changed body gets a fresh key.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newKey() };
    return last.current.key;
  };
}
