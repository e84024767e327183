import { clientSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateLeadQueries } from "@/lib/lead-query-keys";

export interface SetFollowUpVariables {
  id: number;
  /** A new date (snooze), or null (done). */
  nextFollowUpDate: string | null;
}

/** PATCH /api/clients/{id} {nextFollowUpDate}: a follow-up done or snoozed. Sent twice, it sets the same date. */
export function setFollowUpDate({ id, nextFollowUpDate }: SetFollowUpVariables) {
  return apiJson("PATCH", `/api/clients/${id}`, clientSchema, { body: { nextFollowUpDate } });
}

export function useSetFollowUpDate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setFollowUpDate, onSuccess: () => invalidateLeadQueries(queryClient) });
}
