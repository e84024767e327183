import { type UserPreferences, userPreferencesSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

/** PUT /api/user/preferences {metricOrder}: the metric names in their new order. */
export function updateMetricOrder(metricOrder: readonly string[]) {
  return apiJson("PUT", "/api/user/preferences", userPreferencesSchema, { body: { metricOrder } });
}

/** The list moves at once; on failure it moves back. */
export function useUpdateMetricOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMetricOrder,
    onMutate: async (metricOrder) => {
      await queryClient.cancelQueries({ queryKey: metricKeys.preferences });
      const previous = queryClient.getQueryData<UserPreferences>(metricKeys.preferences);
      if (previous)
        queryClient.setQueryData<UserPreferences>(metricKeys.preferences, { ...previous, metricOrder: [...metricOrder] });
      return { previous };
    },
    onSuccess: async (preferences) => {
      queryClient.setQueryData(metricKeys.preferences, preferences);
      toast({ title: "Metric order updated successfully!" });
      await queryClient.invalidateQueries({ queryKey: metricKeys.dashboard });
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(metricKeys.preferences, context.previous);
      toast({ variant: "destructive", title: "Failed to update preferences" });
    },
  });
}
