import {
  AUTO_BACKUP_DAYS,
  DATA_EXPORT_EXPIRED,
  DATA_EXPORT_FAILED,
  DATA_EXPORT_KEEP_HOURS,
  DATA_EXPORT_NOT_FOUND,
  DATA_EXPORT_NOT_READY,
  type DataExport,
  isRowId,
  QUOTAS,
} from "@measured/core";
import { and, asc, type Database, desc, eq, gt, inArray, isNull, lt, schema, sql } from "@measured/db";
import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";
import { HttpError } from "../../lib/http-errors";
import type { ScheduledJob } from "../jobs/job-queue";
import type { Mailer } from "../mail/mailer";
import { repWrite } from "../rep-writes/rep-write";
import { countArchiveRows, writeArchive } from "./archive-writer";
import { exportPace, readExportPage } from "./page-reads";

const { dataExports, dataExportChunks, userPreferences, users } = schema;

/** The queue that builds a requested archive (pg-boss), one at a time per app server. */
export const DATA_EXPORT_JOB = "data-export";
/** The scheduled sweep: expired archives out, then the auto backups that are due. */
export const AUTO_BACKUP_JOB = "auto-backup";
/** Reps whose weekly backup one sweep builds: the sweep runs hourly, so 20 an hour is 3,360 reps a week. */
export const AUTO_BACKUP_BATCH = 20;
/**
 * A queued or running export older than this is taken for lost (its server died before pg-boss could hand
 * it to another): a new request marks it failed and starts again instead of answering it forever.
 */
export const STALE_EXPORT_MINUTES = 60;
/** The progress counter is written at most this often: a write per page would double the export's trips. */
const PROGRESS_EVERY_MS = 500;
/** Expired archives' chunks removed per statement (1 MB each): short deletes nothing waits behind. */
const EXPIRED_CHUNKS_PER_DELETE = 50;

type ExportRow = typeof dataExports.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export function toDataExport(row: ExportRow): DataExport {
  return {
    id: row.id,
    status: row.status as DataExport["status"],
    reason: row.reason === "auto-backup" ? "auto-backup" : "request",
    doneRows: row.doneRows,
    totalRows: row.totalRows,
    byteSize: row.byteSize,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    expiresAt: iso(row.expiresAt),
  };
}

/** Starts the building of an export on the queue; by default in this process, one at a time. */
type Dispatch = (exportId: number) => Promise<void>;
const dispatchers = new WeakMap<Database, Dispatch>();
let localTail: Promise<void> = Promise.resolve();
function dispatch(db: Database, exportId: number, log?: FastifyBaseLogger): Promise<void> {
  const send = dispatchers.get(db);
  const buildHere = () => {
    localTail = localTail.then(() =>
      runArchive(db, exportId, log).catch((error: unknown) => log?.error({ err: error }, "data export failed")),
    );
  };
  // Without the job queue (JOBS=off, API tests) the archive is built here, one after another, after the
  // answer; so is one the queue could not take (its tables unreachable a moment), rather than never.
  if (!send) {
    buildHere();
    return Promise.resolve();
  }
  return send(exportId).catch((error: unknown) => {
    log?.warn({ err: error, exportId }, "the job queue did not take the export; building it here");
    buildHere();
  });
}

/**
 * Export All Data: the rep's export that is queued or running, or a new one queued (201). Under the rep's
 * row lock, so two presses at once make one export. A request counts against dataExportsPerDay; an auto
 * backup does not.
 */
export async function startDataExport(
  db: Database,
  userId: number,
  options: { reason?: "request" | "auto-backup"; now?: Date; log?: FastifyBaseLogger; build?: boolean } = {},
): Promise<{ export: DataExport; created: boolean }> {
  const reason = options.reason ?? "request";
  const now = options.now ?? new Date();
  const result = await repWrite(db, userId, async (tx) => {
    const [live] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ["queued", "running"])))
      .orderBy(desc(dataExports.id))
      .limit(1);
    if (live && live.createdAt.getTime() > now.getTime() - STALE_EXPORT_MINUTES * 60_000) {
      return { row: live, created: false };
    }
    if (live) {
      await tx
        .update(dataExports)
        .set({ status: "failed", error: DATA_EXPORT_FAILED, finishedAt: now, expiresAt: now })
        .where(eq(dataExports.id, live.id));
    }
    if (reason === "request") {
      const since = new Date(now.getTime() - 86_400_000);
      const [{ n = 0 } = {}] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), eq(dataExports.reason, "request"), gt(dataExports.createdAt, since)));
      if (Number(n) >= QUOTAS.dataExportsPerDay.max) throw new HttpError(429, QUOTAS.dataExportsPerDay.message);
    }
    const [row] = await tx.insert(dataExports).values({ userId, reason, createdAt: now }).returning();
    if (!row) throw new Error("no export inserted");
    return { row, created: true };
  });
  if (result.created && options.build !== false) await dispatch(db, result.row.id, options.log);
  return { export: toDataExport(result.row), created: result.created };
}

