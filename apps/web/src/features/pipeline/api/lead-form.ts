import { type LeadFormInput, type LeadFormValues, leadFormSchema } from "@measured/core";

export type { LeadFormInput, LeadFormValues };
/** New Lead and Edit Client are the one lead form (core leadFormSchema, decision 040): a first name alone is a lead. */
export { leadFormSchema };

/** The lead API's fields are the form's own. */
export const LEAD_SERVER_FIELDS = {
  firstName: "firstName",
  lastName: "lastName",
  email: "email",
  phone: "phone",
  address: "address",
  notes: "notes",
} as const;

export const EMPTY_LEAD: LeadFormInput = { firstName: "", lastName: "", address: "", phone: "", email: "", notes: "" };
