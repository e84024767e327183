import { type CreateClientInput, LEAD_FORM_FIELDS, optionalNameField, type QuickAppointmentInput } from "@measured/core";
import { z } from "zod";

/**
 * Spec section 5, quick lead/appointment form: every field optional; the fields are the one lead form's
 * (decision 040: an e-mail valid and a phone a phone number when given, the address with its map link).
 */
export const quickLeadFormSchema = z.object({
  firstName: optionalNameField("First name"),
  lastName: LEAD_FORM_FIELDS.lastName,
  address: LEAD_FORM_FIELDS.address,
  phone: LEAD_FORM_FIELDS.phone,
  email: LEAD_FORM_FIELDS.email,
  /** `YYYY-MM-DDTHH:MM` from a datetime-local input, in the browser's zone. */
  setFor: z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Enter a date and time")]),
  notes: LEAD_FORM_FIELDS.notes,
});
export type QuickLeadFormValues = z.input<typeof quickLeadFormSchema>;
export type QuickLeadValues = z.output<typeof quickLeadFormSchema>;

export const EMPTY_QUICK_LEAD: QuickLeadFormValues = {
  firstName: "",
  lastName: "",
  address: "",
  phone: "",
  email: "",
  setFor: "",
  notes: "",
};

/** What one save makes: a lead (or the rep's lead, by id), and with a date set for, its appointment. */
export interface QuickLeadPlan {
  client: CreateClientInput | { id: number };
  appointment: Omit<QuickAppointmentInput, "clientId"> | null;
}

/** An appointment on a lead the rep picked from the search (decision 041): no lead is made. */
export function planAppointmentFor(lead: { id: number; name: string }, values: QuickLeadValues): QuickLeadPlan | null {
  const when = values.setFor ? new Date(values.setFor) : null;
  if (!when || Number.isNaN(when.getTime())) return null;
  const { notes } = values;
  return {
    client: { id: lead.id },
    appointment: {
      title: `Appointment with ${lead.name}`,
      scheduledAt: when.toISOString(),
      status: "scheduled",
      ...(notes ? { notes } : {}),
    },
  };
}

/**
 * The lead's name as POST /api/clients takes it. A first name (with or without a last): as typed, a first
 * name alone being a lead (decision 040). Only a last name: the `{name}` form, so the lead is named by
 * it. None, only an e-mail or a phone: the lead is named after it, so its card says who it is (decision 029).
 */
function leadName(firstName: string, lastName: string, email: string, phone: string): CreateClientInput {
  if (firstName) return { firstName, lastName };
  return { name: lastName || email || phone };
}

/**
 * Spec section 5: a lead only when a first name, last name, e-mail or phone is given; an appointment only
 * when a date set for exists and a lead is made. Null when there is nothing to save. The appointment flags
 * its lead as set (knock appointment, set today for that moment): the API does that (decision 027).
 */
export function planQuickLead(values: QuickLeadValues): QuickLeadPlan | null {
  const { firstName, lastName, address, setFor, notes } = values;
  const email = values.email ?? "";
  const phone = values.phone ?? "";
  if (!firstName && !lastName && !email && !phone) return null;
  const when = setFor ? new Date(setFor) : null;
  const scheduledAt = when && !Number.isNaN(when.getTime()) ? when.toISOString() : null;
  const client: CreateClientInput = { ...leadName(firstName, lastName, email, phone) };
  if (email) client.email = email;
  if (phone) client.phone = phone;
  if (address) client.address = address;
  if (notes) client.notes = notes;
  const name = [firstName, lastName].filter(Boolean).join(" ") || email || phone;
  const appointment = scheduledAt
    ? { title: `Appointment with ${name}`, scheduledAt, status: "scheduled" as const, ...(notes ? { notes } : {}) }
    : null;
  return { client, appointment };
}
