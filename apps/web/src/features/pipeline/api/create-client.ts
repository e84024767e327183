import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateCrmQueries } from "@/lib/query-keys";
import { clientSchema } from "./pipeline-schema";

/** The pipeline's New Lead form: the lead dialog's payload with the fields it asks for. */
export interface NewLeadInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
}

/** POST /api/clients; the key makes a retried Save create one lead. */
export function createClient(input: NewLeadInput, idempotencyKey: string) {
  return apiJson("POST", "/api/clients", clientSchema, { body: input, idempotencyKey });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: NewLeadInput; key: string }) => createClient(input, key),
    onSuccess: () => invalidateCrmQueries(queryClient),
  });
}
