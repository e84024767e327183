import { TEXT_LIMITS } from "@measured/core";
import { z } from "zod";
import type { QuickAppointmentInput } from "./create-appointment";
import type { QuickClientInput } from "./create-client";

const trimmed = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** Spec section 5, quick lead/appointment form: every field optional; an e-mail, when given, valid. */
export const quickLeadFormSchema = z.object({
  firstName: trimmed(TEXT_LIMITS.personName),
  lastName: trimmed(TEXT_LIMITS.personName),
  email: z.union([z.literal(""), z.email("Invalid email address").max(TEXT_LIMITS.email)]),
  phone: trimmed(40),
  /** `YYYY-MM-DDTHH:MM` from a datetime-local input, in the browser's zone. */
  setFor: z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Enter a date and time")]),
  notes: z.string().trim().max(2000, "At most 2000 characters"),
});
export type QuickLeadFormValues = z.input<typeof quickLeadFormSchema>;
export type QuickLeadValues = z.output<typeof quickLeadFormSchema>;

export const EMPTY_QUICK_LEAD: QuickLeadFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  setFor: "",
  notes: "",
};

/** What one save makes: a lead, and with a date set for, its appointment. */
export interface QuickLeadPlan {
  client: QuickClientInput;
  appointment: Omit<QuickAppointmentInput, "clientId"> | null;
}

/**
 * Spec section 5: a lead only when a first name, last name, e-mail or phone is given; an appointment only
 * when a date set for exists and a lead is made. Null when there is nothing to save.
 */
export function planQuickLead(values: QuickLeadValues): QuickLeadPlan | null {
  const { firstName, lastName, email, phone, setFor, notes } = values;
  if (!firstName && !lastName && !email && !phone) return null;
  const client: QuickClientInput = { firstName, lastName };
  if (email) client.email = email;
  if (phone) client.phone = phone;
  if (notes) client.notes = notes;
  const when = setFor ? new Date(setFor) : null;
  const name = [firstName, lastName].filter(Boolean).join(" ") || email || phone;
  const appointment =
    when && !Number.isNaN(when.getTime())
      ? { title: `Appointment with ${name}`, scheduledAt: when.toISOString(), status: "scheduled" as const, ...(notes ? { notes } : {}) }
      : null;
  return { client, appointment };
}
