import { type ClientSort, type DerivedLeadStatus, LEADS_PAGE_SIZE } from "@measured/core";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { clientKeys } from "@/lib/lead-query-keys";
import { clientSchema } from "./client-schema";

const clientsSchema = z.array(clientSchema);

export interface LeadFilters {
  /** Searched on the server over names, e-mail, address and phone digits. */
  q: string;
  status: DerivedLeadStatus | "";
  /** The table's order (decision 045); left out, newest first, the cards' order and the server-rendered list's key. */
  sort?: Exclude<ClientSort, "newest">;
}

/** GET /api/clients?q=&status=&sort=&cursor=: one page, and the cursor of the next (`x-next-cursor`), if any. */
export async function getClientsPage(filters: LeadFilters, cursor: string | null, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ limit: String(LEADS_PAGE_SIZE) });
  if (filters.q) query.set("q", filters.q);
  if (filters.status) query.set("status", filters.status);
  if (filters.sort) query.set("sort", filters.sort);
  if (cursor) query.set("cursor", cursor);
  const response = await apiRequest("GET", `/api/clients?${query}`, { signal });
  const clients = clientsSchema.parse(await response.json());
  return { clients, nextCursor: response.headers.get("x-next-cursor") };
}

export const clientsQueryOptions = (filters: LeadFilters) =>
  infiniteQueryOptions({
    queryKey: clientKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getClientsPage(filters, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The leads list, a page at a time as the rep scrolls. */
export function useClients(filters: LeadFilters) {
  return useInfiniteQuery(clientsQueryOptions(filters));
}