export async function getDataExport(db: Database, userId: number, id: number): Promise<DataExport> {
  // An id past the column's range names no export (the database would refuse the comparison).
  if (!isRowId(id)) throw new HttpError(404, DATA_EXPORT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .limit(1);
  if (!row) throw new HttpError(404, DATA_EXPORT_NOT_FOUND);
  return toDataExport(row);
}

/** The rep's newest export, whatever its state: what the button shows when the page opens. */
export async function latestDataExport(db: Database, userId: number): Promise<DataExport | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row ? toDataExport(row) : null;
}

/**
 * Builds an export's archive: claims it (queued, or running again after its server died), counts the rows
 * for the progress, writes the zip into data_export_chunks, and marks it done for DATA_EXPORT_KEEP_HOURS,
 * or failed (its chunks removed). Safe to run twice: a second run of a done export does nothing.
 */
export async function runArchive(db: Database, exportId: number, log?: FastifyBaseLogger): Promise<void> {
  const [claimed] = await db
    .update(dataExports)
    .set({ status: "running", doneRows: 0, error: null })
    .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ["queued", "running"])))
    .returning({ userId: dataExports.userId });
  if (!claimed) return;
  const { userId } = claimed;
  const mine = and(eq(dataExports.id, exportId), eq(dataExports.userId, userId));
  try {
    // A retry starts from nothing: chunks of an earlier, interrupted run are not part of this one.
    await db.delete(dataExportChunks).where(eq(dataExportChunks.exportId, exportId));
    const totalRows = await countArchiveRows(db, userId);
    await db.update(dataExports).set({ totalRows }).where(mine);
    let done = 0;
    let writtenAt = Date.now();
    const byteSize = await writeArchive(
      db,
      userId,
      {
        async rowsDone(rows) {
          done += rows;
          if (Date.now() - writtenAt < PROGRESS_EVERY_MS) return;
          writtenAt = Date.now();
          await readExportPage(() => db.update(dataExports).set({ doneRows: done }).where(mine));
        },
        async chunk(seq, bytes) {
          await readExportPage(() => db.insert(dataExportChunks).values({ exportId, userId, seq, bytes }));
        },
      },
      new Date(),
    );
    const finishedAt = new Date();
    await db
      .update(dataExports)
      .set({
        status: "done",
        doneRows: done,
        totalRows: Math.max(totalRows, done),
        byteSize,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + DATA_EXPORT_KEEP_HOURS * 3_600_000),
      })
      // Only while it is still this run's: an export given up on meanwhile (stale, replaced) stays failed.
      .where(and(mine, eq(dataExports.status, "running")));
  } catch (error) {
    log?.error({ err: error, exportId }, "data export failed");
    const at = new Date();
    await db.delete(dataExportChunks).where(eq(dataExportChunks.exportId, exportId));
    await db
      .update(dataExports)
      .set({
        status: "failed",
        error: DATA_EXPORT_FAILED,
        finishedAt: at,
        expiresAt: new Date(at.getTime() + DATA_EXPORT_KEEP_HOURS * 3_600_000),
      })
      .where(mine);
  }
}

/**
 * A finished archive of the rep's, as its size and its bytes chunk by chunk (one chunk in memory at a
 * time, read in the exports' share of the database and paced like every export). Another rep's id is 404,
 * an unfinished one 409, an expired one 410.
 */
