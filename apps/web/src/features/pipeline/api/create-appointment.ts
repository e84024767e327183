import type { InlineClientAppointmentInput } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateCrmQueries } from "@/lib/query-keys";
import { appointmentSchema } from "./pipeline-schema";

/** The Log Appointment dialog's payload: a new lead and its appointment, saved together (contract, issue 11). */
export type LogAppointmentInput = InlineClientAppointmentInput;

/** POST /api/appointments with the inline client: one call, one transaction, nothing half-saved. */
export function createAppointmentWithClient(input: LogAppointmentInput, idempotencyKey: string) {
  return apiJson("POST", "/api/appointments", appointmentSchema, {
    body: input,
    idempotencyKey,
  });
}

export function useCreateAppointmentWithClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: LogAppointmentInput; key: string }) => createAppointmentWithClient(input, key),
    onSuccess: () => invalidateCrmQueries(queryClient),
  });
}
