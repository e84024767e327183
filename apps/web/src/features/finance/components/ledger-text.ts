import type { FinancePeriod } from "@measured/core";
import type { LedgerKind } from "../api/finance-keys";
import { PERIOD_WORDS } from "./period-label";

/** Each ledger's words: its tab, its columns, what one entry is called, and the button that adds one. */
export const LEDGER_TEXT: Record<
  LedgerKind,
  { tab: string; titleColumn: string; detailColumn: string; noun: string; plural: string; add: string; addVerb: string }
> = {
  revenue: {
    tab: "Revenue",
    titleColumn: "Description",
    detailColumn: "Lead",
    noun: "revenue entry",
    plural: "revenue",
    add: "Add Revenue",
    addVerb: "Add some",
  },
  expenses: {
    tab: "Expenses",
    titleColumn: "Description",
    detailColumn: "Category",
    noun: "expense",
    plural: "expenses",
    add: "Add Expense",
    addVerb: "Add one",
  },
  mileage: {
    tab: "Mileage",
    titleColumn: "Purpose",
    detailColumn: "Route",
    noun: "trip",
    plural: "trips",
    add: "Log Mileage",
    addVerb: "Log one",
  },
};

/** "No expenses this month. Add one with Add Expense." */
export function emptyLedgerSentence(kind: LedgerKind, period: FinancePeriod): string {
  const text = LEDGER_TEXT[kind];
  return `No ${text.plural} ${PERIOD_WORDS[period]}. ${text.addVerb} with ${text.add}.`;
}

/** Toasts the spec leaves unsaid (section 8 names creates only): ours, in the same voice. */
export const EDIT_SAVED: Record<LedgerKind, string> = {
  revenue: "Revenue entry updated",
  expenses: "Expense updated",
  mileage: "Trip updated",
};
export const EDIT_FAILED: Record<LedgerKind, string> = {
  revenue: "Failed to update revenue entry. Please try again.",
  expenses: "Failed to save expense. Please try again.",
  mileage: "Error updating trip",
};
export const DELETED: Record<LedgerKind, string> = {
  revenue: "Revenue entry deleted",
  expenses: "Expense deleted",
  mileage: "Trip deleted",
};
export const DELETE_FAILED: Record<LedgerKind, string> = {
  revenue: "Failed to delete revenue entry. Please try again.",
  expenses: "Failed to delete expense. Please try again.",
  mileage: "Failed to delete trip. Please try again.",
};
