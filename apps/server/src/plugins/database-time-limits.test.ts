import { rmSync } from "node:fs";
import { openPglite } from "@measured/db";
import { migratedDataDir } from "@measured/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadEnv } from "../env";
import { TEST_APP_URL } from "../test/app";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanups.splice(0).reverse()) await step();
});

/** The app on the embedded database as `npm start` runs it: a data directory, PGlite on its own thread. */
async function appOnDataDir(limits: { statementTimeoutMs: number; waitTimeoutMs: number }) {
  const dir = await migratedDataDir("measured-limits-");
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const database = await openPglite({ dataDir: dir, ...limits });
  cleanups.push(() => database.close());
  await database.migrate();
  const app = await buildApp({ env: loadEnv({ NODE_ENV: "test", APP_URL: TEST_APP_URL, LOG_LEVEL: "silent" }), database });
  cleanups.push(() => app.close());
  return { app, database };
}

const login = { method: "POST" as const, url: "/api/auth/login", payload: { email: "a@b.co", password: "whatever1" } };

describe("time limits on the embedded database", () => {
  it("answers 503 with Retry-After while a statement holds the database, before that statement ends", async () => {
    const { app, database } = await appOnDataDir({ statementTimeoutMs: 10_000, waitTimeoutMs: 300 });
    let slowEnded = false;
    const slow = database.db.execute("select pg_sleep(3)").then(() => {
      slowEnded = true;
    });
    const res = await app.inject(login);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(slowEnded).toBe(false);
    // The server's thread is free meanwhile: /healthz answers, and says the database is busy once
    // the statement has run for over a second (polled: on a loaded machine the thread may start it late).
    await expect
      .poll(async () => (await app.inject({ method: "GET", url: "/healthz" })).json(), { timeout: 2500, interval: 100 })
      .toEqual({ status: "ok", database: "busy" });
    expect(slowEnded).toBe(false);
    await slow;
    expect((await app.inject(login)).statusCode).toBe(401);
  });

  it("stops a statement past the statement limit (57014) and then serves the request that waited behind it", async () => {
    // A wait limit far above the statement limit: the thread's restart after the stop may be slow on a
    // loaded machine, and what is checked is that the waiting request is served, not how fast.
    const { app, database } = await appOnDataDir({ statementTimeoutMs: 500, waitTimeoutMs: 30_000 });
    const runaway = database.db.execute("select pg_sleep(30)").then(
      () => "finished",
      (error: unknown) => error,
    );
    const res = await app.inject(login); // waits behind the runaway, which is stopped at 0.5 s
    expect(res.statusCode).toBe(401);
    expect(await runaway).toMatchObject({ cause: { code: "57014" } });
  });
});
