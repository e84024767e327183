import type { LeadFormValues } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateCrmQueries } from "@/lib/query-keys";
import { clientSchema } from "./pipeline-schema";

/** The pipeline's New Lead form: the one lead form's values (core leadFormSchema's output). */
export type NewLeadInput = LeadFormValues;

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
