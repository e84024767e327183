import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateCrmQueries } from "@/lib/query-keys";
import { createQuickAppointment } from "./create-appointment";
import { createClient } from "./create-client";
import type { QuickLeadPlan } from "./quick-lead-plan";

export interface LogLeadResult {
  clientId: number;
  appointmentId: number | null;
}

/**
 * The quick modal's save (spec sections 5 and 7): POST /api/clients, then, with a date set for,
 * POST /api/appointments for that lead. Each call carries its own key derived from the form's key,
 * so trying again after the second call failed replays the first (no second lead) and retries the second.
 */
export async function logLead(plan: QuickLeadPlan, key: string): Promise<LogLeadResult> {
  // A lead the rep picked is not made again (decision 041).
  const client = "id" in plan.client ? plan.client : await createClient(plan.client, `${key}:client`);
  if (!plan.appointment) return { clientId: client.id, appointmentId: null };
  const appointment = await createQuickAppointment({ ...plan.appointment, clientId: client.id }, `${key}:appointment`);
  return { clientId: client.id, appointmentId: appointment.id };
}

export function useLogLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, key }: { plan: QuickLeadPlan; key: string }) => logLead(plan, key),
    // Even after a failure: the lead may have been saved before the appointment failed.
    onSettled: () => invalidateCrmQueries(queryClient),
  });
}
