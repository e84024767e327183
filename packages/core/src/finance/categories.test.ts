import { describe, expect, it } from "vitest";
import { DEFAULT_CATEGORY_COLOR, DEFAULT_EXPENSE_CATEGORIES } from "./categories";
import { createExpenseCategorySchema } from "./schemas";

describe("default expense categories", () => {
  const names = DEFAULT_EXPENSE_CATEGORIES.map((c) => c.name);

  it("hold the spec's nine and what a field rep adds, Other last", () => {
    for (const name of [
      "Fuel",
      "Meals",
      "Transportation",
      "Equipment",
      "Supplies",
      "Phone & Internet",
      "Parking & Tolls",
      "Advertising",
      "Other",
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toEqual(expect.arrayContaining(["Vehicle Maintenance", "Software", "Training"]));
    expect(names.at(-1)).toBe("Other");
    expect(new Set(names).size).toBe(names.length);
  });

  it("are each a category the API would take, with its own colour and a Schedule C line", () => {
    const colors = DEFAULT_EXPENSE_CATEGORIES.map((c) => c.color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const { name, color, scheduleCLine } of DEFAULT_EXPENSE_CATEGORIES) {
      expect(createExpenseCategorySchema.parse({ name, color })).toEqual({ name, color, isActive: true });
      expect(scheduleCLine, name).toMatch(/^Line \d+[ab]? \S/);
    }
    expect(DEFAULT_CATEGORY_COLOR).toBe("#4A6FA5");
  });

  it("mark the car costs the standard mileage rate already covers", () => {
    const covered = DEFAULT_EXPENSE_CATEGORIES.filter((c) => "coveredByMileageRate" in c).map((c) => c.name);
    expect(covered).toEqual(["Fuel", "Vehicle Maintenance"]);
  });
});
