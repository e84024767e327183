import type { Dashboard, PublicUser, UserPreferences } from "@measured/core";
import type { QueryClient } from "@tanstack/react-query";
import { dashboardQueryKey } from "@/features/metrics/api/dashboard-params";
import { metricKeys } from "@/lib/query-keys";
import { USER_QUERY_KEY } from "@/lib/user";

/**
 * What the server rendered a signed-in page from (apps/server/src/plugins/signed-in-page.ts):
 * the answers of GET /api/auth/user, /api/user/preferences and /api/dashboard (today, in
 * `timeZone`), exactly as the API sends them. The page carries it as JSON so the browser's first
 * render uses the same answers and hydrates the server's markup instead of fetching them again.
 */
export interface SignedInState {
  timeZone: string;
  user: PublicUser;
  preferences: UserPreferences;
  dashboard: Dashboard;
}

/** The id of the `<script type="application/json">` element that carries the state. */
export const SIGNED_IN_STATE_ID = "measured-state";

/** Puts the answers where the screens' queries look for them. */
export function seedSignedInState(queryClient: QueryClient, state: SignedInState): void {
  queryClient.setQueryData(USER_QUERY_KEY, state.user);
  queryClient.setQueryData(metricKeys.preferences, state.preferences);
  queryClient.setQueryData(dashboardQueryKey({ period: "today", timeZone: state.timeZone }), state.dashboard);
}

/**
 * The state the page's HTML carries, if it was rendered for this browser's time zone (a zone
 * changed since the last visit, or no state, means a plain client render).
 */
export function readSignedInState(browserTimeZone: string): SignedInState | null {
  const text = document.getElementById(SIGNED_IN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as SignedInState;
    return state.timeZone === browserTimeZone && state.user?.isOnboarded ? state : null;
  } catch {
    return null;
  }
}
