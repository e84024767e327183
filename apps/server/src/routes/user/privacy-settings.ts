import {
  apiErrorSchema,
  privacySettingsSchema,
  screenViewSchema,
  screenViewTotalsSchema,
  updatePrivacySettingsSchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  getPrivacySettings,
  recordScreenView,
  screenViewTotals,
  updatePrivacySettings,
} from "../../services/user/privacy-settings";

/** Privacy & Security: auto logout and its period, analytics tracking and usage statistics (decision 069). */
export const privacySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/user/privacy", { schema: { response: { 200: privacySettingsSchema } } }, async (request) =>
    getPrivacySettings(app.db, request.userId),
  );

  app.patch(
    "/api/user/privacy",
    {
      config: { quota: "none", why: "sets fields of the rep's one preferences row; turning analytics off deletes" },
      schema: { body: updatePrivacySettingsSchema, response: { 200: privacySettingsSchema, "4xx": apiErrorSchema } },
    },
    async (request) => updatePrivacySettings(app.db, request.userId, request.body),
  );

  app.post(
    "/api/user/screen-views",
    {
      config: {
        quota: "none",
        why: "adds one to a count in place: a row per screen per day (TRACKED_SCREENS, SCREEN_VIEW_DAYS kept)",
      },
      schema: { body: screenViewSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await recordScreenView(app.db, request.userId, request.body.screen);
      return reply.code(204).send(null);
    },
  );

  app.get("/api/user/screen-views", { schema: { response: { 200: screenViewTotalsSchema } } }, async (request) =>
    screenViewTotals(app.db, request.userId),
  );
};
