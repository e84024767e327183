import { bulkWork } from "@measured/db";
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
