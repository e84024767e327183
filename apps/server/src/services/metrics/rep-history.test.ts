import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";
import { createRepHistoryCache, historyBytes, loadRepHistory } from "./rep-history";

describe("the reps' history cache is bounded in bytes (issue 9)", () => {
  test("holds no more than its byte cap however many reps read their dashboard", async ({ app }) => {
    const users = [];
    for (let i = 0; i < 6; i++) {
      const user = await createUser(app, { onboard: "solar" });
      const entries = Array.from({ length: 40 }, (_, d) => ({
        metricName: "Doors Knocked",
        value: d,
        date: `2026-0${1 + (d % 9)}-${String(1 + Math.floor(d / 9)).padStart(2, "0")}`,
      }));
      const res = await app.inject({ method: "POST", url: "/api/kpi-entries/bulk", headers: bearer(user), payload: { entries } });
      expect(res.statusCode, res.body).toBe(200);
      users.push(user);
    }
    const one = historyBytes(await loadRepHistory(app.db, users[0]?.id ?? 0));
    const cap = Math.floor(one * 4.5);
    const cache = createRepHistoryCache(true, cap);
    for (let round = 0; round < 3; round++) {
      for (const user of users) {
        const history = await cache.get(app.db, user.id, round);
        expect(history.days.length).toBe(40);
        expect(cache.bytes).toBeLessThanOrEqual(cap);
      }
    }
    expect(cache.bytes).toBeGreaterThan(0);
  });

  test("does not keep one history larger than a quarter of the cap", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const one = historyBytes(await loadRepHistory(app.db, user.id));
    const cache = createRepHistoryCache(true, one * 3);
    await cache.get(app.db, user.id, 1);
    expect(cache.bytes).toBe(0);
  });

  test("reads that miss together share one load: the same history, once", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const cache = createRepHistoryCache(true);
    const together = await Promise.all(Array.from({ length: 5 }, () => cache.get(app.db, user.id, 7)));
    expect(new Set(together).size).toBe(1);
    // A later version is a new load.
    expect(await cache.get(app.db, user.id, 8)).not.toBe(together[0]);
  });
});
