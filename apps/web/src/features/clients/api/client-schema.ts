import { DERIVED_LEAD_STATUSES, LEAD_FLAG_NAMES, type LeadFlagName } from "@measured/core";
import { z } from "zod";

/*
 * PLACEHOLDER until leads-api's core schemas land: the contract's shapes (contract-issue11.md).
 * Replaced by re-exports from @measured/core once they exist.
 */
const flagShape = Object.fromEntries(LEAD_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<LeadFlagName, z.ZodBoolean>;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const clientSchema = z.object({
  id: z.number(),
  folderId: z.number().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  leadSource: z.string().nullable(),
  status: z.string(),
  notes: z.string().nullable(),
  industryContext: z.string(),
  ...flagShape,
  appointmentSetDate: date.nullable(),
  appointmentSetForDate: z.string().nullable(),
  signedDate: date.nullable(),
  nextFollowUpDate: date.nullable(),
  leadStatus: z.enum(DERIVED_LEAD_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientSummarySchema = z.object({
  totalLeads: z.number(),
  activeDeals: z.number(),
  byStatus: z.record(z.enum(DERIVED_LEAD_STATUSES), z.number()),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const CLIENT_STATUSES = ["lead", "prospect", "customer", "closed"] as const;

const text = z.string().trim();
export const leadInputSchema = z.object({
  firstName: text.min(1, "First name and last name are required."),
  lastName: text.min(1, "First name and last name are required."),
  email: z.union([z.literal(""), z.email("Invalid email address")]),
  phone: text,
  address: text,
  leadSource: text,
  status: z.enum(CLIENT_STATUSES),
  notes: text,
  nextFollowUpDate: z.union([z.literal(""), date]),
  ...flagShape,
});
export type LeadInput = z.infer<typeof leadInputSchema>;
