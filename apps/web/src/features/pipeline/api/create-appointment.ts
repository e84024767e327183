import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateCrmQueries } from "@/lib/query-keys";
import { appointmentSchema } from "./pipeline-schema";

export const APPOINTMENT_STATUSES = ["scheduled", "completed"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The Log Appointment dialog's payload: a new lead and its appointment, saved together (contract, issue 11). */
export interface LogAppointmentInput {
  client: { name: string; phone: string; email: string; address: string; status: "lead" };
  /** YYYY-MM-DD and HH:MM in the rep's zone. */
  date: string;
  time: string;
  type: string;
  notes: string;
  status: AppointmentStatus;
}

/** POST /api/appointments with the inline client: one call, one transaction, nothing half-saved. */
export function createAppointmentWithClient(input: LogAppointmentInput, idempotencyKey: string) {
  return apiJson("POST", "/api/appointments", appointmentSchema, {
    body: input,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useCreateAppointmentWithClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: LogAppointmentInput; key: string }) => createAppointmentWithClient(input, key),
    onSuccess: () => invalidateCrmQueries(queryClient),
  });
}
