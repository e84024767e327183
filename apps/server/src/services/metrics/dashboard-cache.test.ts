import { describe, expect, it } from "vitest";
import { createDashboardCache, DASHBOARD_CACHE_BYTES, MAX_CACHED_ANSWER_BYTES } from "./dashboard-cache";

const answer = (chars: number) => JSON.stringify({ trend: "x".repeat(Math.max(0, chars - 12)) });

describe("the dashboard cache is bounded in bytes (issue 9)", () => {
  it("never holds more than its byte cap, whatever the sizes and count of answers", () => {
    const limits = { maxBytes: 200_000, maxAnswerBytes: 50_000 };
    const cache = createDashboardCache(1_000_000, limits);
    let seed = 7;
    for (let i = 0; i < 5_000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      cache.set(`user|${i}|all|UTC`, answer(seed % 24_000));
      expect(cache.bytes).toBeLessThanOrEqual(limits.maxBytes);
    }
    expect(cache.bytes).toBeGreaterThan(limits.maxBytes / 2);
  });

  it("counts two bytes a character, key included, so non-Latin text is not undercounted", () => {
    const cache = createDashboardCache(10, { maxBytes: 1_000_000, maxAnswerBytes: 100_000 });
    cache.set("k", "Πωλησεις".repeat(1000));
    expect(cache.bytes).toBeGreaterThanOrEqual(2 * 8000 + 2);
  });

  it("does not keep a single answer past the per-answer limit", () => {
    const cache = createDashboardCache(10);
    cache.set("small", answer(1000));
    cache.set("huge", answer(MAX_CACHED_ANSWER_BYTES / 2 + 1));
    expect(cache.get("small")).toBeDefined();
    expect(cache.get("huge")).toBeUndefined();
  });

  it("with the defaults, a thousand 427 KB answers (a 1,100-year range before issue 9) stay under 32 MB", () => {
    const cache = createDashboardCache(5000);
    const big = answer(420_000);
    for (let i = 0; i < 1000; i++) cache.set(`${i}`, big);
    expect(cache.bytes).toBeLessThanOrEqual(DASHBOARD_CACHE_BYTES);
  });

  it("size 0 turns it off", () => {
    const cache = createDashboardCache(0);
    cache.set("k", "{}");
    expect([cache.get("k"), cache.bytes]).toEqual([undefined, 0]);
  });
});
