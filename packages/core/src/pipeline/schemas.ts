import { z } from "zod";
import { appointmentSchema } from "../appointments/schemas";
import { CANCELLATION_GROUPS } from "./cancellations";
import { PIPELINE_STAGE_KEYS } from "./stages";

/** Recent Appointments on the pipeline: the first five of GET /api/appointments (spec section 9). */
export const RECENT_APPOINTMENTS = 5;

/** GET /api/pipeline (issue 11 contract); every figure is a finite number or null. */
export const pipelineSchema = z.object({
  stages: z
    .array(z.object({ name: z.string(), count: z.number(), reached: z.number(), conversion: z.number().nullable() }))
    .max(PIPELINE_STAGE_KEYS.length),
  cancellations: z
    .array(z.object({ name: z.enum(CANCELLATION_GROUPS.map((g) => g.name) as [string, ...string[]]), count: z.number() }))
    .max(CANCELLATION_GROUPS.length),
  recentAppointments: z.array(appointmentSchema).max(RECENT_APPOINTMENTS),
  projections: z.object({
    dealValue: z.number(),
    dealValueSource: z.enum(["recorded", "assumed"]),
    recordedDeals: z.number(),
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
    dealsClosed: z.number(),
    showRate: z.number().nullable(),
    closeRate: z.number().nullable(),
  }),
});
export type PipelineAnswer = z.infer<typeof pipelineSchema>;
