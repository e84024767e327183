import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { clientKeys } from "@/lib/lead-query-keys";
import { clientSummarySchema } from "./client-schema";

/** GET /api/clients/summary: Total Leads, Active Deals and the count of each derived status. */
export function getClientSummary({ signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", "/api/clients/summary", clientSummarySchema, { signal });
}

export const clientSummaryQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.summary,
    queryFn: ({ signal }) => getClientSummary({ signal }),
  });

export function useClientSummary() {
  return useQuery(clientSummaryQueryOptions());
}
