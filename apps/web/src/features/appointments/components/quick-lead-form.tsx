import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { LeadPicker, type PickedLead } from "@/components/appointments/lead-picker";
import { LeadFields } from "@/components/lead/lead-fields";
import { leadFieldsProps } from "@/components/lead/lead-fields-props";
import { Button } from "@/components/ui/button";
import { DialogForm, DialogHeading, SubmitFooter } from "@/components/ui/dialog-form";
import { FormField, NotesField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { useLogLead } from "../api/log-lead";
import {
  EMPTY_QUICK_LEAD,
  planAppointmentFor,
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
const DATE_FOR_LEAD = "Enter the date and time the appointment is set for.";
const FIND_FIRST = "Find the lead, or choose New lead.";

/** The typed search as a first and a last name for the new lead's fields ("Ada Lane" → Ada, Lane). */
function namesFrom(typed: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = typed.split(/\s+/).filter(Boolean);
  return { firstName: first, lastName: rest.join(" ") };
}

/**
 * Log Lead/Appointment (spec section 2, quick entry "appointment"; rules of section 5): a lead from any
 * of its names, e-mail or phone, and with a date set for, its appointment. The form keeps one
 * idempotency key until a save succeeds, so pressing Save again after a failure makes no second lead.
 */
export default function QuickLeadForm({ onDone }: { onDone: () => void }) {
  const key = useRef(newIdempotencyKey());
  const [formError, setFormError] = useState<string | null>(null);
  // Find the lead first (decision 041): a lead the rep has (its appointment only), or New lead.
  const [lead, setLead] = useState<PickedLead | "new" | null>(null);
  const logLead = useLogLead();
  const form = useForm<QuickLeadFormValues, unknown, QuickLeadValues>({
    resolver: zodResolver(quickLeadFormSchema),
    defaultValues: EMPTY_QUICK_LEAD,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    if (lead === null) {
      setFormError(FIND_FIRST);
      return;
    }
    if (lead !== "new" && !values.setFor) {
      form.setError("setFor", { message: DATE_FOR_LEAD });
      return;
    }
    const plan = lead === "new" ? planQuickLead(values) : planAppointmentFor(lead, values);
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
          setLead(null);
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
        {lead === null ? (
          <LeadPicker
            onPick={(picked) => {
              setLead(picked);
              setFormError(null);
            }}
            onNew={(typed) => {
              setLead("new");
              setFormError(null);
              const names = namesFrom(typed);
              form.setValue("firstName", names.firstName);
              form.setValue("lastName", names.lastName);
              queueMicrotask(() => form.setFocus("firstName"));
            }}
          />
        ) : (
          <div className="flex items-center justify-between gap-2 rounded-lg border border-border px-3 py-1">
            <p className="min-w-0 truncate">
              <span className="text-sm text-muted-foreground">{lead === "new" ? "New lead" : "Lead "}</span>
              {lead === "new" ? null : (
                <span className="font-semibold" data-testid="picked-lead">
                  {lead.name}
                </span>
              )}
            </p>
            <Button type="button" variant="ghost" onClick={() => setLead(null)}>
              {lead === "new" ? "Find a lead instead" : "Change"}
            </Button>
          </div>
        )}
        {lead === "new" ? (
          <LeadFields {...leadFieldsProps(form, ["firstName", "lastName", "address", "phone", "email"])} />
        ) : null}
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
