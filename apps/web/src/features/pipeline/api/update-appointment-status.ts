import type { AppointmentStatus } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateCrmQueries } from "@/lib/query-keys";
import { appointmentSchema } from "./pipeline-schema";

/** PATCH /api/appointments/{id} {status}: "completed" is the 'appointment took place' box (spec section 4). */
export function updateAppointmentStatus(id: number, status: AppointmentStatus) {
  return apiJson("PATCH", `/api/appointments/${id}`, appointmentSchema, { body: { status } });
}

export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AppointmentStatus }) => updateAppointmentStatus(id, status),
    // Sat moves the funnel and the lead: refresh whether or not it worked, so the box shows the truth.
    onSettled: () => invalidateCrmQueries(queryClient),
  });
}
