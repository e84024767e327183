import { describe, expect, it } from "vitest";
import { rateAfterChange } from "./rate-change";

const business2025 = { date: "2025-06-01", isPersonal: false, rateMilli: 700 };

describe("rateAfterChange", () => {
  it("keeps the stored rate when neither the rate, the day nor Personal changes", () => {
    expect(rateAfterChange(business2025, {})).toBe(700);
    expect(rateAfterChange(business2025, { date: "2025-06-01", isPersonal: false })).toBe(700);
    expect(rateAfterChange({ ...business2025, rateMilli: 800 }, {})).toBe(800);
  });

  it("takes a typed rate, and 0 for a personal trip whatever was typed", () => {
    expect(rateAfterChange(business2025, { rateMilli: 655 })).toBe(655);
    expect(rateAfterChange(business2025, { rateMilli: 655, isPersonal: true })).toBe(0);
    expect(rateAfterChange({ ...business2025, isPersonal: true, rateMilli: 0 }, { rateMilli: 655 })).toBe(0);
  });

  it("goes back to the IRS rate of the (new) day when the rate is sent empty", () => {
    expect(rateAfterChange({ ...business2025, rateMilli: 800 }, { rateMilli: null })).toBe(700);
    expect(rateAfterChange({ ...business2025, rateMilli: 800 }, { rateMilli: null, date: "2026-01-02" })).toBe(725);
  });

  it("follows a new day when the stored rate was the old day's IRS rate", () => {
    expect(rateAfterChange(business2025, { date: "2026-01-01" })).toBe(725);
    expect(rateAfterChange(business2025, { date: "2024-12-31" })).toBe(670);
  });

  it("keeps a rate the rep typed when only the day moves", () => {
    expect(rateAfterChange({ ...business2025, rateMilli: 800 }, { date: "2026-01-01" })).toBe(800);
  });

  it("re-resolves when Personal changes: 0 when made personal, the day's rate when made business", () => {
    expect(rateAfterChange(business2025, { isPersonal: true })).toBe(0);
    expect(rateAfterChange({ ...business2025, rateMilli: 800 }, { isPersonal: true })).toBe(0);
    expect(rateAfterChange({ date: "2026-03-01", isPersonal: true, rateMilli: 0 }, { isPersonal: false })).toBe(725);
  });
});
