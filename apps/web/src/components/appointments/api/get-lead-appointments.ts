import { appointmentSchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { crmKeys } from "@/lib/query-keys";

/** How many of a lead's appointments Edit Lead shows: newest first, more than a lead usually has. */
export const LEAD_APPOINTMENTS_LIMIT = 20;

const appointmentsSchema = z.array(appointmentSchema);

/** GET /api/appointments?clientId=: one lead's appointments, newest scheduledAt first. */
export function getLeadAppointments(clientId: number, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ clientId: String(clientId), limit: String(LEAD_APPOINTMENTS_LIMIT) });
  return apiJson("GET", `/api/appointments?${query}`, appointmentsSchema, { signal });
}

export const leadAppointmentsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: [...crmKeys.appointments, "lead", clientId] as const,
    queryFn: ({ signal }) => getLeadAppointments(clientId, { signal }),
  });

export function useLeadAppointments(clientId: number) {
  return useQuery(leadAppointmentsQueryOptions(clientId));
}
