import { type NotificationSettings, notificationSettingsSchema, type UpdateNotificationSettings } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationSettingsKey } from "@/components/settings/api/get-notification-settings";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/api-client";
import { browserTimeZone } from "@/lib/time-zone";

/** PATCH /api/user/notifications; the browser's zone goes with it, so "7:00" is the rep's 7:00. */
export function updateNotificationSettings(changes: UpdateNotificationSettings) {
  return apiJson("PATCH", "/api/user/notifications", notificationSettingsSchema, {
    body: { timeZone: browserTimeZone(), ...changes },
  });
}

/** Saved at once; the switch flips before the answer and flips back on failure. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
      if (previous) queryClient.setQueryData<NotificationSettings>(notificationSettingsKey, { ...previous, ...change });
      return { previous };
    },
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsKey, context.previous);
      toast({ variant: "destructive", title: "Failed to update preferences" });
    },
  });
}
