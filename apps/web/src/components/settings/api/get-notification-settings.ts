import { notificationSettingsSchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const notificationSettingsKey = ["/api/user/notifications"] as const;

/** GET /api/user/notifications: the e-mail switch and the zone the digest uses. */
export function getNotificationSettings({ signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", "/api/user/notifications", notificationSettingsSchema, { signal });
}

export function useNotificationSettings() {
  return useQuery(
    queryOptions({ queryKey: notificationSettingsKey, queryFn: ({ signal }) => getNotificationSettings({ signal }) }),
  );
}
