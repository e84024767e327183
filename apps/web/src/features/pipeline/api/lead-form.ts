import { INVALID_EMAIL, LEAD_NAMES_REQUIRED, TEXT_LIMITS } from "@measured/core";
import { z } from "zod";

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const name = z.string().trim().min(1, LEAD_NAMES_REQUIRED).max(TEXT_LIMITS.personName);

/** The pipeline's small lead form (New Lead, Edit Client): spec section 5's lead dialog rules. */
export const leadFormSchema = z.object({
  firstName: name,
  lastName: name,
  email: z.union([z.literal(""), z.email(INVALID_EMAIL).max(TEXT_LIMITS.email)]),
  phone: text(TEXT_LIMITS.phone),
  address: text(TEXT_LIMITS.address),
  notes: text(TEXT_LIMITS.notes),
});
export type LeadFormValues = z.input<typeof leadFormSchema>;
export type LeadValues = z.output<typeof leadFormSchema>;

/** The lead API's fields are the form's own. */
export const LEAD_SERVER_FIELDS = {
  firstName: "firstName",
  lastName: "lastName",
  email: "email",
  phone: "phone",
  address: "address",
  notes: "notes",
} as const;

export const EMPTY_LEAD: LeadFormValues = { firstName: "", lastName: "", email: "", phone: "", address: "", notes: "" };
