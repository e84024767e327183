import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { LeadFields } from "@/components/lead/lead-fields";
import { leadFieldsProps } from "@/components/lead/lead-fields-props";
import { Button } from "@/components/ui/button";
import { DialogForm, DialogHeading, SubmitFooter } from "@/components/ui/dialog-form";
import { FormField, NotesField, SelectField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { browserToday } from "@/lib/time-zone";
import { useBookAppointment } from "./api/book-appointment";
import {
  APPOINTMENT_TYPES,
  type BookAppointmentFormValues,
  type BookAppointmentValues,
  bookAppointmentFormSchema,
  bookAppointmentPayload,
} from "./api/book-appointment-form";
import { LeadPicker, type PickedLead } from "./lead-picker";

const STATUS_OPTIONS = [
  { value: "scheduled", label: "Scheduled" },
  { value: "completed", label: "Sat (took place)" },
] as const;
/** The API's field paths (either payload) and the form's fields. */
const SERVER_FIELDS = {
  clientId: "leadId",
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

const emptyForm = (lead: PickedLead | undefined): BookAppointmentFormValues => ({
  leadId: lead?.id ?? null,
  newLead: false,
  leadName: lead?.name ?? "",
  phone: "",
  email: "",
  address: "",
  status: "scheduled",
  date: browserToday(),
  time: nextHour(),
  type: "Consultation",
  notes: "",
});

interface BookAppointmentFormProps {
  /** Booking from a lead's card or dialog: the lead is known, no search. */
  lead?: PickedLead;
  onDone: () => void;
}

/**
 * Log Appointment (spec sections 2 and 5; decisions 029 and 041): find the lead first and book on it
 * ({clientId, …}), or choose New lead and give its details, saved with the appointment in one
 * POST /api/appointments. With `lead` (Book appointment on a lead) only the appointment is asked.
 * Rendered inside a Dialog; `onDone` closes it.
 */
export function BookAppointmentForm({ lead, onDone }: BookAppointmentFormProps) {
  const key = useRef(newIdempotencyKey());
  const book = useBookAppointment();
  const form = useForm<BookAppointmentFormValues, unknown, BookAppointmentValues>({
    resolver: zodResolver(bookAppointmentFormSchema),
    defaultValues: emptyForm(lead),
  });
  const errors = form.formState.errors;
  const leadId = form.watch("leadId");
  const newLead = form.watch("newLead");
  const leadName = form.watch("leadName");

  const pick = (picked: PickedLead) => {
    form.setValue("leadId", picked.id);
    form.setValue("leadName", picked.name);
    form.setValue("newLead", false);
    form.clearErrors("leadId");
    // The next field: the date.
    queueMicrotask(() => form.setFocus("date"));
  };
  const chooseNew = (typed: string) => {
    form.setValue("leadId", null);
    form.setValue("newLead", true);
    form.setValue("leadName", typed);
    form.clearErrors("leadId");
    queueMicrotask(() => form.setFocus("leadName"));
  };
  const changeLead = () => {
    form.setValue("leadId", null);
    form.setValue("newLead", false);
    form.setValue("leadName", "");
  };

  const onSubmit = form.handleSubmit((values) =>
    book.mutate(
      { input: bookAppointmentPayload(values), key: key.current },
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

  const picking = leadId === null && !newLead;
  return (
    <>
      <DialogHeading
        title={lead ? `Book appointment with ${lead.name}` : "Log Appointment"}
        description={lead ? "The appointment you set with this lead." : "Find the lead you set it with, or add a new one."}
      />
      <DialogForm label={lead ? "Book appointment" : "Log Appointment"} onSubmit={onSubmit}>
        {picking ? <LeadPicker onPick={pick} onNew={chooseNew} error={errors.leadId?.message} /> : null}
        {leadId !== null && !lead ? (
          <div className="flex items-center justify-between gap-2 rounded-lg border border-border px-3 py-1">
            <p className="min-w-0 truncate">
              <span className="text-sm text-muted-foreground">Lead </span>
              <span className="font-semibold" data-testid="picked-lead">
                {leadName}
              </span>
            </p>
            <Button type="button" variant="ghost" onClick={changeLead} aria-label={`Change lead (${leadName})`}>
              Change
            </Button>
          </div>
        ) : null}
        {newLead ? (
          <>
            <div className="flex items-end justify-between gap-2">
              <p className="text-sm font-semibold">New lead</p>
              <Button type="button" variant="ghost" onClick={changeLead}>
                Find a lead instead
              </Button>
            </div>
            <LeadFields {...leadFieldsProps(form, ["leadName", "address", "phone", "email"])} />
          </>
        ) : null}
        <div className="grid gap-4 min-[420px]:grid-cols-2">
          <FormField label="Date" type="date" className="min-w-0" error={errors.date?.message} {...form.register("date")} />
          <FormField label="Time" type="time" className="min-w-0" error={errors.time?.message} {...form.register("time")} />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <SelectField label="Type" options={TYPE_OPTIONS} {...form.register("type")} />
          <SelectField label="Status" options={STATUS_OPTIONS} {...form.register("status")} />
        </div>
        <NotesField error={errors.notes?.message} {...form.register("notes")} />
        <SubmitFooter label={lead ? "Book appointment" : "Log Appointment"} pending={book.isPending} />
      </DialogForm>
    </>
  );
}
