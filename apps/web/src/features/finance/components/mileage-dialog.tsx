import { createMileageSchema, MILEAGE_FAILED, MILEAGE_LOGGED, type MileageEntry } from "@measured/core";
import { useId, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { useEntrySave } from "../hooks/use-entry-save";
import { EntryDialog } from "./entry-dialog";
import { MILEAGE_FIELDS, type MileageFormValues, mileageBody, mileageFormValues, ratePlaceholder } from "./mileage-form";

interface MileageDialogProps {
  trip: MileageEntry | null;
  today: string;
  onClose: () => void;
}

/** Log Mileage / Edit trip (spec section 5): miles, purpose and day required; the rate follows the IRS unless typed. */
export function MileageDialog({ trip, today, onClose }: MileageDialogProps) {
  const id = useId();
  const [values, setValues] = useState(() => mileageFormValues(trip, today));
  const set = <F extends keyof MileageFormValues>(field: F, value: MileageFormValues[F]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const { errors, pending, submit } = useEntrySave({
    kind: "mileage",
    editing: trip ? { id: trip.id, before: mileageBody(mileageFormValues(trip, today)) } : null,
    schema: createMileageSchema,
    fields: MILEAGE_FIELDS,
    created: () => ({ title: MILEAGE_LOGGED }),
    createFailed: MILEAGE_FAILED,
    onDone: onClose,
  });
  const title = trip ? "Edit trip" : "Log Mileage";
  const text = (field: "miles" | "purpose" | "startLocation" | "endLocation" | "date" | "rate") => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  return (
    <EntryDialog
      title={title}
      description="A business trip deducts its miles at the IRS rate of its day, unless you type your own rate."
      submitLabel={trip ? "Save" : "Log Mileage"}
      pending={pending}
      errors={errors}
      onSubmit={() => submit(mileageBody(values))}
      onClose={onClose}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Miles" inputMode="decimal" autoComplete="off" placeholder="e.g. 12.4" {...text("miles")} />
        <FormField label="Date" type="date" {...text("date")} />
      </div>
      <FormField label="Purpose" autoComplete="off" placeholder="e.g. Client visit" {...text("purpose")} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Start location" autoComplete="off" {...text("startLocation")} />
        <FormField label="End location" autoComplete="off" {...text("endLocation")} />
      </div>
      <FormField
        label="Rate ($ a mile, optional)"
        inputMode="decimal"
        autoComplete="off"
        placeholder={ratePlaceholder(values.date, today)}
        disabled={values.personal}
        {...text("rate")}
      />
      <label htmlFor={`${id}-personal`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          id={`${id}-personal`}
          type="checkbox"
          className="size-5 accent-primary"
          checked={values.personal}
          onChange={(e) => set("personal", e.target.checked)}
        />
        Personal trip (no deduction)
      </label>
    </EntryDialog>
  );
}
