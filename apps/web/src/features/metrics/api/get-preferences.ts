import { userPreferencesSchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

/** GET /api/user/preferences: metric order, visibility and the daily input's enabled fields. */
export function getPreferences({ signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", "/api/user/preferences", userPreferencesSchema, { signal });
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: metricKeys.preferences,
    queryFn: ({ signal }) => getPreferences({ signal }),
  });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
