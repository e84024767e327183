/**
 * PostgreSQL's answers when two transactions cannot both go on: the whole transaction was rolled
 * back and may be run again from the start.
 */
const RETRYABLE_CODES = new Set(["40P01", "40001"]); // deadlock_detected, serialization_failure

/** The retryable SQLSTATE in an error or its causes (drizzle wraps the driver's error), if any. */
export function writeConflictCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === "string" && RETRYABLE_CODES.has(code)) return code;
  }
  return undefined;
}

/** A rep write that still met a deadlock or serialization failure after its last attempt. */
export class WriteConflictError extends Error {
  constructor(
    readonly code: string,
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`write gave up after ${attempts} attempts (${code})`, { cause });
    this.name = "WriteConflictError";
  }
}

/** What the rep reads when a save gives up (503, with Retry-After). */
export const WRITE_CONFLICT_MESSAGE = "Measured was busy saving another change of yours. Please try again in a moment.";
export const WRITE_CONFLICT_RETRY_AFTER_SECONDS = 1;

/**
 * A write that named the signed-in rep after their account was deleted (Delete Account committed while the
 * request ran): PostgreSQL refuses it on a foreign key to users (23503, `<table>_<column>_users_id_fk`).
 * The request is answered as signed out, as the next one would be, not as a server failure.
 */
export function isAccountGone(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, constraint_name } = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    const name = typeof constraint_name === "string" ? constraint_name : constraint;
    if (code === "23503" && typeof name === "string" && name.endsWith("_users_id_fk")) return true;
  }
  return false;
}
