import { DERIVED_LEAD_STATUSES, LEAD_FLAG_NAMES, type LeadFlagName } from "@measured/core";
import { z } from "zod";

/*
 * PLACEHOLDER until pipeline-api's and leads-api's core schemas land: the contract's shapes
 * (contract-issue11.md). Replaced by re-exports from @measured/core once they exist.
 */
export const appointmentSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  title: z.string().nullable(),
  type: z.string().nullable(),
  scheduledAt: z.string(),
  status: z.enum(["scheduled", "completed"]),
  outcome: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const pipelineSchema = z.object({
  stages: z.array(z.object({ name: z.string(), count: z.number(), conversion: z.number().nullable() })),
  cancellations: z.array(z.object({ name: z.string(), count: z.number() })),
  recentAppointments: z.array(appointmentSchema),
  projections: z.record(z.string(), z.unknown()),
  insights: z.record(z.string(), z.unknown()),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

const flagShape = Object.fromEntries(LEAD_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<
  LeadFlagName,
  z.ZodBoolean
>;
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
