/**
 * Whether an error means the database cannot be reached right now (as opposed to a bad
 * query): the server answers those 503 with Retry-After instead of 500.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "57014", // query_canceled: a statement ran past its time limit
  "08000",
  "08003",
  "08006", // connection failures
]);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
  /Client has encountered a connection error/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
