import { type AppointmentStatus, appointmentChangeSchema, type LeadFlagsBefore } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateCrmQueries } from "@/lib/query-keys";

export interface AppointmentPatch {
  status?: AppointmentStatus;
  /** ISO 8601 with a zone (a reschedule). */
  scheduledAt?: string;
  /** Undo's: the lead flags as the change's answer gave them. */
  restoreLead?: LeadFlagsBefore;
}

/**
 * PATCH /api/appointments/{id}: a status (sat is "completed", no-show, cancelled), a new time, or Undo's
 * body. The answer carries `previous`, what the change replaced, which Undo sends back (decision 041).
 * Safe to repeat (it sets values), so it carries no Idempotency-Key.
 */
export function updateAppointment(id: number, patch: AppointmentPatch) {
  return apiJson("PATCH", `/api/appointments/${id}`, appointmentChangeSchema, { body: patch });
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AppointmentPatch }) => updateAppointment(id, patch),
    // A status moves the funnel and the lead: refresh whether or not it worked, so the list shows the truth.
    onSettled: () => invalidateCrmQueries(queryClient),
  });
}
