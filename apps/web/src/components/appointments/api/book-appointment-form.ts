import {
  LEAD_FORM_FIELDS,
  NEW_APPOINTMENT_STATUSES,
  pipelineClientSchema,
  statusRefusal,
  zonedDateTimeToInstant,
} from "@measured/core";
import { z } from "zod";
import { browserTimeZone } from "@/lib/time-zone";
import type { BookAppointmentInput } from "./book-appointment";

/** What an appointment is for: the dialog's Type choices (decision 029). */
export const APPOINTMENT_TYPES = ["Consultation", "Follow-up", "Site survey", "Signing", "Installation"] as const;

/** Said when Log Appointment is sent before the rep picked a lead or said it is new (decision 041). */
export const CHOOSE_LEAD = "Find the lead, or choose New lead";

/**
 * The Log Appointment dialog (spec section 5: lead name required for a new lead). A new lead's fields are
 * the one lead form's (decision 040: one word is a first name, a phone is checked as a phone). `leadId`
 * is the lead picked from the search; `newLead` says the rep chose New lead.
 */
/**
 * The rules above read only these fields: they run whenever these parsed, so a blank name is said beside
 * a bad e-mail at once (Zod skips an object's refinement after any field's issue by default).
 */
const RULE_FIELDS = new Set<PropertyKey>(["leadId", "newLead", "leadName", "status", "date"]);
const RUN_WITH_FIELD_ISSUES = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every((issue) => !RULE_FIELDS.has(issue.path?.[0] ?? "")),
};

export const bookAppointmentFormSchema = z
  .object({
    leadId: z.number().nullable(),
    newLead: z.boolean(),
    leadName: z.string().trim(),
    address: LEAD_FORM_FIELDS.address,
    phone: LEAD_FORM_FIELDS.phone,
    email: LEAD_FORM_FIELDS.email,
    status: z.enum(NEW_APPOINTMENT_STATUSES),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date is required"),
    time: z.string().regex(/^\d{2}:\d{2}$/, "Time is required"),
    type: z.enum(APPOINTMENT_TYPES),
    notes: LEAD_FORM_FIELDS.notes,
  })
  .superRefine((v, ctx) => {
    if (v.leadId === null && !v.newLead) ctx.addIssue({ code: "custom", message: CHOOSE_LEAD, path: ["leadId"] });
    if (v.leadId === null && v.newLead) {
      const name = pipelineClientSchema.shape.name.safeParse(v.leadName);
      for (const issue of name.success ? [] : name.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: ["leadName"] });
    }
    // The server's rule and words (core's statusRefusal), said under the date before anything is sent. The
    // rule reads the day only, so the day at noon stands for the appointment while its time may be unset.
    const zone = browserTimeZone();
    const refusal = statusRefusal(v.status, zonedDateTimeToInstant(v.date, "12:00", zone), zone);
    if (refusal) ctx.addIssue({ code: "custom", message: refusal, path: ["date"] });
  }, RUN_WITH_FIELD_ISSUES);
export type BookAppointmentFormValues = z.input<typeof bookAppointmentFormSchema>;
export type BookAppointmentValues = z.output<typeof bookAppointmentFormSchema>;

/**
 * The form's values as one POST /api/appointments: {clientId, …} for a lead the rep has, or the new
 * lead inline, saved with its appointment. The date and time are read in the browser's zone.
 */
export function bookAppointmentPayload(values: BookAppointmentValues): BookAppointmentInput {
  const { leadId, leadName, phone, email, address, status, date, time, type, notes } = values;
  const timeZone = browserTimeZone();
  if (leadId !== null) return { clientId: leadId, date, time, type, notes, status, timeZone };
  return { client: { name: leadName, phone, email, address, status: "lead" }, date, time, type, notes, status, timeZone };
}
