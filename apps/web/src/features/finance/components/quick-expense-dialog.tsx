import {
  centsToDecimal,
  createExpenseSchema,
  EXPENSE_FAILED,
  formatUsd,
  QUICK_EXPENSE_AMOUNT_CENTS,
  QUICK_EXPENSE_MISSING,
  QUICK_EXPENSE_PRESETS,
} from "@measured/core";
import { useId, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import type { FieldMessages } from "@/lib/form-check";
import { formatUsdShort } from "@/lib/money-text";
import { browserToday } from "@/lib/time-zone";
import { useExpenseCategories } from "../api/get-expense-categories";
import { useEntrySave } from "../hooks/use-entry-save";
import { AmountField } from "./amount-field";
import { CategorySelect } from "./category-select";
import { EntryDialog } from "./entry-dialog";
import { EXPENSE_FIELDS, expenseCreatedToast } from "./expense-form";
import { KindChoice } from "./kind-choice";
import {
  EMPTY_QUICK_EXPENSE,
  isMissingInformation,
  type QuickExpenseValues,
  quickExpenseBody,
  withAmount,
  withPreset,
} from "./quick-expense-form";
import { ReceiptField } from "./receipt-field";

const chip =
  "inline-flex min-h-11 items-center justify-center rounded-full border px-3 text-sm font-medium tabular-nums hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * Quick Expense (spec section 2, quick entry "expense"): an amount in one tap ($10 … $200) or a preset (Gas
 * $60 Fuel …), a description, business or personal, saved as today's expense. Reached from the + on every
 * signed-in screen.
 */
export default function QuickExpenseDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState<QuickExpenseValues>(EMPTY_QUICK_EXPENSE);
  const [missing, setMissing] = useState(false);
  const [receipt, setReceipt] = useState<File | null>(null);
  const categories = useExpenseCategories();
  const { errors, pending, submit } = useEntrySave({
    kind: "expenses",
    editing: null,
    schema: createExpenseSchema,
    fields: EXPENSE_FIELDS,
    created: expenseCreatedToast,
    createFailed: EXPENSE_FAILED,
    onDone: onClose,
  });
  const update = (next: QuickExpenseValues) => {
    setValues(next);
    if (missing && !isMissingInformation(next)) setMissing(false);
  };
  const shown: FieldMessages = {
    ...errors,
    ...(missing && values.amount.trim() === "" ? { amount: "Enter an amount" } : {}),
    ...(missing && values.description.trim() === "" ? { description: "Enter a description" } : {}),
  };

  return (
    <EntryDialog
      title="Quick Expense"
      description="Saved as today's expense. Business unless you mark it personal."
      submitLabel="Add Expense"
      pending={pending}
      errors={shown}
      onSubmit={() => {
        if (isMissingInformation(values)) {
          setMissing(true);
          toast({ variant: "destructive", ...QUICK_EXPENSE_MISSING });
          return;
        }
        submit(quickExpenseBody(values, browserToday()), receipt);
      }}
      onClose={onClose}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Presets</legend>
        <div className="flex flex-wrap gap-2">
          {QUICK_EXPENSE_PRESETS.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className={chip}
              aria-label={`${preset.label}, ${formatUsd(preset.amountCents)}, ${preset.category}`}
              onClick={() => update(withPreset(values, preset, categories.data ?? []))}
            >
              {preset.label} {formatUsdShort(preset.amountCents)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <AmountField
          example="25.00"
          value={values.amount}
          error={shown.amount}
          onChange={(amount) => update({ ...values, amount })}
        />
        <fieldset className="flex flex-wrap gap-2" aria-label="Amount buttons">
          {QUICK_EXPENSE_AMOUNT_CENTS.map((cents) => (
            <button
              key={cents}
              type="button"
              className={cn(chip, values.amount === centsToDecimal(cents) && "border-primary bg-primary-soft")}
              onClick={() => update(withAmount(values, cents))}
            >
              {formatUsdShort(cents)}
            </button>
          ))}
        </fieldset>
      </div>
      <FormField
        label="Description"
        autoComplete="off"
        placeholder="e.g. Lunch with a client"
        value={values.description}
        error={shown.description}
        onChange={(e) => update({ ...values, description: e.target.value })}
      />
      <CategorySelect
        id={id}
        value={values.categoryId}
        error={shown.categoryId}
        onChange={(categoryId) => update({ ...values, categoryId })}
      />
      <KindChoice
        name={`${id}-kind`}
        value={values.type}
        onChange={(type) => update({ ...values, type })}
        error={shown.isPersonal}
      />
      <ReceiptField file={receipt} onChange={setReceipt} error={shown.receipt} />
    </EntryDialog>
  );
}
