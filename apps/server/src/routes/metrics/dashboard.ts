import { apiErrorSchema, dashboardQuerySchema, dashboardSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { buildDashboard } from "../../services/dashboard";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/dashboard",
    { schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema, "4xx": apiErrorSchema } } },
    async (request) => buildDashboard(app.db, request.userId, request.query),
  );
};
