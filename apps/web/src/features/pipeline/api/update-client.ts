import { LEAD_FLAG_NAMES, type UpdateClientInput } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateCrmQueries } from "@/lib/query-keys";
import { type Client, clientSchema } from "./pipeline-schema";

/** The fields the Edit Client dialog changes; the rest of the record is sent as it was read. */
export interface ClientEdits {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
}

/** The whole record PUT replaces (the lead dialog's fields and flags), with the dialog's edits. */
export function wholeRecord(client: Client, edits: ClientEdits) {
  const flags = Object.fromEntries(LEAD_FLAG_NAMES.map((name) => [name, client[name]]));
  // A field PUT does not get is cleared (updateClientSchema): everything the dialog does not show goes back as read.
  const body: UpdateClientInput = {
    ...edits,
    leadSource: client.leadSource,
    status: client.status,
    appointmentSetDate: client.appointmentSetDate,
    appointmentSetForDate: client.appointmentSetForDate,
    nextFollowUpDate: client.nextFollowUpDate,
    ...flags,
  };
  return body;
}

/** PUT /api/clients/{id} (spec section 7). */
export function updateClient(client: Client, edits: ClientEdits, idempotencyKey: string) {
  return apiJson("PUT", `/api/clients/${client.id}`, clientSchema, {
    body: wholeRecord(client, edits),
    idempotencyKey,
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ client, edits, key }: { client: Client; edits: ClientEdits; key: string }) => updateClient(client, edits, key),
    onSuccess: () => invalidateCrmQueries(queryClient),
  });
}
