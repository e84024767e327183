import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";
import { preferencesSchema } from "./preferences-schema";

/** GET /api/user/preferences: metric order, visibility, the daily input's enabled fields and the dashboard analytics. */
export function getPreferences({ signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", "/api/user/preferences", preferencesSchema, { signal });
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: metricKeys.preferences,
    queryFn: ({ signal }) => getPreferences({ signal }),
  });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
