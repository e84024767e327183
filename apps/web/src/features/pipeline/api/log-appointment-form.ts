import { APPOINTMENT_MESSAGES, APPOINTMENT_STATUSES, LEAD_FORM_FIELDS, pipelineClientSchema } from "@measured/core";
import { z } from "zod";
import { browserTimeZone, browserToday } from "@/lib/time-zone";
import type { LogAppointmentInput } from "./create-appointment";

/** What an appointment is for: the dialog's Type choices (decision 029). */
export const APPOINTMENT_TYPES = ["Consultation", "Follow-up", "Site survey", "Signing", "Installation"] as const;

/**
 * The Log Appointment dialog (spec section 5: lead name required): its lead's fields are the one lead
 * form's (decision 040), the name as one Lead Name the API splits (one word is a first name).
 */
export const logAppointmentFormSchema = z
  .object({
    leadName: pipelineClientSchema.shape.name,
    address: LEAD_FORM_FIELDS.address,
    phone: LEAD_FORM_FIELDS.phone,
    email: LEAD_FORM_FIELDS.email,
    status: z.enum(APPOINTMENT_STATUSES),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date is required"),
    time: z.string().regex(/^\d{2}:\d{2}$/, "Time is required"),
    type: z.enum(APPOINTMENT_TYPES),
    notes: LEAD_FORM_FIELDS.notes,
  })
  // The server's rule (canHaveTakenPlace), said under the date before anything is sent.
  .refine((v) => v.status !== "completed" || v.date <= browserToday(), {
    message: APPOINTMENT_MESSAGES.notYetTakenPlace,
    path: ["date"],
  });
export type LogAppointmentFormValues = z.input<typeof logAppointmentFormSchema>;
export type LogAppointmentValues = z.output<typeof logAppointmentFormSchema>;

/** The form's values as the one POST /api/appointments that saves the lead and its appointment together. */
export function logAppointmentPayload(values: LogAppointmentValues): LogAppointmentInput {
  const { leadName, phone, email, address, status, date, time, type, notes } = values;
  // The browser's zone: the rep's wall-clock date and time mean the same instant on the server.
  const timeZone = browserTimeZone();
  return {
    client: { name: leadName, phone, email, address, status: "lead" },
    date,
    time,
    type,
    ...(notes ? { notes } : {}),
    status,
    timeZone,
  };
}
