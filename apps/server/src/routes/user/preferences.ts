import { apiErrorSchema, updateMetricOrderSchema, updateMetricVisibilitySchema, userPreferencesSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getPreferences, updateOrder, updateVisibility } from "../../services/user/preferences";

export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/user/preferences",
    { config: { quota: "allMetrics" }, schema: { response: { 200: userPreferencesSchema } } },
    async (request) => getPreferences(app.db, request.userId),
  );

  app.patch(
    "/api/user/preferences",
    {
      config: { quota: "allMetrics" },
      schema: { body: updateMetricVisibilitySchema, response: { 200: userPreferencesSchema, "4xx": apiErrorSchema } },
    },
    async (request) => updateVisibility(app.db, request.userId, request.body.metricVisibility),
  );

  app.put(
    "/api/user/preferences",
    {
      config: { quota: "allMetrics" },
      schema: { body: updateMetricOrderSchema, response: { 200: userPreferencesSchema, "4xx": apiErrorSchema } },
    },
    async (request) => updateOrder(app.db, request.userId, request.body.metricOrder),
  );
};
