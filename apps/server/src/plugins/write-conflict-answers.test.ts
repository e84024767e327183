import { Writable } from "node:stream";
import { freshDatabase } from "@measured/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type App, buildApp } from "../app";
import { loadEnv } from "../env";
import { WRITE_CONFLICT_MESSAGE, WriteConflictError } from "../services/rep-writes/write-conflicts";
import { TEST_APP_URL } from "../test/app";

/** The error handler's answer to a write that lost a lock conflict (issue 22): 503 with Retry-After, a warn log. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)));
    done();
  },
});
const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });

let app: App;
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
  app = await buildApp({
    env: loadEnv({ NODE_ENV: "test", APP_URL: TEST_APP_URL }),
    database,
    logger: { level: "warn", stream: logStream },
    configure(instance) {
      instance.get("/test/gave-up", async () => {
        throw new WriteConflictError("40P01", 4, deadlock);
      });
      instance.get("/test/raw-deadlock", async () => {
        throw new Error("Failed query", { cause: deadlock });
      });
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("a write that gave up on a lock conflict", () => {
  test.each([
    ["after repWrite's retries", "/test/gave-up", 4],
    ["outside repWrite (the driver's error, wrapped)", "/test/raw-deadlock", 1],
  ])("answers 503 with Retry-After and the rep's message, and logs a warning with the code: %s", async (_, url, attempts) => {
    logLines.length = 0;
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("1");
    expect(res.json()).toEqual({ message: WRITE_CONFLICT_MESSAGE });
    expect(logLines).toEqual([
      expect.objectContaining({ level: 40, code: "40P01", attempts, msg: "write gave up on a lock conflict" }),
    ]);
  });
});
