import { describe, expect, it } from "vitest";
import { expenseAddedToast, LOCATION_REQUIRED, QUICK_EXPENSE_MISSING, tripSavedToast } from "./messages";

describe("finance messages", () => {
  it("say the spec's words, with amounts as a rep reads them", () => {
    expect(QUICK_EXPENSE_MISSING).toEqual({
      title: "Missing Information",
      description: "Please enter both amount and description.",
    });
    expect(expenseAddedToast(123_456)).toEqual({
      title: "Expense Added",
      description: "$1,234.56 expense recorded successfully.",
    });
    expect(expenseAddedToast(500).description).toBe("$5.00 expense recorded successfully.");
    expect(LOCATION_REQUIRED).toEqual({
      title: "Location Required",
      description: "Please enable location access to track mileage.",
    });
  });

  it("tell the saved trip's miles and deduction", () => {
    expect(tripSavedToast(1234, 895)).toEqual({ title: "Trip saved", description: "12.34 miles, $8.95 deduction." });
    expect(tripSavedToast(50, 0)).toEqual({ title: "Trip saved", description: "0.50 miles (personal)." });
  });
});
