import { apiErrorSchema, dashboardQuerySchema, dashboardSchema, todayIn } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCachedAnswer } from "../../lib/json-text";
import { buildDashboard } from "../../services/metrics/dashboard";
import { dashboardCacheKey } from "../../services/metrics/dashboard-cache";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/dashboard",
    {
      config: { quota: "activeMetrics" },
      schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const key = dashboardCacheKey(request.userId, request.user.dataVersion, todayIn(request.query.timeZone), request.query);
      const source = { histories: app.repHistories, dataVersion: request.user.dataVersion };
      return sendCachedAnswer(reply, app.answerCache, key, () => buildDashboard(app.db, request.userId, request.query, source));
    },
  );
};
