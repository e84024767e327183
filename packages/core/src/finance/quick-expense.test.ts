import { describe, expect, it } from "vitest";
import { DEFAULT_EXPENSE_CATEGORIES } from "./categories";
import { QUICK_EXPENSE_AMOUNT_CENTS, QUICK_EXPENSE_PRESETS, quickExpenseIsPersonal, quickExpenseNotes } from "./quick-expense";

describe("quick expense", () => {
  it("offers the spec's amounts, $10 to $200, in cents", () => {
    expect(QUICK_EXPENSE_AMOUNT_CENTS).toEqual([1000, 2500, 5000, 10_000, 20_000]);
  });

  it("offers the spec's presets, each in a default category", () => {
    expect(QUICK_EXPENSE_PRESETS.map((p) => [p.label, p.amountCents / 100, p.category])).toEqual([
      ["Gas", 60, "Fuel"],
      ["Lunch", 15, "Meals"],
      ["Coffee", 5, "Meals"],
      ["Parking", 10, "Transportation"],
      ["Tools", 50, "Equipment"],
    ]);
    const names: readonly string[] = DEFAULT_EXPENSE_CATEGORIES.map((c) => c.name);
    for (const preset of QUICK_EXPENSE_PRESETS) expect(names).toContain(preset.category);
  });

  it("writes the spec's notes and saves an unchosen type as business", () => {
    expect(quickExpenseNotes("personal")).toBe("Personal expense");
    expect(quickExpenseNotes("business")).toBe("Business expense");
    expect(quickExpenseNotes(null)).toBe("");
    expect(quickExpenseIsPersonal("personal")).toBe(true);
    expect(quickExpenseIsPersonal(null)).toBe(false);
  });
});
