import { clientSchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { clientKeys } from "@/lib/lead-query-keys";

const followUpsSchema = z.array(clientSchema);

/** GET /api/clients/follow-ups-due: leads whose next follow-up is today or overdue, in the rep's zone. */
export function getFollowUpsDue({ signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", "/api/clients/follow-ups-due", followUpsSchema, { signal });
}

export const followUpsDueQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.followUpsDue,
    queryFn: ({ signal }) => getFollowUpsDue({ signal }),
  });

export function useFollowUpsDue() {
  return useQuery(followUpsDueQueryOptions());
}
