import { type AnalyticsId, type UserPreferences, userPreferencesSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

/** PATCH /api/user/preferences {dashboardAnalytics}: the analytics cards the dashboard shows. */
export function updateDashboardAnalytics(dashboardAnalytics: AnalyticsId[]) {
  return apiJson("PATCH", "/api/user/preferences", userPreferencesSchema, { body: { dashboardAnalytics } });
}

/** Saved at once, like the metric toggles: the card shows or goes before the answer and comes back on failure. */
export function useUpdateDashboardAnalytics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDashboardAnalytics,
    onMutate: async (dashboardAnalytics) => {
      await queryClient.cancelQueries({ queryKey: metricKeys.preferences });
      const previous = queryClient.getQueryData<UserPreferences>(metricKeys.preferences);
      if (previous) queryClient.setQueryData<UserPreferences>(metricKeys.preferences, { ...previous, dashboardAnalytics });
      return { previous };
    },
    onSuccess: (preferences) => queryClient.setQueryData(metricKeys.preferences, preferences),
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(metricKeys.preferences, context.previous);
      toast({ variant: "destructive", title: "Failed to update preferences" });
    },
  });
}
