import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateLeadQueries } from "@/lib/lead-query-keys";

/** DELETE /api/clients/{id}: the lead and its appointments. */
export async function deleteClient(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/clients/${id}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClient, onSuccess: () => invalidateLeadQueries(queryClient) });
}
