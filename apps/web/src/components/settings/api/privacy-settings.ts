import {
  type PrivacySettings,
  privacySettingsSchema,
  screenViewTotalsSchema,
  type TrackedScreen,
  type UpdatePrivacySettings,
} from "@measured/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, apiRequest } from "@/lib/api-client";

export const privacySettingsKey = ["/api/user/privacy"] as const;
export const screenViewsKey = ["/api/user/screen-views"] as const;

/** GET /api/user/privacy: auto logout and its period, analytics tracking, usage statistics. */
export function usePrivacySettings() {
  return useQuery(
    queryOptions({
      queryKey: privacySettingsKey,
      queryFn: ({ signal }) => apiJson("GET", "/api/user/privacy", privacySettingsSchema, { signal }),
      // Read by the shell on every screen (auto logout, screen views): one read a session is enough.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** Saved at once; the control changes before the answer and changes back on failure. */
export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePrivacySettings) =>
      apiJson("PATCH", "/api/user/privacy", privacySettingsSchema, { body: changes }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: privacySettingsKey });
      const previous = queryClient.getQueryData<PrivacySettings>(privacySettingsKey);
      if (previous) queryClient.setQueryData<PrivacySettings>(privacySettingsKey, { ...previous, ...change });
      return { previous };
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(privacySettingsKey, settings);
      void queryClient.invalidateQueries({ queryKey: screenViewsKey });
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(privacySettingsKey, context.previous);
      toast({ variant: "destructive", title: "Failed to update preferences" });
    },
  });
}

/** GET /api/user/screen-views: what analytics tracking has kept for the rep. */
export function useScreenViewTotals(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: screenViewsKey,
      queryFn: ({ signal }) => apiJson("GET", "/api/user/screen-views", screenViewTotalsSchema, { signal }),
      enabled,
    }),
  );
}

/** POST /api/user/screen-views: one screen opened. A lost view is not worth a retry or a message. */
export function sendScreenView(screen: TrackedScreen): void {
  apiRequest("POST", "/api/user/screen-views", { body: { screen } }).catch(() => undefined);
}
