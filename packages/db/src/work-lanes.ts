import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Which lane a database call waits in on the embedded database (issue 22, finding 2). PGlite runs one
 * query or transaction at a time, so a rep's export or import part queued ahead of another rep's
 * sign-in would make that rep wait for all of it. Work started inside `bulkWork` (an export's page, an
 * import's part) waits behind every interactive call already waiting: another rep waits at most for the
 * one bulk step running. PostgreSQL runs them side by side; there the exports' share of the pool does
 * this job (services/exports/page-reads.ts).
 */
export type WorkLane = "interactive" | "bulk";

const lane = new AsyncLocalStorage<WorkLane>();

/** Runs `run` with every database call it makes (awaited inside it) in the bulk lane. */
export function bulkWork<T>(run: () => Promise<T>): Promise<T> {
  return lane.run("bulk", run);
}

/** The lane of the calling code: interactive unless inside `bulkWork`. */
export function currentLane(): WorkLane {
  return lane.getStore() ?? "interactive";
}
