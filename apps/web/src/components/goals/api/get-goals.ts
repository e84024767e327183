import { goalSchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

const goalsSchema = z.array(goalSchema);

/** GET /api/goals: the rep's goals, oldest first, each with its progress today (spec section 7). */
export function getGoals({ signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", "/api/goals", goalsSchema, { signal });
}

export const goalsQueryOptions = () =>
  queryOptions({ queryKey: metricKeys.goals, queryFn: ({ signal }) => getGoals({ signal }) });

/** The Goals screen and the dashboard's strip read one cache entry, refreshed by every save that moves a figure. */
export function useGoals() {
  return useQuery(goalsQueryOptions());
}
