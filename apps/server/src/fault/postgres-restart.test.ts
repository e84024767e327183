import { execSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { api, type ServerProcess, signUp, startServer, trackMetrics } from "./server-process";

/**
 * PostgreSQL stopped and started again while the app is under load. Needs the test script's throwaway
 * server: TEST_DATABASE_URL plus TEST_PG_STOP and TEST_PG_START, the commands that stop and start it.
 * Skipped elsewhere (the PGlite pass has no server to stop). The database stays down until the writers
 * have seen the outage: a restart alone was sometimes too quick for any request to meet it, and the
 * test passed without checking what it names (issue 22).
 */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const stopCommand = process.env.TEST_PG_STOP || undefined;
const startCommand = process.env.TEST_PG_START || undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
});

describe.runIf(databaseUrl && stopCommand && startCommand)("PostgreSQL restarted under load", () => {
  it("answers 503 with Retry-After during the outage, recovers by itself, loses no acknowledged write", async () => {
    server = await startServer({ DATABASE_URL: databaseUrl ?? "" });
    const base = server.url;
    const token = await signUp(base, `restart.${Date.now()}@example.com`);
    await trackMetrics(base, token, ["Restart W0", "Restart W1", "Restart W2", "Restart W3"]);

    const acknowledged = new Map<string, number>();
    const outageStatuses = new Set<number>();
    let retryAfterSeen = false;
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const date = `2026-02-${String((i % 28) + 1).padStart(2, "0")}`;
        const res = await api(base, "POST", "/api/kpi-entries", {
          token,
          body: { metricName: `Restart W${w}`, value: 1, date },
        }).catch((error: unknown) => {
          throw new Error(
            `${String(error)} ${String((error as { cause?: unknown }).cause)}\nserver output:\n${server?.output()}`,
          );
        });
        if (res.status === 201) acknowledged.set(`Restart W${w}|${date}`, (acknowledged.get(`Restart W${w}|${date}`) ?? 0) + 1);
        else {
          outageStatuses.add(res.status);
          if (res.status === 503 && res.headers.get("retry-after")) retryAfterSeen = true;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    });

    await new Promise((r) => setTimeout(r, 1000));
    execSync(`${stopCommand}`, { stdio: "ignore", timeout: 60_000 });
    const downAt = Date.now();
    while (!retryAfterSeen && Date.now() - downAt < 15_000) await new Promise((r) => setTimeout(r, 100));
    execSync(`${startCommand}`, { stdio: "ignore", timeout: 60_000 });
    // Recovery: within 10 s of the server being back, writes succeed again.
    const backAt = Date.now();
    let recovered = false;
    while (Date.now() - backAt < 10_000) {
      const res = await api(base, "GET", "/api/auth/user", { token });
      if (res.status === 200) {
        recovered = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(writers);

    expect(recovered).toBe(true);
    expect([...outageStatuses], "only 503 while the database is away").toEqual([503]);
    expect(retryAfterSeen, "a 503 with Retry-After seen during the outage").toBe(true);

    const entries = (await api(base, "GET", "/api/kpi-entries", { token })).json() as unknown as {
      kpiName: string;
      date: string;
      value: number;
    }[];
    const stored = new Map(entries.map((e) => [`${e.kpiName}|${e.date}`, e.value]));
    for (const [k, count] of acknowledged) expect(stored.get(k) ?? 0, k).toBeGreaterThanOrEqual(count);
  });
});
