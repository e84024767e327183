import { apiErrorSchema, updateMetricOrderSchema, updatePreferencesSchema, userPreferencesSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repWrite } from "../../services/rep-writes/rep-write";
import { getPreferences, updateAnalytics, updateOrder, updateVisibility } from "../../services/user/preferences";

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
      schema: { body: updatePreferencesSchema, response: { 200: userPreferencesSchema, "4xx": apiErrorSchema } },
    },
    async (request) => {
      const { metricVisibility, dashboardAnalytics } = request.body;
      // Both in one request: all or nothing.
      return repWrite(app.db, request.userId, async (tx) => {
        if (dashboardAnalytics !== undefined) await updateAnalytics(tx, request.userId, dashboardAnalytics);
        if (metricVisibility !== undefined) return updateVisibility(tx, request.userId, metricVisibility);
        return getPreferences(tx, request.userId);
      });
    },
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
