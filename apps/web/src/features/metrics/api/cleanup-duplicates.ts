import { cleanupDuplicatesResponseSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

/** POST /api/cleanup/duplicates; a failure throws 'Failed to clean duplicates: {status}' (spec section 8). */
export async function cleanupDuplicates() {
  const response = await apiRequest("POST", "/api/cleanup/duplicates").catch((error: unknown) => {
    const status = error instanceof Error ? error.message.split(":")[0] : "unknown";
    throw new Error(`Failed to clean duplicates: ${status}`);
  });
  return cleanupDuplicatesResponseSchema.parse(await response.json());
}

export function useCleanupDuplicates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupDuplicates,
    onSuccess: async ({ message, deletedCount }) => {
      toast({ title: message, description: `${deletedCount} duplicate ${deletedCount === 1 ? "entry" : "entries"} removed.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: metricKeys.kpiEntries }),
        queryClient.invalidateQueries({ queryKey: metricKeys.dashboard }),
      ]);
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Error cleaning up duplicates",
        description: error instanceof Error && error.message ? error.message : "Unknown error occurred",
      }),
  });
}