export async function archiveDownload(
  db: Database,
  userId: number,
  id: number,
  now: Date = new Date(),
): Promise<{ byteSize: number; createdAt: Date; chunks: AsyncGenerator<Buffer> }> {
  if (!isRowId(id)) throw new HttpError(404, DATA_EXPORT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .limit(1);
  if (!row) throw new HttpError(404, DATA_EXPORT_NOT_FOUND);
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, DATA_EXPORT_EXPIRED);
  if (row.status !== "done") throw new HttpError(409, DATA_EXPORT_NOT_READY);
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq++) {
      const [chunk] = await readExportPage(() =>
        db
          .select({ bytes: dataExportChunks.bytes })
          .from(dataExportChunks)
          .where(and(eq(dataExportChunks.exportId, id), eq(dataExportChunks.userId, userId), eq(dataExportChunks.seq, seq))),
      );
      if (!chunk) return;
      await exportPace.take(chunk.bytes.byteLength);
      yield Buffer.from(chunk.bytes.buffer, chunk.bytes.byteOffset, chunk.bytes.byteLength);
    }
  }
  return { byteSize: row.byteSize, createdAt: row.createdAt, chunks: chunks() };
}

/**
 * Gives up on exports queued or running for STALE_EXPORT_MINUTES (their server died mid-build, or the
 * queue lost them): failed, kept a day to say so, their partial chunks removed. Answers how many.
 */
export async function failStaleExports(db: Database, now: Date = new Date()): Promise<number> {
  const stale = await db
    .update(dataExports)
    .set({
      status: "failed",
      error: DATA_EXPORT_FAILED,
      finishedAt: now,
      expiresAt: new Date(now.getTime() + DATA_EXPORT_KEEP_HOURS * 3_600_000),
    })
    .where(
      and(
        inArray(dataExports.status, ["queued", "running"]),
        lt(dataExports.createdAt, new Date(now.getTime() - STALE_EXPORT_MINUTES * 60_000)),
      ),
    )
    .returning({ id: dataExports.id });
  for (const { id } of stale) await db.delete(dataExportChunks).where(eq(dataExportChunks.exportId, id));
  return stale.length;
}

/**
 * Removes the archives past their day (chunks a few at a time, then the rows), after giving up on stale
 * ones. Answers how many archives went.
 */
export async function removeExpiredExports(db: Database, now: Date = new Date()): Promise<number> {
  await failStaleExports(db, now);
  const at = now.toISOString();
  for (;;) {
    const result = (await db.execute(sql`delete from data_export_chunks where (export_id, seq) in (
      select c.export_id, c.seq from data_export_chunks c join data_exports e on e.id = c.export_id
      where e.expires_at < ${at}::timestamptz limit ${EXPIRED_CHUNKS_PER_DELETE})`)) as unknown as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    if (Number(result.rowCount ?? result.affectedRows ?? 0) < EXPIRED_CHUNKS_PER_DELETE) break;
  }
  const gone = await db
    .delete(dataExports)
    .where(sql`${dataExports.expiresAt} < ${at}::timestamptz`)
    .returning({ id: dataExports.id });
  return gone.length;
}

/** The auto backup e-mail: where the archive is and for how long. */
export function autoBackupMail(options: { downloadUrl: string; settingsUrl: string; byteSize: number }) {
  const mb = Math.max(0.1, Math.round(options.byteSize / 100_000) / 10);
  return {
    subject: "Your weekly Measured backup is ready",
    text: [
      "Your weekly backup of everything in your Measured account is ready to download:",
      "",
      options.downloadUrl,
      "",
      `It is a ZIP file of ${mb} MB: every record as JSON and CSV, with your receipt photos. The link works for ${DATA_EXPORT_KEEP_HOURS} hours, signed in to your account.`,
      "",
      `To stop these weekly backups, turn off Auto backup in Settings: ${options.settingsUrl}`,
    ].join("\n"),
  };
}

/**
 * One sweep of the weekly auto backup: for at most `batch` reps with Auto backup on, a confirmed address,
 * and no backup (nor sign-up) in AUTO_BACKUP_DAYS, builds an export (reason auto-backup) here and e-mails its link. Each
 * rep is claimed first (last_auto_backup_at set under a condition), so two servers build each backup once.
 */
