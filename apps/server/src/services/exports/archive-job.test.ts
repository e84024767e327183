import type { DataExport } from "@measured/core";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";
import { startJobQueue } from "../jobs/job-queue";
import { DATA_EXPORT_JOB, startArchiveWorker } from "./archive-job";

describe("Export All Data on the job queue (pg-boss on this database)", () => {
  test("a requested export is sent to the queue and built by its worker; two presses make one job", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const queue = await startJobQueue(app.database, app.log, []);
    try {
      await startArchiveWorker(queue.boss, app.db, app.log);
      const presses = await Promise.all(
        [1, 2].map(() => app.inject({ method: "POST", url: "/api/user/exports", headers: bearer(rep) })),
      );
      expect(presses.map((p) => p.statusCode).sort()).toEqual([200, 201]);
      const id = presses[0]?.json<DataExport>().id;
      expect(presses[1]?.json<DataExport>().id).toBe(id);

      await expect
        .poll(
          async () =>
            (await app.inject({ method: "GET", url: `/api/user/exports/${id}`, headers: bearer(rep) })).json<DataExport>().status,
          { timeout: 30_000, interval: 250 },
        )
        .toBe("done");
      // One job for the two presses, completed by the worker (not built in the process beside the queue).
      await expect
        .poll(async () => {
          const { rows } = await app.database.executeSql("select state, data from pgboss.job where name = $1", [DATA_EXPORT_JOB]);
          return rows;
        })
        .toEqual([{ state: "completed", data: { exportId: id } }]);
      const res = await app.inject({ method: "GET", url: `/api/user/exports/${id}/download`, headers: bearer(rep) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
    } finally {
      await queue.stop();
    }
  });
});
