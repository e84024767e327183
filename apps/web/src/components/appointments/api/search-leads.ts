import { clientSchema, TEXT_LIMITS } from "@measured/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { crmKeys } from "@/lib/query-keys";

/** How many matches the lead picker offers: a screen of choices on a phone. */
export const LEAD_SEARCH_LIMIT = 8;

const leadMatchesSchema = z.array(clientSchema);

/** GET /api/clients?q=&limit=8: the rep's leads matching a name, e-mail, address or phone digits. */
export function searchLeads(q: string, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ q, limit: String(LEAD_SEARCH_LIMIT) });
  return apiJson("GET", `/api/clients?${query}`, leadMatchesSchema, { signal });
}

export const leadSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...crmKeys.clients, "search", q] as const,
    queryFn: ({ signal }) => searchLeads(q, { signal }),
    staleTime: 30_000,
  });

/** Matches for a search the rep has stopped typing (an empty one asks nothing). */
export function useLeadSearch(q: string) {
  const trimmed = q.trim().slice(0, TEXT_LIMITS.search);
  return useQuery({ ...leadSearchQueryOptions(trimmed), enabled: trimmed !== "", placeholderData: keepPreviousData });
}