export async function runAutoBackups(
  db: Database,
  mailer: Mailer,
  options: { appUrl: string; now?: Date; batch?: number; log?: FastifyBaseLogger },
): Promise<number> {
  const now = options.now ?? new Date();
  const due = new Date(now.getTime() - AUTO_BACKUP_DAYS * 86_400_000);
  // Reps without a preferences row have the default: on. A rep's first backup comes a week after sign-up
  // (a new account has little to back up); a Try the demo account, gone in a day, gets none.
  const reps = await db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      and(
        eq(users.isEmailVerified, true),
        eq(users.isOnboarded, true),
        sql`coalesce(${userPreferences.autoBackup}, true)`,
        isNull(users.demoExpiresAt),
        sql`coalesce(${userPreferences.lastAutoBackupAt}, ${users.createdAt}) < ${due.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sql`coalesce(${userPreferences.lastAutoBackupAt}, ${users.createdAt})`, asc(users.id))
    .limit(options.batch ?? AUTO_BACKUP_BATCH);

  let sent = 0;
  const failures: unknown[] = [];
  for (const rep of reps) {
    if (!(await claimAutoBackup(db, rep.userId, now, due))) continue;
    try {
      const started = await startDataExport(db, rep.userId, { reason: "auto-backup", now, build: false, log: options.log });
      if (!started.created) {
        // The rep's own export is being built right now: its worker has it; the backup waits for the next sweep.
        await db.update(userPreferences).set({ lastAutoBackupAt: null }).where(eq(userPreferences.userId, rep.userId));
        continue;
      }
      await runArchive(db, started.export.id, options.log);
      const built = await getDataExport(db, rep.userId, started.export.id);
      if (built.status !== "done") throw new Error(`auto backup ${built.id} ended ${built.status}`);
      const mail = autoBackupMail({
        downloadUrl: new URL(`/api/user/exports/${built.id}/download`, options.appUrl).toString(),
        settingsUrl: new URL("/settings", options.appUrl).toString(),
        byteSize: built.byteSize,
      });
      await mailer.send({ to: rep.email, ...mail });
      sent += 1;
    } catch (error) {
      // One rep's backup failing must not keep the others from theirs; it is tried again next sweep.
      await db.update(userPreferences).set({ lastAutoBackupAt: null }).where(eq(userPreferences.userId, rep.userId));
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} auto backups failed`);
  return sent;
}

/** Sets the rep's last auto backup to now unless another sweep did since `due`: true when this sweep has it. */
async function claimAutoBackup(db: Database, userId: number, now: Date, due: Date): Promise<boolean> {
  const claimed = await repWrite(db, userId, (tx) =>
    tx
      .insert(userPreferences)
      .values({ userId, lastAutoBackupAt: now })
      .onConflictDoUpdate({
        target: userPreferences.userId,
        set: { lastAutoBackupAt: now },
        where: sql`${userPreferences.autoBackup} and (${userPreferences.lastAutoBackupAt} is null or ${userPreferences.lastAutoBackupAt} < ${due.toISOString()}::timestamptz)`,
      })
      .returning({ id: userPreferences.id }),
  );
  return claimed.length > 0;
}

/**
 * On the job queue (server.ts): requested exports are sent to pg-boss, whose worker on any app server
 * builds them one at a time (a server that dies mid-build leaves the job to be retried by another).
 */
export async function startArchiveWorker(boss: PgBoss, db: Database, log: FastifyBaseLogger): Promise<void> {
  await boss.createQueue(DATA_EXPORT_JOB);
  await boss.work<{ exportId: number }>(DATA_EXPORT_JOB, { pollingIntervalSeconds: 2, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await runArchive(db, job.data.exportId, log);
  });
  dispatchers.set(db, async (exportId) => {
    await boss.send(DATA_EXPORT_JOB, { exportId }, { retryLimit: 2, retryDelay: 30, expireInSeconds: 3600 });
  });
}

/** Hourly, at a minute no other job of ours uses: removes expired archives, then builds the due backups. */
export const AUTO_BACKUP_CRON = "23 * * * *";

export function autoBackupJob(options: { db: Database; mailer: Mailer; appUrl: string; log: FastifyBaseLogger }): ScheduledJob {
  return {
    name: AUTO_BACKUP_JOB,
    cron: AUTO_BACKUP_CRON,
    run: async () => {
      const removed = await removeExpiredExports(options.db);
      const sent = await runAutoBackups(options.db, options.mailer, { appUrl: options.appUrl, log: options.log });
      if (removed > 0 || sent > 0)
        options.log.info(`data exports: ${removed} expired archives removed, ${sent} auto backups sent`);
    },
  };
}
