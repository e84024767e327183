import { createRevenueSchema, REVENUE_CREATED, REVENUE_FAILED, type RevenueEntry } from "@measured/core";
import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { useEntrySave } from "../hooks/use-entry-save";
import { EntryDialog } from "./entry-dialog";
import { REVENUE_FIELDS, type RevenueFormValues, revenueBody, revenueFormValues } from "./revenue-form";

interface RevenueDialogProps {
  entry: RevenueEntry | null;
  today: string;
  onClose: () => void;
}

/** Add Revenue / Edit Revenue: amount, description and day (spec section 5: the amount is required). */
export function RevenueDialog({ entry, today, onClose }: RevenueDialogProps) {
  const [values, setValues] = useState(() => revenueFormValues(entry, today));
  const set = (field: keyof RevenueFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const { errors, pending, submit } = useEntrySave({
    kind: "revenue",
    editing: entry ? { id: entry.id, before: revenueBody(revenueFormValues(entry, today)) } : null,
    schema: createRevenueSchema,
    fields: REVENUE_FIELDS,
    created: () => ({ title: REVENUE_CREATED }),
    createFailed: REVENUE_FAILED,
    onDone: onClose,
  });
  const title = entry ? "Edit Revenue" : "Add Revenue";

  return (
    <EntryDialog
      title={title}
      description={entry?.clientName ? `From ${entry.clientName}.` : "A commission, a bonus or a payment you received."}
      submitLabel={entry ? "Save" : "Add Revenue"}
      pending={pending}
      errors={errors}
      onSubmit={() => submit(revenueBody(values))}
      onClose={onClose}
    >
      <FormField
        label="Amount ($)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="e.g. 1500.00"
        value={values.amount}
        error={errors.amount}
        onChange={(e) => set("amount", e.target.value)}
      />
      <FormField
        label="Description (optional)"
        autoComplete="off"
        value={values.description}
        error={errors.description}
        onChange={(e) => set("description", e.target.value)}
      />
      <FormField label="Date" type="date" value={values.date} error={errors.date} onChange={(e) => set("date", e.target.value)} />
    </EntryDialog>
  );
}
