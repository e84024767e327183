import type { QueryClient } from "@tanstack/react-query";
import { USER_QUERY_KEY } from "./user";

/**
 * The metric queries' root keys, shared by every screen that reads or changes
 * metrics. Each key starts with the API path (spec section 7), so invalidating a
 * root refreshes every variant of it (every period, every day).
 */
export const metricKeys = {
  dashboard: ["/api/dashboard"] as const,
  kpiEntries: ["/api/kpi-entries"] as const,
  kpiDefinitions: ["/api/kpi-definitions"] as const,
  preferences: ["/api/user/preferences"] as const,
  /** A goal's progress is its metric's figure: every save that moves a figure refreshes the goals. */
  goals: ["/api/goals"] as const,
};

/** Profile's answer: read again when a confirmation link changes the address it shows. */
export const PROFILE_QUERY_KEY = ["/api/user/profile"] as const;

/** Spec section 7, "After saves": refresh the dashboard, the entries and the definitions. */
export function invalidateMetricQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: metricKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: metricKeys.kpiEntries }),
    queryClient.invalidateQueries({ queryKey: metricKeys.kpiDefinitions }),
    queryClient.invalidateQueries({ queryKey: metricKeys.goals }),
  ]);
}

/** After an industry change: the user too, and the preferences that follow the metrics. */
export function invalidateAfterIndustryChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: metricKeys.preferences }),
    invalidateMetricQueries(queryClient),
  ]);
}

/** Issue 11: leads, appointments and the pipeline, by API path. */
export const crmKeys = {
  clients: ["/api/clients"] as const,
  appointments: ["/api/appointments"] as const,
  pipeline: ["/api/pipeline"] as const,
};

/** Spec section 7, "After saves", for a lead or an appointment: every list and figure they feed. */
export function invalidateCrmQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: crmKeys.clients }),
    queryClient.invalidateQueries({ queryKey: crmKeys.appointments }),
    queryClient.invalidateQueries({ queryKey: crmKeys.pipeline }),
    queryClient.invalidateQueries({ queryKey: metricKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: metricKeys.goals }),
  ]);
}
