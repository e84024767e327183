import { createExpenseSchema, EXPENSE_FAILED, type Expense } from "@measured/core";
import { useId, useState } from "react";
import { FormField, NotesField } from "@/components/ui/form-field";
import { useEntrySave } from "../hooks/use-entry-save";
import { AmountField } from "./amount-field";
import { CategorySelect } from "./category-select";
import { EntryDialog } from "./entry-dialog";
import { EXPENSE_FIELDS, type ExpenseFormValues, expenseBody, expenseCreatedToast, expenseFormValues } from "./expense-form";
import { KindChoice } from "./kind-choice";
import { ReceiptField } from "./receipt-field";

interface ExpenseDialogProps {
  expense: Expense | null;
  today: string;
  onClose: () => void;
}

/** Add Expense / Edit Expense: amount, description, category, day, business or personal, notes. */
export function ExpenseDialog({ expense, today, onClose }: ExpenseDialogProps) {
  const id = useId();
  const [values, setValues] = useState(() => expenseFormValues(expense, today));
  const [receipt, setReceipt] = useState<File | null>(null);
  const set = <F extends keyof ExpenseFormValues>(field: F, value: ExpenseFormValues[F]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const { errors, pending, submit } = useEntrySave({
    kind: "expenses",
    editing: expense ? { id: expense.id, before: expenseBody(expenseFormValues(expense, today)) } : null,
    schema: createExpenseSchema,
    fields: EXPENSE_FIELDS,
    created: expenseCreatedToast,
    createFailed: EXPENSE_FAILED,
    onDone: onClose,
  });
  const title = expense ? "Edit Expense" : "Add Expense";

  return (
    <EntryDialog
      title={title}
      description="Business expenses count in Total Expenses and Net Profit; personal ones are listed apart."
      submitLabel={expense ? "Save" : "Add Expense"}
      pending={pending}
      errors={errors}
      onSubmit={() => submit(expenseBody(values), receipt)}
      onClose={onClose}
    >
      <AmountField example="25.00" value={values.amount} error={errors.amount} onChange={(amount) => set("amount", amount)} />
      <FormField
        label="Description"
        autoComplete="off"
        value={values.description}
        error={errors.description}
        onChange={(e) => set("description", e.target.value)}
      />
      <CategorySelect
        id={id}
        value={values.categoryId}
        keepId={expense?.categoryId}
        error={errors.categoryId}
        onChange={(categoryId) => set("categoryId", categoryId)}
      />
      <FormField label="Date" type="date" value={values.date} error={errors.date} onChange={(e) => set("date", e.target.value)} />
      <KindChoice name={`${id}-kind`} value={values.kind} onChange={(kind) => set("kind", kind)} error={errors.isPersonal} />
      <NotesField value={values.notes} error={errors.notes} onChange={(e) => set("notes", e.target.value)} />
      <ReceiptField file={receipt} onChange={setReceipt} savedUrl={expense?.receiptUrl} error={errors.receipt} />
    </EntryDialog>
  );
}
