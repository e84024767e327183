import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { LeadFields } from "@/components/lead/lead-fields";
import { DialogForm, DialogHeading, SubmitFooter } from "@/components/ui/dialog-form";
import { FormField, NotesField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { useLogLead } from "../api/log-lead";
import {
  EMPTY_QUICK_LEAD,
  planQuickLead,
  type QuickLeadFormValues,
  type QuickLeadValues,
  quickLeadFormSchema,
} from "../api/quick-lead-plan";

/** The API's fields (lead, then appointment) and the form's. A one-name lead is sent as `name`. */
const SERVER_FIELDS = {
  firstName: "firstName",
  lastName: "lastName",
  name: "firstName",
  email: "email",
  phone: "phone",
  address: "address",
  notes: "notes",
  scheduledAt: "setFor",
  appointmentSetForDate: "setFor",
} as const;

const NOTHING_TO_SAVE = "Enter a first name, last name, email or phone to log a lead.";

/**
 * Log Lead/Appointment (spec section 2, quick entry "appointment"; rules of section 5): a lead from any
 * of its names, e-mail or phone, and with a date set for, its appointment. The form keeps one
 * idempotency key until a save succeeds, so pressing Save again after a failure makes no second lead.
 */
export default function QuickLeadForm({ onDone }: { onDone: () => void }) {
  const key = useRef(newIdempotencyKey());
  const [formError, setFormError] = useState<string | null>(null);
  const logLead = useLogLead();
  const form = useForm<QuickLeadFormValues, unknown, QuickLeadValues>({
    resolver: zodResolver(quickLeadFormSchema),
    defaultValues: EMPTY_QUICK_LEAD,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    const plan = planQuickLead(values);
    if (!plan) {
      setFormError(NOTHING_TO_SAVE);
      return;
    }
    setFormError(null);
    logLead.mutate(
      { plan, key: key.current },
      {
        onSuccess: () => {
          toast({ title: "Lead/Appointment logged successfully" });
          key.current = newIdempotencyKey();
          form.reset(EMPTY_QUICK_LEAD);
          onDone();
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, SERVER_FIELDS);
          toast({ variant: "destructive", title: "Error logging lead/appointment" });
        },
      },
    );
  });

  return (
    <>
      <DialogHeading
        title="Log Lead/Appointment"
        description="Every field is optional. Add a date to book the appointment too."
      />
      <DialogForm label="Log Lead/Appointment" onSubmit={onSubmit}>
        <LeadFields
          fields={{
            firstName: form.register("firstName"),
            lastName: form.register("lastName"),
            address: form.register("address"),
            phone: form.register("phone"),
            email: form.register("email"),
          }}
          errors={{
            firstName: errors.firstName?.message,
            lastName: errors.lastName?.message,
            address: errors.address?.message,
            phone: errors.phone?.message,
            email: errors.email?.message,
          }}
          address={form.watch("address") ?? ""}
        />
        <FormField
          label="Appointment Date Set For"
          type="datetime-local"
          error={errors.setFor?.message}
          {...form.register("setFor")}
        />
        <NotesField error={errors.notes?.message} {...form.register("notes")} />
        {formError ? (
          <p role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        <SubmitFooter label="Save" pending={logLead.isPending} />
      </DialogForm>
    </>
  );
}
