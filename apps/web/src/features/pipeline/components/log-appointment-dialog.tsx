import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { LeadFields } from "@/components/lead/lead-fields";
import { DialogForm, DialogHeading, SubmitFooter } from "@/components/ui/dialog-form";
import { FormField, NotesField, SelectField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { browserToday } from "@/lib/time-zone";
import { useCreateAppointmentWithClient } from "../api/create-appointment";
import {
  APPOINTMENT_TYPES,
  type LogAppointmentFormValues,
  type LogAppointmentValues,
  logAppointmentFormSchema,
  logAppointmentPayload,
} from "../api/log-appointment-form";

const STATUS_OPTIONS = [
  { value: "scheduled", label: "Scheduled" },
  { value: "completed", label: "Completed (took place)" },
] as const;
/** The API's field paths (inline client payload) and the form's fields. */
const SERVER_FIELDS = {
  "client.name": "leadName",
  "client.phone": "phone",
  "client.email": "email",
  "client.address": "address",
  date: "date",
  // "Took place" refused for a future day: said under the date that makes it so.
  status: "date",
  time: "time",
  type: "type",
  notes: "notes",
} as const;
const TYPE_OPTIONS = APPOINTMENT_TYPES.map((t) => ({ value: t, label: t }));

/** The next whole hour, as HH:MM (a sensible default the rep changes with one tap). */
function nextHour(): string {
  const hour = (new Date().getHours() + 1) % 24;
  return `${String(hour).padStart(2, "0")}:00`;
}

const emptyForm = (): LogAppointmentFormValues => ({
  leadName: "",
  phone: "",
  email: "",
  address: "",
  status: "scheduled",
  date: browserToday(),
  time: nextHour(),
  type: "Consultation",
  notes: "",
});

/**
 * Log Appointment (spec sections 2 and 5): a new lead and its appointment, sent as one
 * POST /api/appointments with the lead inline, so both are saved or neither (decision 029).
 * Rendered inside the page's Dialog; `onDone` closes it.
 */
export function LogAppointmentForm({ onDone }: { onDone: () => void }) {
  const key = useRef(newIdempotencyKey());
  const create = useCreateAppointmentWithClient();
  const form = useForm<LogAppointmentFormValues, unknown, LogAppointmentValues>({
    resolver: zodResolver(logAppointmentFormSchema),
    defaultValues: emptyForm(),
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { input: logAppointmentPayload(values), key: key.current },
      {
        onSuccess: (appointment) => {
          toast({ title: "Appointment logged", description: `${appointment.clientName} is on your pipeline.` });
          key.current = newIdempotencyKey();
          onDone();
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, SERVER_FIELDS);
          toast({ variant: "destructive", title: "Failed to create appointment. Please try again." });
        },
      },
    ),
  );

  return (
    <>
      <DialogHeading title="Log Appointment" description="A new lead and the appointment you set with them." />
      <DialogForm label="Log Appointment" onSubmit={onSubmit}>
        <LeadFields
          fields={{
            leadName: form.register("leadName"),
            address: form.register("address"),
            phone: form.register("phone"),
            email: form.register("email"),
          }}
          errors={{
            leadName: errors.leadName?.message,
            address: errors.address?.message,
            phone: errors.phone?.message,
            email: errors.email?.message,
          }}
          address={form.watch("address") ?? ""}
        />
        <div className="grid gap-4 min-[420px]:grid-cols-2">
          <FormField label="Date" type="date" className="min-w-0" error={errors.date?.message} {...form.register("date")} />
          <FormField label="Time" type="time" className="min-w-0" error={errors.time?.message} {...form.register("time")} />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <SelectField label="Type" options={TYPE_OPTIONS} {...form.register("type")} />
          <SelectField label="Status" options={STATUS_OPTIONS} {...form.register("status")} />
        </div>
        <NotesField error={errors.notes?.message} {...form.register("notes")} />
        <SubmitFooter label="Log Appointment" pending={create.isPending} />
      </DialogForm>
    </>
  );
}
