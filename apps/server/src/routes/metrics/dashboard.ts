import {
  apiErrorSchema,
  dashboardQuerySchema,
  dashboardSchema,
  fromLeadsQuerySchema,
  fromLeadsSchema,
  todayIn,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCachedAnswer } from "../../lib/json-text";
import { buildDashboard, fromLeadsOn } from "../../services/metrics/dashboard";
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

  app.get(
    "/api/dashboard/from-leads",
    {
      config: { quota: "activeMetrics" },
      schema: { querystring: fromLeadsQuerySchema, response: { 200: fromLeadsSchema, "4xx": apiErrorSchema } },
    },
    async (request) => {
      const source = { histories: app.repHistories, dataVersion: request.user.dataVersion };
      return fromLeadsOn(app.db, request.userId, request.query.date, source);
    },
  );
};
