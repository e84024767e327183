import { apiErrorSchema, dashboardQuerySchema, dashboardSchema, todayIn } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { buildDashboard } from "../../services/dashboard";
import { dashboardCacheKey } from "../../services/dashboard-cache";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/dashboard",
    { schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema, "4xx": apiErrorSchema } } },
    async (request) => {
      const key = dashboardCacheKey(request.userId, request.dataVersion, todayIn(request.query.timeZone), request.query);
      const cached = app.dashboardCache.get(key);
      if (cached) return cached;
      const dashboard = await buildDashboard(app.db, request.userId, request.query);
      app.dashboardCache.set(key, dashboard);
      return dashboard;
    },
  );
};
