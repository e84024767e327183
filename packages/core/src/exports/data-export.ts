import { z } from "zod";

/**
 * Export All Data (Settings) and Download My Data (Privacy & Security), issue 25: one archive of everything
 * the rep owns, built by a job on the queue, kept for a day behind a link only its owner can open.
 */
export const DATA_EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a finished archive can be downloaded. */
export const DATA_EXPORT_KEEP_HOURS = 24;
/** The auto backup switch: a fresh archive e-mailed this often. */
export const AUTO_BACKUP_DAYS = 7;

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  reason: z.enum(["request", "auto-backup"]),
  doneRows: z.number().int(),
  totalRows: z.number().int(),
  byteSize: z.number().int(),
  /** What went wrong, in words for the rep, when status is failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Until when the archive can be downloaded (done only). */
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The latest archive of the rep, or none yet. */
export const latestDataExportSchema = z.object({ export: dataExportSchema.nullable() });
export type LatestDataExport = z.infer<typeof latestDataExportSchema>;

export const DATA_EXPORT_FAILED = "The export could not be finished. Please try again.";
export const DATA_EXPORT_EXPIRED = "This export has expired. Start a new one.";
export const DATA_EXPORT_NOT_READY = "This export is not finished yet.";
export const DATA_EXPORT_NOT_FOUND = "Export not found";

/** Progress as a whole percentage for a bar: 0 until the rows are counted, never 100 before the archive is done. */
export function dataExportPercent(e: Pick<DataExport, "status" | "doneRows" | "totalRows">): number {
  if (e.status === "done") return 100;
  if (e.totalRows <= 0) return 0;
  return Math.min(99, Math.floor((e.doneRows * 100) / e.totalRows));
}
