import { notifyManager, QueryClient } from "@tanstack/react-query";

/**
 * Deliver query updates in a microtask rather than a later timer task, so that a
 * new user and the navigation that follows it (sign-in, logout) render before the
 * browser paints: no frame of the wrong screen in between.
 */
notifyManager.setScheduler(queueMicrotask);

/** Spec section 7: no retries, no refetch on focus, data never goes stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
