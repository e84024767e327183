import { describe, expect, it } from "vitest";
import { entryView, FIGURE_COLUMNS } from "./entry-view";
import { emptyLedgerSentence } from "./ledger-text";

const stamps = { createdAt: "2026-11-20T10:00:00Z", updatedAt: "2026-11-20T10:00:00Z" };

describe("entryView", () => {
  it("shows an expense with its category, or No category, and Personal when it is", () => {
    const expense = {
      id: 1,
      amount: 12.5,
      description: "Gas",
      categoryId: 2,
      categoryName: "Fuel",
      categoryColor: "#FF0000",
      date: "2026-11-20",
      isPersonal: false,
      notes: null,
      receiptUrl: null,
      ...stamps,
    };
    expect(entryView("expenses", expense)).toMatchObject({ title: "Gas", detail: "Fuel", color: "#FF0000", tag: null });
    expect(entryView("expenses", expense).figures).toEqual([{ label: "Amount", text: "$12.50" }]);
    const personal = { ...expense, categoryId: null, categoryName: null, categoryColor: null, isPersonal: true };
    expect(entryView("expenses", personal)).toMatchObject({ detail: "No category", tag: "Personal" });
  });
  it("names revenue without a description and its lead", () => {
    const revenue = { id: 3, amount: 1500, description: null, clientId: 4, clientName: "Ann Lee", date: "2026-11-21", ...stamps };
    expect(entryView("revenue", revenue)).toMatchObject({ title: "Revenue", detail: "Ann Lee" });
  });
  it("shows a trip's route, miles and deduction, in the columns' order", () => {
    const trip = {
      id: 5,
      miles: 12.4,
      purpose: "Client visit",
      startLocation: "Office",
      endLocation: null,
      date: "2026-11-22",
      rate: 0.725,
      isPersonal: false,
      gapBridged: false,
      deduction: 8.99,
      ...stamps,
    };
    const view = entryView("mileage", trip);
    expect(view.detail).toBe("From Office");
    expect(view.figures.map((f) => f.label)).toEqual(FIGURE_COLUMNS.mileage);
    expect(view.figures.map((f) => f.text)).toEqual(["12.4 mi", "$8.99"]);
    expect(entryView("mileage", { ...trip, endLocation: "Smith house" }).detail).toBe("Office → Smith house");
  });
});

describe("emptyLedgerSentence", () => {
  it("says what to do, in the period's words", () => {
    expect(emptyLedgerSentence("expenses", "month")).toBe("No expenses this month. Add one with Add Expense.");
    expect(emptyLedgerSentence("mileage", "week")).toBe("No trips in the last 7 days. Log one with Log Mileage.");
    expect(emptyLedgerSentence("revenue", "year")).toBe("No revenue this year. Add some with Add Revenue.");
  });
});
