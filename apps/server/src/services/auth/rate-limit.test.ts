import { schema } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { HIT_RETENTION_MS, PRUNE_BATCH, pruneOldestHits, releaseSlots, reserveSlots } from "./rate-limit";

const { rateLimitHits: hits } = schema;
const limit = (key: string, max = 3) => ({ key, max, windowMs: 60_000 });

describe("reserveSlots", () => {
  test("records one hit per key, and nothing at all when any key is full", async ({ app }) => {
    for (let i = 0; i < 3; i++) await reserveSlots(app.db, [limit("a"), limit("b", 10)], "full");
    await expect(reserveSlots(app.db, [limit("b", 10), limit("a")], "Full, try in {minutes}.")).rejects.toMatchObject({
      statusCode: 429,
      message: "Full, try in 1 minute.",
    });
    const rows = await app.db.select().from(hits);
    expect(rows.filter((r) => r.key === "a")).toHaveLength(3);
    expect(rows.filter((r) => r.key === "b")).toHaveLength(3);
  });

  test("Retry-After is when the oldest hit in the window leaves it; hits past the window count for nothing", async ({ app }) => {
    const now = Date.now();
    await app.db.insert(hits).values([
      { key: "k", at: new Date(now - 120_000) },
      { key: "k", at: new Date(now - 50_000) },
      { key: "k", at: new Date(now - 10_000) },
    ]);
    const reservation = await reserveSlots(app.db, [limit("k")], "full");
    // The two-minute-old hit was outside the window, and is gone.
    expect(await app.db.$count(hits)).toBe(3);
    const error = await reserveSlots(app.db, [limit("k")], "full").catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 429 });
    const retryAfter = Number((error as { headers: Record<string, string> }).headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(9);
    expect(retryAfter).toBeLessThanOrEqual(11);
    // A slot given back frees it at once.
    await releaseSlots(app.db, reservation);
    await expect(reserveSlots(app.db, [limit("k")], "full")).resolves.toMatchObject({ ids: [expect.any(Number)], keys: ["k"] });
  });
});

describe("pruneOldestHits", () => {
  test("drops at most a batch of the oldest hits past retention, and keeps recent ones", async ({ app }) => {
    const old = new Date(Date.now() - HIT_RETENTION_MS - 60_000);
    await app.db.insert(hits).values(Array.from({ length: PRUNE_BATCH + 20 }, (_, i) => ({ key: `gone-${i}`, at: old })));
    await app.db.insert(hits).values({ key: "recent" });
    await pruneOldestHits(app.db);
    expect(await app.db.$count(hits)).toBe(21);
    await pruneOldestHits(app.db);
    expect((await app.db.select().from(hits)).map((r) => r.key)).toEqual(["recent"]);
  });
});

describe("a key known to be full (issue 9: floods must not queue up on the database)", () => {
  test("is refused from memory until its slot frees, with the same answer, and asks the database nothing", async ({ app }) => {
    for (let i = 0; i < 3; i++) await reserveSlots(app.db, [limit("flood")], "full");
    const first = await reserveSlots(app.db, [limit("flood")], "full").catch((e: unknown) => e);
    expect(first).toMatchObject({ statusCode: 429 });
    // With the hits deleted the database would take it: a refusal that still comes back as 429 came from memory.
    await app.db.delete(hits);
    const again = await reserveSlots(app.db, [limit("flood")], "full").catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 429, headers: { "retry-after": expect.stringMatching(/^\d+$/) } });
    // Another key still goes to the database.
    await expect(reserveSlots(app.db, [limit("other")], "full")).resolves.toMatchObject({ keys: ["other"] });
  });
});
