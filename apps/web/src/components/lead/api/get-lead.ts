import { clientSchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { crmKeys } from "@/lib/query-keys";

/** GET /api/clients/{id}: one lead (the pipeline's Edit Client dialog, the leads page opened at ?lead=). */
export function getClient(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", `/api/clients/${id}`, clientSchema, { signal });
}

export const clientQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...crmKeys.clients, id], queryFn: ({ signal }) => getClient(id, { signal }) });

export function useClient(id: number | null) {
  return useQuery({ ...clientQueryOptions(id ?? 0), enabled: id !== null });
}
