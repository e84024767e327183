import type { LeadFormValues, PatchClientInput } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateCrmQueries } from "@/lib/query-keys";
import { type Client, clientSchema } from "./pipeline-schema";

/** The fields the Edit Client dialog changes: the one lead form's values. */
export type ClientEdits = LeadFormValues;

/**
 * PATCH /api/clients/{id} (spec section 7: "PUT or PATCH") with only the dialog's fields. A PUT sent
 * the flags back as the dialog had read them, so a stage set elsewhere after that read (the
 * appointment marked as taken place, the lead moved on the Leads page) was undone by saving a
 * phone number, and the funnel lost the lead (decision 032).
 */
export function updateClient(client: Client, edits: ClientEdits, idempotencyKey: string) {
  const body: PatchClientInput = { ...edits };
  return apiJson("PATCH", `/api/clients/${client.id}`, clientSchema, { body, idempotencyKey });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ client, edits, key }: { client: Client; edits: ClientEdits; key: string }) => updateClient(client, edits, key),
    onSuccess: () => invalidateCrmQueries(queryClient),
  });
}
