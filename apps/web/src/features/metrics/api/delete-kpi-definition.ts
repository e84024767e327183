import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { invalidateMetricQueries } from "@/lib/query-keys";

/** DELETE /api/kpi-definitions/:id deactivates the metric; its entries are kept. */
export async function deleteKpiDefinition(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/kpi-definitions/${id}`);
}

export function useDeleteKpiDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKpiDefinition,
    onSuccess: async () => {
      toast({ title: "Metric deactivated successfully!" });
      await invalidateMetricQueries(queryClient);
    },
    onError: () => toast({ variant: "destructive", title: "Failed to delete KPI" }),
  });
}
