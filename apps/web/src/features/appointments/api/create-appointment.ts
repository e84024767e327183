import type { QuickAppointmentInput } from "@measured/core";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";

const createdAppointmentSchema = z.object({ id: z.number().int().positive() });

/** POST /api/appointments with the quick modal's payload (spec section 7, "Quick appointment"). */
export function createQuickAppointment(input: QuickAppointmentInput, idempotencyKey: string) {
  return apiJson("POST", "/api/appointments", createdAppointmentSchema, {
    body: input,
    idempotencyKey,
  });
}
