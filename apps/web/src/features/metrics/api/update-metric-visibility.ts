import { type UserPreferences, userPreferencesSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

export type MetricVisibility = Record<string, boolean>;

/** PATCH /api/user/preferences {metricVisibility}: merged into the saved visibility. */
export function updateMetricVisibility(metricVisibility: MetricVisibility) {
  return apiJson("PATCH", "/api/user/preferences", userPreferencesSchema, { body: { metricVisibility } });
}

/** Saved at once; the switch flips before the answer and flips back on failure. */
export function useUpdateMetricVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMetricVisibility,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: metricKeys.preferences });
      const previous = queryClient.getQueryData<UserPreferences>(metricKeys.preferences);
      if (previous) {
        queryClient.setQueryData<UserPreferences>(metricKeys.preferences, {
          ...previous,
          metricVisibility: { ...previous.metricVisibility, ...change },
        });
      }
      return { previous };
    },
    onSuccess: (preferences) => queryClient.setQueryData(metricKeys.preferences, preferences),
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(metricKeys.preferences, context.previous);
      toast({ variant: "destructive", title: "Failed to update preferences" });
    },
  });
}
