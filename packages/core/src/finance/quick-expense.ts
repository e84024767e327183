import type { DefaultExpenseCategoryName } from "./categories";

/**
 * The Quick Expense modal's constants (spec sections 4, 5 and 9), in cents like every amount here.
 */

/** The amount buttons, $10 to $200 (spec section 9). */
export const QUICK_EXPENSE_AMOUNT_CENTS = [1000, 2500, 5000, 10_000, 20_000] as const;

export interface QuickExpensePreset {
  label: string;
  amountCents: number;
  category: DefaultExpenseCategoryName;
}

/** One tap fills amount, description (the label) and category (spec section 9). */
export const QUICK_EXPENSE_PRESETS = [
  { label: "Gas", amountCents: 6000, category: "Fuel" },
  { label: "Lunch", amountCents: 1500, category: "Meals" },
  { label: "Coffee", amountCents: 500, category: "Meals" },
  { label: "Parking", amountCents: 1000, category: "Transportation" },
  { label: "Tools", amountCents: 5000, category: "Equipment" },
] as const satisfies readonly QuickExpensePreset[];

/** The modal's type choice (spec section 4): not chosen yet, personal or business. */
export type QuickExpenseType = "personal" | "business" | null;

/** The notes the quick expense sends (spec section 7): "Personal expense", "Business expense" or empty. */
export function quickExpenseNotes(type: QuickExpenseType): string {
  if (type === "personal") return "Personal expense";
  if (type === "business") return "Business expense";
  return "";
}

/**
 * An expense not marked personal is a business expense: the modal's unset type is saved as business,
 * since the rep opened an expense tracker for work costs and a personal one is the exception they mark.
 */
export const quickExpenseIsPersonal = (type: QuickExpenseType) => type === "personal";
