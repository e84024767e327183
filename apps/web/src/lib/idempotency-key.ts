/**
 * A fresh `Idempotency-Key` for one write the rep may retry (a create that timed out, a double tap):
 * the form keeps it until the write succeeds, so a retry of the same save is answered, not repeated.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; plain HTTP on a LAN address still has getRandomValues.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
