import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateLeadQueries } from "@/lib/lead-query-keys";
import { clientSchema, type LeadDialogValues } from "./client-schema";

export interface CreateClientVariables {
  input: LeadDialogValues;
  idempotencyKey: string;
}

/** POST /api/clients from the lead dialog; the key makes a retried Save create one lead. */
export function createClient({ input, idempotencyKey }: CreateClientVariables) {
  return apiJson("POST", "/api/clients", clientSchema, { body: input, idempotencyKey });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => invalidateLeadQueries(queryClient) });
}
