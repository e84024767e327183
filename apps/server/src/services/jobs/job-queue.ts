import type { DatabaseHandle } from "@measured/db";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";

/**
 * Scheduled and background work on pg-boss (decision 030): its tables live in the app's own
 * database (schema `pgboss`), reached through the handle's `executeSql`, so the same queue runs on
 * the embedded PGlite and on a PostgreSQL server shared by several app servers. A cron schedule
 * makes one job per tick across every server; jobs survive restarts.
 */
export interface JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface ScheduledJob {
  name: string;
  cron: string;
  run(): Promise<void>;
}

export async function startJobQueue(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  jobs: readonly ScheduledJob[],
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: "pgboss",
    // Cron ticks are minutes; look for due ones a few times a minute.
    cronMonitorIntervalSeconds: 15,
    cronWorkerIntervalSeconds: 5,
  });
  // The queue's own polling failing (the database restarting, say) is retried by pg-boss: a warning,
  // not an error; a job that fails is recorded on the job and retried.
  boss.on("error", (error) => log.warn({ err: error }, "job queue: a poll or maintenance step failed; retrying"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, { pollingIntervalSeconds: 2 }, async () => {
      await job.run();
    });
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}
