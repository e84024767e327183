import { type CreateExpenseInput, type Expense, expenseAddedToast, parseCents, type ToastText } from "@measured/core";
import { dollarsToField } from "@/lib/money-text";

export interface ExpenseFormValues {
  amount: string;
  description: string;
  /** "" is "No category". */
  categoryId: string;
  date: string;
  kind: "business" | "personal";
  notes: string;
}

export const EXPENSE_FIELDS = ["amount", "description", "categoryId", "date", "isPersonal", "notes"] as const;

/** The dialog's starting values: the expense as it is, or a blank business expense dated today. */
export function expenseFormValues(expense: Expense | null, today: string): ExpenseFormValues {
  if (!expense) return { amount: "", description: "", categoryId: "", date: today, kind: "business", notes: "" };
  return {
    amount: dollarsToField(expense.amount),
    description: expense.description,
    categoryId: expense.categoryId === null ? "" : String(expense.categoryId),
    date: expense.date,
    kind: expense.isPersonal ? "personal" : "business",
    notes: expense.notes ?? "",
  };
}

/** The body of POST /api/expenses (core createExpenseSchema's input): the amount as typed, core reads it exactly. */
export function expenseBody(values: ExpenseFormValues): CreateExpenseInput {
  return {
    amount: values.amount.trim(),
    description: values.description,
    categoryId: values.categoryId === "" ? null : Number(values.categoryId),
    date: values.date,
    isPersonal: values.kind === "personal",
    notes: values.notes,
  };
}

/** Spec section 8's "Expense Added" with the amount saved ("$25.00 expense recorded successfully."). */
export function expenseCreatedToast(body: CreateExpenseInput): ToastText {
  const parsed = parseCents(body.amount);
  return "cents" in parsed ? expenseAddedToast(parsed.cents) : { title: "Expense Added" };
}
