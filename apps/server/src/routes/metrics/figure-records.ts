import { apiErrorSchema, figureRecordsQuerySchema, figureRecordsSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { figureRecords } from "../../services/metrics/figure-records";

/** GET /api/dashboard/figure-records: what a dashboard figure counts (decision 047). */
export const figureRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/dashboard/figure-records",
    {
      schema: { querystring: figureRecordsQuerySchema, response: { 200: figureRecordsSchema, "4xx": apiErrorSchema } },
    },
    async (request) => {
      const { metric, step, page, ...period } = request.query;
      const selector = metric !== undefined ? { metric } : { step: step ?? "sets" };
      const source = { histories: app.repHistories, dataVersion: request.user.dataVersion };
      return figureRecords(app.db, request.userId, { ...period, selector, page }, source);
    },
  );
};
