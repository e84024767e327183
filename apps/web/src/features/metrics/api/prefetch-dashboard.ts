import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";
import { userQueryOptions } from "@/lib/user";
import { dashboardQueryKey, dashboardUrl, initialDashboardParams } from "./dashboard-params";

/** A GET sent at once, its answer checked by a schema from a chunk loaded meanwhile. */
async function getEarly<T>(
  url: string,
  pick: (schemas: typeof import("./early-schemas")) => { parse(data: unknown): T },
  signal: AbortSignal,
): Promise<T> {
  const [response, schemas] = await Promise.all([apiRequest("GET", url, { signal }), import("./early-schemas")]);
  return pick(schemas).parse(await response.json());
}

/**
 * Asks for the dashboard's first figures and the preferences from the entry chunk, while the
 * frame and the page are still loading (app/router.tsx), instead of after all of them. Same keys
 * and schemas as the page's own queries, which then find the answers in the cache. Only for a rep
 * who has finished onboarding: before that the server answers these routes 403 (spec section 6).
 * The user query is the one the router sends (deduplicated), so this waits for no extra request.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.fetchQuery(userQueryOptions()).catch(() => null);
  if (!user?.isOnboarded) return;
  const params = initialDashboardParams();
  void queryClient.prefetchQuery({
    queryKey: dashboardQueryKey(params),
    queryFn: ({ signal }) => getEarly(dashboardUrl(params), (s) => s.dashboardSchema, signal),
  });
  void queryClient.prefetchQuery({
    queryKey: metricKeys.preferences,
    queryFn: ({ signal }) => getEarly("/api/user/preferences", (s) => s.userPreferencesSchema, signal),
  });
}
