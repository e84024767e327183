import {
  type CreateExpenseInput,
  centsToDecimal,
  type ExpenseCategory,
  type QuickExpensePreset,
  type QuickExpenseType,
  quickExpenseIsPersonal,
  quickExpenseNotes,
} from "@measured/core";

/** The Quick Expense modal's values (spec sections 4 and 5): the day is always today. */
export interface QuickExpenseValues {
  amount: string;
  description: string;
  /** "" is "No category". */
  categoryId: string;
  type: QuickExpenseType;
}

export const EMPTY_QUICK_EXPENSE: QuickExpenseValues = { amount: "", description: "", categoryId: "", type: null };

/** An amount button: the amount as the field shows it ("25.00"); the rest is kept. */
export const withAmount = (values: QuickExpenseValues, cents: number): QuickExpenseValues => ({
  ...values,
  amount: centsToDecimal(cents),
});

/**
 * A preset (Gas 60 Fuel …): amount, description and the rep's category of that name, matched in any case;
 * no category when the rep renamed or switched it off, rather than a guess. The type is kept.
 */
export function withPreset(
  values: QuickExpenseValues,
  preset: QuickExpensePreset,
  categories: readonly ExpenseCategory[],
): QuickExpenseValues {
  const category = categories.find((c) => c.isActive && c.name.toLowerCase() === preset.category.toLowerCase());
  return {
    ...values,
    amount: centsToDecimal(preset.amountCents),
    description: preset.label,
    categoryId: category ? String(category.id) : "",
  };
}

/** Spec section 5: both an amount and a description, before anything else is checked. */
export const isMissingInformation = (values: QuickExpenseValues) =>
  values.amount.trim() === "" || values.description.trim() === "";

/** POST /api/expenses: today, personal only when marked so, the notes the spec's quick expense sends. */
export function quickExpenseBody(values: QuickExpenseValues, today: string): CreateExpenseInput {
  return {
    amount: values.amount.trim(),
    description: values.description,
    categoryId: values.categoryId === "" ? null : Number(values.categoryId),
    date: today,
    isPersonal: quickExpenseIsPersonal(values.type),
    notes: quickExpenseNotes(values.type),
  };
}
