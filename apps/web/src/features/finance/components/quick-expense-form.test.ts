import { createExpenseSchema, type ExpenseCategory, QUICK_EXPENSE_PRESETS } from "@measured/core";
import { describe, expect, it } from "vitest";
import { EMPTY_QUICK_EXPENSE, isMissingInformation, quickExpenseBody, withAmount, withPreset } from "./quick-expense-form";

const category = (id: number, name: string, isActive = true): ExpenseCategory => ({
  id,
  name,
  color: "#000000",
  isActive,
  scheduleCLine: null,
});
const CATEGORIES = [category(1, "Fuel"), category(2, "meals"), category(3, "Equipment", false)];
const preset = (label: string) => {
  const found = QUICK_EXPENSE_PRESETS.find((p) => p.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe("the Quick Expense form", () => {
  it("an amount button fills the amount as the field shows it and keeps the rest", () => {
    const typed = { ...EMPTY_QUICK_EXPENSE, description: "Ink", type: "personal" as const };
    expect(withAmount(typed, 2500)).toEqual({ ...typed, amount: "25.00" });
  });

  it("a preset fills amount, description and the rep's category of that name, in any case", () => {
    expect(withPreset(EMPTY_QUICK_EXPENSE, preset("Gas"), CATEGORIES)).toEqual({
      amount: "60.00",
      description: "Gas",
      categoryId: "1",
      type: null,
    });
    expect(withPreset(EMPTY_QUICK_EXPENSE, preset("Coffee"), CATEGORIES).categoryId).toBe("2");
  });

  it("a preset whose category the rep switched off or does not have leaves the category empty", () => {
    expect(withPreset(EMPTY_QUICK_EXPENSE, preset("Tools"), CATEGORIES).categoryId).toBe("");
    expect(withPreset(EMPTY_QUICK_EXPENSE, preset("Parking"), CATEGORIES).categoryId).toBe("");
  });

  it("asks for both an amount and a description", () => {
    expect(isMissingInformation(EMPTY_QUICK_EXPENSE)).toBe(true);
    expect(isMissingInformation({ ...EMPTY_QUICK_EXPENSE, amount: "5" })).toBe(true);
    expect(isMissingInformation({ ...EMPTY_QUICK_EXPENSE, amount: "5", description: "   " })).toBe(true);
    expect(isMissingInformation({ ...EMPTY_QUICK_EXPENSE, amount: "5", description: "Ink" })).toBe(false);
  });

  it("sends today's expense, business unless marked personal, with the spec's notes, as core accepts it", () => {
    const values = { amount: " 15.00 ", description: "Lunch", categoryId: "2", type: null };
    const body = quickExpenseBody(values, "2026-11-27");
    expect(body).toEqual({
      amount: "15.00",
      description: "Lunch",
      categoryId: 2,
      date: "2026-11-27",
      isPersonal: false,
      notes: "",
    });
    expect(createExpenseSchema.safeParse(body).success).toBe(true);
    expect(quickExpenseBody({ ...values, type: "personal" }, "2026-11-27")).toMatchObject({
      isPersonal: true,
      notes: "Personal expense",
    });
    expect(quickExpenseBody({ ...values, type: "business" }, "2026-11-27")).toMatchObject({
      isPersonal: false,
      notes: "Business expense",
    });
  });
});
