import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { crmKeys } from "@/lib/query-keys";
import { clientSchema } from "./pipeline-schema";

/** GET /api/clients/{id}: the lead the Edit Client dialog edits. */
export function getClient(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", `/api/clients/${id}`, clientSchema, { signal });
}

export const clientQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...crmKeys.clients, id], queryFn: ({ signal }) => getClient(id, { signal }) });

export function useClient(id: number | null) {
  return useQuery({ ...clientQueryOptions(id ?? 0), enabled: id !== null });
}
