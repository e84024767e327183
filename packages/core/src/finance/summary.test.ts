import { describe, expect, it } from "vitest";
import {
  categoryLabel,
  type ExpenseRecord,
  type FinanceRecords,
  financeSummary,
  type MileageRecord,
  UNCATEGORIZED_LABEL,
} from "./summary";

const expense = (overrides: Partial<ExpenseRecord> = {}): ExpenseRecord => ({
  amountCents: 1000,
  categoryId: 1,
  isPersonal: false,
  date: "2026-03-10",
  ...overrides,
});
const trip = (overrides: Partial<MileageRecord> = {}): MileageRecord => ({
  milesHundredths: 10_000,
  rateMilli: 725,
  date: "2026-03-10",
  ...overrides,
});
const EMPTY: FinanceRecords = { expenses: [], mileage: [], revenue: [] };

describe("financeSummary", () => {
  it("is all zeros with no records", () => {
    expect(financeSummary(EMPTY)).toEqual({
      totalRevenueCents: 0,
      totalExpensesCents: 0,
      personalExpensesCents: 0,
      mileageDeductionCents: 0,
      netProfitCents: 0,
      milesHundredths: 0,
      businessMilesHundredths: 0,
      categoryBreakdown: [],
    });
  });

  it("takes net profit as revenue less business expenses less the mileage deduction", () => {
    const summary = financeSummary({
      revenue: [
        { amountCents: 300_000, date: "2026-03-01" },
        { amountCents: 45_050, date: "2026-03-15" },
      ],
      expenses: [expense({ amountCents: 6000 }), expense({ amountCents: 1550, categoryId: 2 })],
      mileage: [trip(), trip({ milesHundredths: 1234, rateMilli: 0 })],
    });
    expect(summary).toMatchObject({
      totalRevenueCents: 345_050,
      totalExpensesCents: 7550,
      mileageDeductionCents: 7250, // 100 mi × $0.725; the personal 12.34 mi deduct nothing
      netProfitCents: 345_050 - 7550 - 7250,
      milesHundredths: 11_234,
      businessMilesHundredths: 10_000,
    });
  });

  it("leaves personal expenses out of Total Expenses, the breakdown and profit, and shows them apart", () => {
    const summary = financeSummary({
      ...EMPTY,
      revenue: [{ amountCents: 10_000, date: "2026-03-10" }],
      expenses: [expense({ amountCents: 2000 }), expense({ amountCents: 9999, isPersonal: true })],
    });
    expect(summary.totalExpensesCents).toBe(2000);
    expect(summary.personalExpensesCents).toBe(9999);
    expect(summary.netProfitCents).toBe(8000);
    expect(summary.categoryBreakdown).toEqual([{ categoryId: 1, cents: 2000, expenses: 1, percent: 100 }]);
  });

  it("deducts nothing for a trip ended as Personal, whatever rate it carries", () => {
    const summary = financeSummary({ ...EMPTY, mileage: [trip(), trip({ isPersonal: true })] });
    expect(summary).toMatchObject({ mileageDeductionCents: 7250, milesHundredths: 20_000, businessMilesHundredths: 10_000 });
  });

  it("can be a loss", () => {
    expect(financeSummary({ ...EMPTY, expenses: [expense({ amountCents: 2500 })] }).netProfitCents).toBe(-2500);
  });

  it("breaks business expenses down by category, largest first, Uncategorized for none, adding up to the total", () => {
    const { categoryBreakdown, totalExpensesCents } = financeSummary({
      ...EMPTY,
      expenses: [
        expense({ categoryId: 3, amountCents: 500 }),
        expense({ categoryId: null, amountCents: 700 }),
        expense({ categoryId: 1, amountCents: 300 }),
        expense({ categoryId: 3, amountCents: 1500 }),
        expense({ categoryId: 2, amountCents: 700 }),
      ],
    });
    expect(categoryBreakdown).toEqual([
      { categoryId: 3, cents: 2000, expenses: 2, percent: 54.1 },
      { categoryId: 2, cents: 700, expenses: 1, percent: 18.9 },
      { categoryId: null, cents: 700, expenses: 1, percent: 18.9 },
      { categoryId: 1, cents: 300, expenses: 1, percent: 8.1 },
    ]);
    expect(categoryBreakdown.reduce((sum, row) => sum + row.cents, 0)).toBe(totalExpensesCents);
  });

  it("counts only records dated in the range, both ends included", () => {
    const records: FinanceRecords = {
      revenue: [
        { amountCents: 100, date: "2026-02-28" },
        { amountCents: 200, date: "2026-03-01" },
        { amountCents: 400, date: "2026-03-31" },
        { amountCents: 800, date: "2026-04-01" },
      ],
      expenses: [expense({ date: "2026-02-28" }), expense({ date: "2026-03-31", amountCents: 50 })],
      mileage: [trip({ date: "2026-04-01" })],
    };
    expect(financeSummary(records, { from: "2026-03-01", to: "2026-03-31" })).toMatchObject({
      totalRevenueCents: 600,
      totalExpensesCents: 50,
      mileageDeductionCents: 0,
    });
    expect(financeSummary(records).totalRevenueCents).toBe(1500);
  });

  it("adds a thousand ten-cent expenses to exactly $100.00", () => {
    const expenses = Array.from({ length: 1000 }, () => expense({ amountCents: 10 }));
    expect(financeSummary({ ...EMPTY, expenses }).totalExpensesCents).toBe(10_000);
  });

  it("rounds the mileage deduction once over all trips", () => {
    const mileage = Array.from({ length: 3 }, () => trip({ milesHundredths: 1, rateMilli: 500 }));
    expect(financeSummary({ ...EMPTY, mileage }).mileageDeductionCents).toBe(2);
  });
});

describe("categoryLabel", () => {
  it("names a row by its category, and Uncategorized for none or one no longer listed", () => {
    const categories = [{ id: 1, name: "Fuel" }];
    expect(categoryLabel(1, categories)).toBe("Fuel");
    expect(categoryLabel(null, categories)).toBe(UNCATEGORIZED_LABEL);
    expect(categoryLabel(9, categories)).toBe("Uncategorized");
  });
});
