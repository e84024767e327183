import { describe, expect, it } from "vitest";
import {
  expenseExportRow,
  financeExportQuerySchema,
  GAP_BRIDGED_NOTE,
  mileageExportRow,
  revenueExportRow,
  totalsExportRows,
} from "./export-csv";
import { financeSummary } from "./summary";

const at = "2026-03-01T10:00:00.000Z";

describe("the finance export's rows", () => {
  it("an expense: plain decimals, its category and Schedule C line, business or personal", () => {
    const expense = {
      id: 1,
      amount: 1234.5,
      description: "Gas",
      categoryId: 3,
      categoryName: "Fuel",
      categoryColor: "#000000",
      date: "2026-03-01",
      isPersonal: false,
      notes: null,
      receiptUrl: null,
      createdAt: at,
      updatedAt: at,
    };
    expect(expenseExportRow(expense, "Line 9")).toEqual(["2026-03-01", "Gas", "Fuel", "Line 9", "Business", "1234.50", ""]);
    expect(expenseExportRow({ ...expense, categoryId: null, categoryName: null, isPersonal: true, notes: "Mine" }, null)).toEqual(
      ["2026-03-01", "Gas", "Uncategorized", "", "Personal", "1234.50", "Mine"],
    );
  });

  it("a trip: miles, the rate to the thousandth, its deduction, and a bridged gap said in words", () => {
    const trip = {
      id: 2,
      miles: 10.1,
      purpose: "Visits",
      startLocation: "Office",
      endLocation: null,
      date: "2026-03-02",
      rate: 0.725,
      isPersonal: false,
      gapBridged: true,
      deduction: 7.32,
      createdAt: at,
      updatedAt: at,
    };
    expect(mileageExportRow(trip)).toEqual([
      "2026-03-02",
      "Visits",
      "Office",
      "",
      "10.10",
      "0.725",
      "7.32",
      "Business",
      GAP_BRIDGED_NOTE,
    ]);
  });

  it("revenue names its lead", () => {
    const entry = {
      id: 3,
      amount: 3000,
      description: null,
      clientId: 4,
      clientName: "Dana Follow",
      date: "2026-03-03",
      createdAt: at,
      updatedAt: at,
    };
    expect(revenueExportRow(entry)).toEqual(["2026-03-03", "", "Dana Follow", "3000.00"]);
  });

  it("the totals are financeSummary's, in the glossary's words", () => {
    const summary = financeSummary({
      expenses: [
        { amountCents: 1050, categoryId: 1, isPersonal: false, date: "2026-01-01" },
        { amountCents: 999, categoryId: null, isPersonal: true, date: "2026-01-02" },
      ],
      mileage: [{ milesHundredths: 1000, rateMilli: 725, isPersonal: false, date: "2026-01-03" }],
      revenue: [{ amountCents: 100_000, date: "2026-01-04" }],
    });
    expect(totalsExportRows(summary)).toEqual([
      ["Total Revenue", "1000.00"],
      ["Total Expenses (business)", "10.50"],
      ["Personal expenses (not deducted)", "9.99"],
      ["Mileage Deduction", "7.25"],
      ["Net Profit", "982.25"],
      ["Business miles", "10.00"],
      ["Miles (all trips)", "10.00"],
    ]);
  });

  it("?year= is a whole year from 2000, or absent", () => {
    expect(financeExportQuerySchema.parse({ year: "2026" })).toEqual({ year: 2026 });
    expect(financeExportQuerySchema.parse({})).toEqual({});
    for (const [year, message] of [
      ["1999", "Year must be 2000 or later"],
      ["2026.5", "Year must be a number such as 2026"],
      ["abc", "Year must be a number such as 2026"],
      ["20260", "Year must be a number such as 2026"],
    ]) {
      const result = financeExportQuerySchema.safeParse({ year });
      expect(result.success ? null : result.error.issues[0]?.message, year).toBe(message);
    }
  });
});
