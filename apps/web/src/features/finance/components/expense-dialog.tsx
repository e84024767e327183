import { createExpenseSchema, EXPENSE_FAILED, type Expense, expenseAddedToast, parseCents } from "@measured/core";
import { useId, useState } from "react";
import { FormField, NotesField, SelectField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useExpenseCategories } from "../api/get-expense-categories";
import { useEntrySave } from "../hooks/use-entry-save";
import { EntryDialog, FieldMessage } from "./entry-dialog";
import { EXPENSE_FIELDS, type ExpenseFormValues, expenseBody, expenseFormValues } from "./expense-form";

interface ExpenseDialogProps {
  expense: Expense | null;
  today: string;
  onClose: () => void;
}

/** Add Expense / Edit Expense: amount, description, category, day, business or personal, notes. */
export function ExpenseDialog({ expense, today, onClose }: ExpenseDialogProps) {
  const id = useId();
  const [values, setValues] = useState(() => expenseFormValues(expense, today));
  const set = <F extends keyof ExpenseFormValues>(field: F, value: ExpenseFormValues[F]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const categories = useExpenseCategories();
  const { errors, pending, submit } = useEntrySave({
    kind: "expenses",
    editing: expense ? { id: expense.id, before: expenseBody(expenseFormValues(expense, today)) } : null,
    schema: createExpenseSchema,
    fields: EXPENSE_FIELDS,
    created: (body) => {
      const parsed = parseCents(body.amount);
      return "cents" in parsed ? expenseAddedToast(parsed.cents) : { title: "Expense Added" };
    },
    createFailed: EXPENSE_FAILED,
    onDone: onClose,
  });
  // Active categories, and the expense's own even if it was since switched off.
  const options = [
    { value: "", label: "No category" },
    ...(categories.data ?? [])
      .filter((c) => c.isActive || c.id === expense?.categoryId)
      .map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const title = expense ? "Edit Expense" : "Add Expense";

  return (
    <EntryDialog
      title={title}
      description="Business expenses count in Total Expenses and Net Profit; personal ones are listed apart."
      submitLabel={expense ? "Save" : "Add Expense"}
      pending={pending}
      errors={errors}
      onSubmit={() => submit(expenseBody(values))}
      onClose={onClose}
    >
      <FormField
        label="Amount ($)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="e.g. 25.00"
        value={values.amount}
        error={errors.amount}
        onChange={(e) => set("amount", e.target.value)}
      />
      <FormField
        label="Description"
        autoComplete="off"
        value={values.description}
        error={errors.description}
        onChange={(e) => set("description", e.target.value)}
      />
      <div className="grid gap-1.5">
        <SelectField
          label="Category"
          options={options}
          value={values.categoryId}
          disabled={categories.isPending}
          aria-invalid={errors.categoryId ? true : undefined}
          aria-describedby={errors.categoryId ? `${id}-category` : undefined}
          onChange={(e) => set("categoryId", e.target.value)}
        />
        <FieldMessage id={`${id}-category`} message={errors.categoryId} />
      </div>
      <FormField label="Date" type="date" value={values.date} error={errors.date} onChange={(e) => set("date", e.target.value)} />
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Business or personal</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["business", "personal"] as const).map((kind) => (
            <Label
              key={kind}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3",
                values.kind === kind && "border-primary bg-primary-soft",
              )}
            >
              <input
                type="radio"
                name={`${id}-kind`}
                className="size-4 accent-primary"
                checked={values.kind === kind}
                onChange={() => set("kind", kind)}
              />
              {kind === "business" ? "Business" : "Personal"}
            </Label>
          ))}
        </div>
        <FieldMessage id={`${id}-kind`} message={errors.isPersonal} />
      </fieldset>
      <NotesField value={values.notes} error={errors.notes} onChange={(e) => set("notes", e.target.value)} />
    </EntryDialog>
  );
}
