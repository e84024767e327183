import { z } from "zod";

/*
 * PLACEHOLDER until pipeline-api's core schemas land: the contract's shapes
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
  projections: z.object({
    dealValue: z.number(),
    showFactor: z.number(),
    closeTarget: z.number(),
    closedDeals: z.number(),
    closedRevenue: z.number(),
    expectedDeals: z.number(),
    pipelineRevenue: z.number(),
    projectedRevenue: z.number(),
  }),
  insights: z.object({
    appointmentsSet: z.number(),
    appointmentsSat: z.number(),
    dealsSigned: z.number(),
    showRate: z.number().nullable(),
    closeRate: z.number().nullable(),
  }),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

export { type Client, clientSchema } from "@measured/core";
