import { apiErrorSchema, notificationSettingsSchema, updateNotificationSettingsSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getNotificationSettings, updateNotificationSettings } from "../../services/user/notification-settings";

/** Settings, Notifications: the e-mail switch (the morning follow-up digest) and the rep's zone. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/user/notifications", { schema: { response: { 200: notificationSettingsSchema } } }, async (request) =>
    getNotificationSettings(app.db, request.userId),
  );

  app.patch(
    "/api/user/notifications",
    {
      config: { quota: "none", why: "sets fields of the rep's one preferences row" },
      schema: { body: updateNotificationSettingsSchema, response: { 200: notificationSettingsSchema, "4xx": apiErrorSchema } },
    },
    async (request) => updateNotificationSettings(app.db, request.userId, request.body),
  );
};
