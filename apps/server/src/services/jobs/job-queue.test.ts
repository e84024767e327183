import { addDays, dateIn } from "@measured/core";
import { describe, expect } from "vitest";
import { TEST_APP_URL, test } from "../../test/app";
import { repWithFollowUps, zoneAtHour } from "../../test/digest-fixtures";
import { FOLLOW_UP_DIGEST, sendFollowUpDigests } from "../notifications/follow-up-digest";
import { type JobQueue, startJobQueue } from "./job-queue";

async function completed(queue: JobQueue, ids: (string | null)[]) {
  await expect
    .poll(
      async () => {
        const jobs = await Promise.all(ids.map((id) => (id ? queue.boss.getJobById(FOLLOW_UP_DIGEST, id) : null)));
        return jobs.map((job) => job?.state);
      },
      { timeout: 20_000, interval: 200 },
    )
    .toEqual(ids.map(() => "completed"));
}

describe("the job queue (pg-boss on this database)", () => {
  test("the digest job sends one e-mail per rep per day across two servers and a restart", async ({ app, outbox }) => {
    const now = new Date();
    const zone = zoneAtHour(now, 9);
    const today = dateIn(zone, now);
    const ana = await repWithFollowUps(app, { timeZone: zone, followUps: [today, addDays(today, -2)] });
    const bo = await repWithFollowUps(app, { timeZone: zone, followUps: [today] });

    const job = {
      name: FOLLOW_UP_DIGEST,
      cron: "0 7 * * *",
      run: async () => void (await sendFollowUpDigests(app.db, app.mailer, { appUrl: TEST_APP_URL })),
    };
    const serverA = await startJobQueue(app.database, app.log, [job]);
    const serverB = await startJobQueue(app.database, app.log, [job]);
    let serverC: JobQueue | undefined;
    try {
      // Both servers register the schedule; it is one schedule.
      expect((await serverA.boss.getSchedules()).filter((s) => s.name === FOLLOW_UP_DIGEST)).toHaveLength(1);

      // Both servers' ticks fire at once (and a retry of one), as when two crons race.
      const ids = await Promise.all([
        serverA.boss.send(FOLLOW_UP_DIGEST, {}),
        serverB.boss.send(FOLLOW_UP_DIGEST, {}),
        serverB.boss.send(FOLLOW_UP_DIGEST, {}),
      ]);
      await completed(serverA, ids);

      // A restart: server A goes away, a new one starts and its first tick runs.
      await serverA.stop();
      serverC = await startJobQueue(app.database, app.log, [job]);
      const again = await serverC.boss.send(FOLLOW_UP_DIGEST, {});
      await completed(serverC, [again]);

      expect(outbox.map((m) => m.to).sort()).toEqual([ana.email, bo.email].sort());
      expect(outbox.find((m) => m.to === ana.email)?.subject).toBe("Follow-ups due today: 2");
    } finally {
      await serverB.stop();
      await serverC?.stop();
    }
  });
});
