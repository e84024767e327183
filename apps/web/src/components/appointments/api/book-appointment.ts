import type { InlineClientAppointmentInput, PipelineAppointmentInput } from "@measured/core";
import { appointmentSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateCrmQueries } from "@/lib/query-keys";

/** An appointment on a lead the rep has (clientId), or on a new lead saved with it (client inline). */
export type BookAppointmentInput = PipelineAppointmentInput | InlineClientAppointmentInput;

/**
 * POST /api/appointments: one call, one transaction, nothing half-saved (decisions 027 and 041). The
 * key is kept until a save succeeds, so Save pressed again after a lost answer books once.
 */
export function bookAppointment(input: BookAppointmentInput, idempotencyKey: string) {
  return apiJson("POST", "/api/appointments", appointmentSchema, { body: input, idempotencyKey });
}

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: BookAppointmentInput; key: string }) => bookAppointment(input, key),
    onSuccess: () => invalidateCrmQueries(queryClient),
  });
}
