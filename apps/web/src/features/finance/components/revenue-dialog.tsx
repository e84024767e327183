import { createRevenueSchema, REVENUE_CREATED, REVENUE_FAILED, type RevenueEntry } from "@measured/core";
import { useState } from "react";
import { LeadPicker } from "@/components/appointments/lead-picker";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { useEntrySave } from "../hooks/use-entry-save";
import { AmountField } from "./amount-field";
import { EntryDialog, FieldMessage } from "./entry-dialog";
import { REVENUE_FIELDS, type RevenueFormValues, type RevenueLead, revenueBody, revenueFormValues } from "./revenue-form";

interface RevenueDialogProps {
  entry: RevenueEntry | null;
  today: string;
  /** Opened on a signed lead: the new entry is that lead's commission. */
  lead?: RevenueLead | null;
  onClose: () => void;
}

/**
 * Add Revenue / Edit Revenue: amount, description, day and, optionally, the lead it came from (spec section 5:
 * the amount is required; section 7: the lead must be the rep's own).
 */
export function RevenueDialog({ entry, today, lead = null, onClose }: RevenueDialogProps) {
  const [values, setValues] = useState(() => revenueFormValues(entry, today, lead));
  const set = <F extends keyof RevenueFormValues>(field: F, value: RevenueFormValues[F]) =>
    setValues((v) => ({ ...v, [field]: value }));
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
      description={values.lead ? `From ${values.lead.name}.` : "A commission, a bonus or a payment you received."}
      submitLabel={entry ? "Save" : "Add Revenue"}
      pending={pending}
      errors={errors}
      onSubmit={() => submit(revenueBody(values))}
      onClose={onClose}
    >
      <AmountField example="1500.00" value={values.amount} error={errors.amount} onChange={(amount) => set("amount", amount)} />
      <FormField
        label="Description (optional)"
        autoComplete="off"
        value={values.description}
        error={errors.description}
        onChange={(e) => set("description", e.target.value)}
      />
      <FormField label="Date" type="date" value={values.date} error={errors.date} onChange={(e) => set("date", e.target.value)} />
      {values.lead ? (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">From lead</p>
          <div className="flex min-h-11 items-center justify-between gap-2 rounded-lg border px-3">
            <span className="truncate">{values.lead.name}</span>
            <Button type="button" variant="ghost" onClick={() => set("lead", null)}>
              Remove
            </Button>
          </div>
          <FieldMessage id="revenue-lead-message" message={errors.clientId} />
        </div>
      ) : (
        <LeadPicker
          label="From lead (optional)"
          hint="The lead this money came from, if any."
          onPick={(picked) => set("lead", picked)}
          error={errors.clientId}
        />
      )}
    </EntryDialog>
  );
}
