import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPglite } from "../client";
import { migratedDataDir } from "../testing/database";
import { isDatabaseUnavailable } from "../unavailable";
import { bulkWork } from "../work-lanes";
import { PgliteThread } from "./thread";

const opened: DatabaseHandle[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function open(limits: { statementTimeoutMs?: number; waitTimeoutMs?: number } = {}) {
  const dir = await migratedDataDir("measured-thread-");
  dirs.push(dir);
  const db = await openPglite({ dataDir: dir, ...limits });
  opened.push(db);
  await db.migrate();
  return db;
}

const rowsOf = async (db: DatabaseHandle, query: string) =>
  ((await db.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("the embedded database on its own thread", () => {
  it("stops a statement past its time limit with 57014, answered as unavailable, and then works again", async () => {
    // A limit that a fresh thread's first statement meets even on a loaded 2-core machine (400 ms did
    // not: the `select 1` after the restart once ran past it), far below the sleep it must stop.
    const db = await open({ statementTimeoutMs: 2000 });
    const started = Date.now();
    const error = await db.db.execute("select pg_sleep(30)").catch((e: unknown) => e);
    const waited = Date.now() - started;
    expect(waited).toBeLessThan(15_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // A new thread on the same directory answers, with the data intact.
    await db.ping();
    expect(await rowsOf(db, "select count(*)::int as n from users")).toEqual([{ n: 0 }]);
  });

  it("fails a query that waits too long for its turn, while the server's thread stays free", async () => {
    const db = await open({ statementTimeoutMs: 3000, waitTimeoutMs: 300 });
    // drizzle runs a query when it is awaited or then-ed: start it now.
    const slow = db.db.execute("select pg_sleep(1.5)").then(() => "done");
    let ticks = 0;
    const timer = setInterval(() => ticks++, 50);
    const waiting = await db.db.execute("select 1").catch((e: unknown) => e);
    expect(waiting).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(waiting)).toBe(true);
    expect(db.saturated()).toBe(false); // running 0.3 s: not yet "busy"
    expect(await slow).toBe("done");
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(10); // timers ran while PGlite worked
  });

  it("keeps a transaction's statements together and rolls back on error", async () => {
    const db = await open();
    await db.db.execute("create table t (n int primary key)");
    await expect(
      db.db.transaction(async (tx) => {
        await tx.execute("insert into t values (1)");
        await tx.execute("insert into t values (1)"); // duplicate key
      }),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
    await db.db.transaction(async (tx) => {
      await tx.execute("insert into t values (2)");
    });
    expect(await rowsOf(db, "select n from t order by n")).toEqual([{ n: 2 }]);
  });

  it("lets an interactive query waiting behind bulk work go first, and fails a bulk wait only past its own limit", async () => {
    const db = await open({ waitTimeoutMs: 1000 });
    const done: string[] = [];
    const track = (name: string, run: Promise<unknown>) => run.then(() => done.push(name));
    // drizzle runs a query when it is then-ed: each call below queues now, in this order.
    const holder = track("holder", db.db.execute("select pg_sleep(0.6)"));
    const bulk = [1, 2, 3].map((n) =>
      track(
        `bulk ${n}`,
        bulkWork(async () => await db.db.execute("select pg_sleep(0.3)")),
      ),
    );
    const interactive = track("interactive", db.db.execute("select 1"));
    // The last bulk call waits 1.2 s, past the interactive limit (1 s): the bulk lane's own is six times it.
    await Promise.all([holder, ...bulk, interactive]);
    expect(done).toEqual(["holder", "interactive", "bulk 1", "bulk 2", "bulk 3"]);
  });

  it("returns dates and numbers as drizzle expects them", async () => {
    const db = await open();
    const [row] = await rowsOf(db, "select now() as at, 1.5::numeric as amount, 3::int as n, '2026-01-02'::date as day");
    expect(typeof row?.at).toBe("string");
    expect(row?.day).toBe("2026-01-02");
    expect(row?.n).toBe(3);
    // numeric as text, as node-postgres gives it: drizzle's numeric columns expect a string (no float rounding).
    expect(row?.amount).toBe("1.5");
  });

  it("lifts the statement limit while migrating, and only then", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "measured-thread-"));
    dirs.push(dir);
    const thread = await PgliteThread.start({ dataDir: dir, statementTimeoutMs: 300, waitTimeoutMs: 5_000 });
    try {
      await expect(thread.migrating(() => thread.query("select pg_sleep(0.6)"))).resolves.toBeDefined();
      await expect(thread.query("select pg_sleep(0.6)")).rejects.toMatchObject({ code: "57014" });
    } finally {
      await thread.close();
    }
  });
});
