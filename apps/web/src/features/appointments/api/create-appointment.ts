import { z } from "zod";
import { apiJson } from "@/lib/api-client";

const createdAppointmentSchema = z.object({ id: z.number().int().positive() });

/** The quick modal's payload of POST /api/appointments (spec section 7, "Quick appointment"). */
export interface QuickAppointmentInput {
  clientId: number;
  title: string;
  /** ISO date and time. */
  scheduledAt: string;
  status: "scheduled";
  notes?: string;
}

export function createQuickAppointment(input: QuickAppointmentInput, idempotencyKey: string) {
  return apiJson("POST", "/api/appointments", createdAppointmentSchema, {
    body: input,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}
