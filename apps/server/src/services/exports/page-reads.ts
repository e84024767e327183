import { bulkWork } from "@measured/db";
import { createBytePace } from "../../lib/byte-pace";
import { createWorkQueue } from "../../lib/work-queue";

/**
 * The exports' share of this process's database connections (issue 22): at most two export page reads
 * run at once, whatever the number of exports, so the pool (10 by default) always has room for other
 * reps' requests. Up to 64 reads wait their turn (each is a short indexed query); past that an export's
 * next page is refused with 503 "busy", which ends that download.
 */
export const EXPORT_PAGE_READS = { concurrency: 2, maxWaiting: 64 } as const;
export const exportPageReads = createWorkQueue(EXPORT_PAGE_READS);

/** One export page's read: under the exports' share, and in the bulk lane of the embedded database (work-lanes.ts). */
export function readExportPage<T>(read: () => PromiseLike<T>): Promise<T> {
  return exportPageReads.run(() => bulkWork(async () => await read()));
}

/**
 * The exports' share of this process's core (issue 22): writing a full book's CSV took the whole core
 * while it ran (about 10 MB a second), and another rep's sign-in waited behind it (p99 456 ms in
 * `npm run bench:abuse` on PostgreSQL). All exports of the process together write at most 4 MB a second
 * after an 8 MB start: a book of ordinary leads goes at once, a full book at the text limits (26 MB)
 * takes some 5 s.
 */
export const EXPORT_PACE = { bytesPerSecond: 4 * 1024 * 1024, burstBytes: 8 * 1024 * 1024 } as const;
export const exportPace = createBytePace(EXPORT_PACE);
