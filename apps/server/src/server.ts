import { openDatabase } from "@measured/db";
import { type App, buildApp } from "./app";
import { type Env, loadEnv } from "./env";
import { DEMO_REMOVAL, removeExpiredDemos } from "./services/demo/demo-removal";
import { autoBackupJob, startArchiveWorker } from "./services/exports/archive-job";
import { type JobQueue, startJobQueue } from "./services/jobs/job-queue";
import { NIGHTLY_CLEANUP, nightlyCleanup } from "./services/jobs/nightly-cleanup";
import { reconcileAllNameKeys } from "./services/metrics/metric-name-keys";
import { FOLLOW_UP_DIGEST, sendFollowUpDigests } from "./services/notifications/follow-up-digest";

/** The only file that listens. Migrates, serves, and shuts down cleanly on SIGTERM/SIGINT. */
async function main() {
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pool: {
      poolSize: env.DATABASE_POOL_SIZE,
      connectionTimeoutMs: env.DATABASE_CONNECTION_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
  });
  await database.migrate();
  // Name keys migration 0008 could not compute in SQL (non-ASCII names), merged as Clean Duplicates does.
  const rekeyed = await reconcileAllNameKeys(database.db);
  if (rekeyed.failedUsers.length > 0) {
    console.error(`Metric names of users ${rekeyed.failedUsers.join(", ")} could not be merged; left as they were.`);
  }
  const app = await buildApp({
    env,
    database,
    serveWeb: true,
    // Readable lines for a person at a terminal (e-mails with their links included); JSON for log collectors.
    logger: { level: env.LOG_LEVEL, ...(process.stdout.isTTY ? { transport: { target: "pino-pretty" } } : {}) },
  });

  let jobs: Promise<JobQueue | undefined> = Promise.resolve(undefined);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests and jobs, then closing the database`);
    await (await jobs)?.stop();
    await app.close();
    // Handlers whose client has gone are not waited for by close(); they finish before the database
    // closes, within a statement's time limit and a little more.
    if (!(await app.requestsDone(env.DATABASE_STATEMENT_TIMEOUT_MS + 5000)))
      app.log.warn("closing the database with requests still running");
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Jobs start once the app answers: a queue that is slow to start (or failing) never holds up requests.
  jobs =
    env.JOBS === "on"
      ? startJobs(app, env)
          // Export All Data's archives are built by the queue's worker once it runs (issue 25).
          .then(async (queue) => {
            await startArchiveWorker(queue.boss, app.db, app.log);
            return queue;
          })
          .catch((error: unknown) => {
            app.log.error({ err: error }, "the job queue did not start; scheduled e-mails are paused");
            return undefined;
          })
      : Promise.resolve(undefined);
  app.log.info(
    `Measured is running at ${env.APP_URL} (${database.kind === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL"})`,
  );
}

/** Scheduled work (decision 030): the morning follow-up digest, the nightly cleanup, expired demos (decision 068). */
function startJobs(app: App, env: Env): Promise<JobQueue> {
  return startJobQueue(app.database, app.log, [
    autoBackupJob({ db: app.db, mailer: app.mailer, appUrl: env.APP_URL, log: app.log }),
    {
      name: FOLLOW_UP_DIGEST,
      cron: env.FOLLOW_UP_DIGEST_CRON,
      run: async () => {
        const sent = await sendFollowUpDigests(app.db, app.mailer, { appUrl: env.APP_URL });
        if (sent > 0) app.log.info(`follow-up digest: ${sent} e-mails sent`);
      },
    },
    {
      name: NIGHTLY_CLEANUP,
      cron: env.CLEANUP_CRON,
      run: async () => {
        app.log.info({ removed: await nightlyCleanup(app.db) }, "nightly cleanup done");
      },
    },
    {
      name: DEMO_REMOVAL,
      cron: env.DEMO_REMOVAL_CRON,
      run: async () => {
        const removed = await removeExpiredDemos(app.db);
        if (removed > 0) app.log.info(`demo removal: ${removed} demo accounts removed`);
      },
    },
  ]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
