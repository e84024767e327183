import { QUOTAS } from "@measured/core";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { IDEMPOTENCY_KEY_TTL_MS } from "../../services/idempotency/stored-answers";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";

const quickEntry = (app: App, user: TestUser, key: string) =>
  app.inject({
    method: "POST",
    url: "/api/kpi-entries",
    headers: { ...bearer(user), "idempotency-key": key },
    payload: { metricName: "Doors Knocked", value: 1, date: "2026-11-20" },
  });

/** Stored answers as a long-running client would leave them, written straight to the table. */
async function storeKeys(app: App, user: TestUser, count: number, createdAt = new Date()) {
  const { idempotencyKeys } = app.db._.fullSchema;
  const rows = Array.from({ length: count }, (_, i) => ({
    userId: user.id,
    key: `old-${i}`,
    fingerprint: "POST /api/kpi-entries x",
    statusCode: 201,
    body: "{}",
    createdAt,
  }));
  for (let i = 0; i < rows.length; i += 500) await app.db.insert(idempotencyKeys).values(rows.slice(i, i + 500));
}

async function keysOf(app: App, user: TestUser): Promise<string[]> {
  const { idempotencyKeys } = app.db._.fullSchema;
  const rows = await app.db.select().from(idempotencyKeys);
  return rows.filter((r) => r.userId === user.id).map((r) => r.key);
}

describe("stored Idempotency-Keys are bounded (issue 9)", () => {
  test(`a user keeps at most ${QUOTAS.idempotencyKeysPerUser.max}: a new key drops the oldest, and no one else's`, async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    await storeKeys(app, user, QUOTAS.idempotencyKeysPerUser.max);
    await storeKeys(app, other, 3);
    expect((await quickEntry(app, user, "fresh-1")).statusCode).toBe(201);
    expect((await quickEntry(app, user, "fresh-2")).statusCode).toBe(201);
    const kept = await keysOf(app, user);
    expect(kept).toHaveLength(QUOTAS.idempotencyKeysPerUser.max);
    expect(kept).toEqual(expect.arrayContaining(["fresh-1", "fresh-2", "old-2"]));
    expect(kept).not.toContain("old-0");
    expect(kept).not.toContain("old-1");
    expect(await keysOf(app, other)).toHaveLength(3);
    // The newest answer still replays.
    expect((await quickEntry(app, user, "fresh-2")).headers["idempotent-replayed"]).toBe("true");
  });

  test("a user's keys older than a day are dropped on their next keyed write", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeKeys(app, user, 5, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000));
    expect((await quickEntry(app, user, "today")).statusCode).toBe(201);
    expect(await keysOf(app, user)).toEqual(["today"]);
  });

  test("the Idempotency-Key header is 1 to 200 visible ASCII characters, else 400 and nothing written", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    expect((await quickEntry(app, user, "a".repeat(200))).statusCode).toBe(201);
    for (const key of ["a".repeat(201), "has space", " padded", "tab\there", "caf\u00e9", "\u200b", "é"]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/kpi-entries",
        headers: { ...bearer(user), "idempotency-key": Buffer.from(key, "utf8").toString("latin1") },
        payload: { metricName: "Doors Knocked", value: 1, date: "2026-11-20" },
      });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().message).toBe("Idempotency-Key must be 1 to 200 visible ASCII characters");
    }
    expect(await keysOf(app, user)).toEqual(["a".repeat(200)]);
  });
});
