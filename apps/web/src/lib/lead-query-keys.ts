import type { QueryClient } from "@tanstack/react-query";
import { metricKeys } from "@/lib/query-keys";

/** The leads' query roots; each key starts with the API path (spec section 7). */
export const clientKeys = {
  all: ["/api/clients"] as const,
  summary: ["/api/clients", "summary"] as const,
  followUpsDue: ["/api/clients", "follow-ups-due"] as const,
  /** One list: a search and a status filter (get-clients.ts). */
  list: (filters: { q: string; status: string; sort?: string }) => ["/api/clients", "list", filters] as const,
};

/** The list as the page opens: no search, every status (what the server renders, decision 032). */
export const NO_LEAD_FILTERS = { q: "", status: "" } as const;

/**
 * After a lead is saved or deleted: the leads, and every screen that counts them (the pipeline's
 * stages and appointments, the dashboard's "clients flagged signed", the goals on those figures).
 */
export function invalidateLeadQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: clientKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["/api/appointments"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/pipeline"] }),
    queryClient.invalidateQueries({ queryKey: metricKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: metricKeys.goals }),
  ]);
}
