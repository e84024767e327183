import { describe, expect, it } from "vitest";
import {
  dayOf,
  type QuickEntryAdded,
  quickEntryAddedSchema,
  UNDO_ALREADY_DONE,
  UNDO_UNKNOWN_KEY,
  undoQuickEntrySchema,
  undoRefusal,
  valuesAfterUndo,
} from "./quick-entry-undo";

const doors: QuickEntryAdded = { kpiDefinitionId: 7, date: "2026-11-20", added: 5 };
const hours: QuickEntryAdded = { kpiDefinitionId: 9, date: "2026-11-20", added: 0.5 };

describe("undoRefusal", () => {
  const saves = new Map([
    ["a", doors],
    ["b", hours],
  ]);

  it("lets through keys that name quick entries not undone yet", () => {
    expect(undoRefusal(["a", "b"], saves, new Set())).toBeNull();
  });

  it("answers 404 when any key names no quick entry of this rep, before looking at undone ones", () => {
    expect(undoRefusal(["a", "zzz"], saves, new Set(["a"]))).toEqual({ status: 404, message: UNDO_UNKNOWN_KEY });
  });

  it("answers 409 when any key was undone already: an undo runs once", () => {
    expect(undoRefusal(["a", "b"], saves, new Set(["b"]))).toEqual({ status: 409, message: UNDO_ALREADY_DONE });
  });
});

describe("valuesAfterUndo", () => {
  const now = (entries: [QuickEntryAdded, number][]) => new Map(entries.map(([metric, value]) => [dayOf(metric), value]));

  it("takes back exactly what each save added, keeping what others added since", () => {
    expect(valuesAfterUndo([doors], now([[doors, 17]]))).toEqual([{ kpiDefinitionId: 7, date: "2026-11-20", value: 12 }]);
  });

  it("never goes below 0 (a Daily Input save lowered the day since)", () => {
    expect(valuesAfterUndo([doors], now([[doors, 3]]))).toEqual([{ kpiDefinitionId: 7, date: "2026-11-20", value: 0 }]);
  });

  it("sums two saves of one metric and day, and keeps decimal steps exact to the cent", () => {
    const twice = [hours, { ...hours, added: 0.1 }, { ...hours, added: 0.2 }];
    expect(valuesAfterUndo(twice, now([[hours, 1.1]]))).toEqual([{ kpiDefinitionId: 9, date: "2026-11-20", value: 0.3 }]);
  });

  it("changes nothing for a day with no row left", () => {
    expect(valuesAfterUndo([doors, hours], now([[hours, 2]]))).toEqual([{ kpiDefinitionId: 9, date: "2026-11-20", value: 1.5 }]);
  });
});

describe("schemas", () => {
  it("takes 1 to 100 distinct visible-ASCII keys and nothing else", () => {
    expect(undoQuickEntrySchema.safeParse({ idempotencyKeys: ["k-1", "k-2"] }).success).toBe(true);
    for (const idempotencyKeys of [[], ["a", "a"], ["has space"], ["\u200b"], ["x".repeat(201)], Array(101).fill("k")]) {
      expect(undoQuickEntrySchema.safeParse({ idempotencyKeys }).success, JSON.stringify(idempotencyKeys)).toBe(false);
    }
    expect(undoQuickEntrySchema.safeParse({ idempotencyKeys: ["k"], userId: 1 }).success).toBe(false);
  });

  it("reads what a quick entry added from its stored answer; a Daily Input answer is not one", () => {
    const answer = { id: 1, kpiDefinitionId: 7, kpiName: "Doors Knocked", value: 17, date: "2026-11-20", added: 5 };
    expect(quickEntryAddedSchema.parse(answer)).toEqual(doors);
    expect(quickEntryAddedSchema.safeParse({ entries: [answer] }).success).toBe(false);
    expect(quickEntryAddedSchema.safeParse({ ...answer, added: undefined }).success).toBe(false);
  });
});
