import { describe, expect, it } from "vitest";
import {
  type ActivityStore,
  forgetLastActivity,
  idlePeriodPassed,
  nextCheckIn,
  readLastActivity,
  writeLastActivity,
} from "./idle-clock";

function memoryStore(): ActivityStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe("auto logout's clock", () => {
  const now = Date.UTC(2026, 10, 28, 12);

  it("says the period has passed from exactly its length without activity", () => {
    expect(idlePeriodPassed(now - 30 * 60_000 + 1, now, 30)).toBe(false);
    expect(idlePeriodPassed(now - 30 * 60_000, now, 30)).toBe(true);
    expect(idlePeriodPassed(now - 8 * 3_600_000, now, 480)).toBe(true);
  });

  it("treats no record as a session that has just begun", () => {
    expect(idlePeriodPassed(null, now, 5)).toBe(false);
  });

  it("looks again when the period would end, within a second and a minute", () => {
    expect(nextCheckIn(now - 30 * 60_000 + 20_000, now, 30)).toBe(20_000);
    expect(nextCheckIn(now, now, 30)).toBe(60_000);
    expect(nextCheckIn(now - 40 * 60_000, now, 30)).toBe(1_000);
  });

  it("reads back what it wrote, ignores garbage, and forgets on sign-out", () => {
    const store = memoryStore();
    expect(readLastActivity(store)).toBeNull();
    writeLastActivity(store, now);
    expect(readLastActivity(store)).toBe(now);
    store.setItem("measured.lastActivity", "not a time");
    expect(readLastActivity(store)).toBeNull();
    writeLastActivity(store, now);
    forgetLastActivity(store);
    expect(readLastActivity(store)).toBeNull();
  });
});
