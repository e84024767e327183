import { APPOINTMENT_MESSAGES, INVALID_EMAIL, NEW_APPOINTMENT_STATUSES, LEAD_NAME_REQUIRED, TEXT_LIMITS } from "@measured/core";
import { z } from "zod";
import { browserTimeZone, browserToday } from "@/lib/time-zone";
import type { LogAppointmentInput } from "./create-appointment";

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** What an appointment is for: the dialog's Type choices (decision 029). */
export const APPOINTMENT_TYPES = ["Consultation", "Follow-up", "Site survey", "Signing", "Installation"] as const;

/** The Log Appointment dialog (spec section 5: lead name required; an e-mail, when given, valid). */
export const logAppointmentFormSchema = z
  .object({
    leadName: z
      .string()
      .trim()
      .min(1, LEAD_NAME_REQUIRED)
      .max(TEXT_LIMITS.personName * 2),
    phone: text(TEXT_LIMITS.phone),
    email: z.union([z.literal(""), z.email(INVALID_EMAIL).max(TEXT_LIMITS.email)]),
    address: text(TEXT_LIMITS.address),
    status: z.enum(NEW_APPOINTMENT_STATUSES),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date is required"),
    time: z.string().regex(/^\d{2}:\d{2}$/, "Time is required"),
    type: z.enum(APPOINTMENT_TYPES),
    notes: text(TEXT_LIMITS.notes),
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
  return { client: { name: leadName, phone, email, address, status: "lead" }, date, time, type, notes, status, timeZone };
}
