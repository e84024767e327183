import { apiErrorSchema, financeSummaryQuerySchema, financeSummarySchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repTimeZone } from "../../lib/rep-time-zone";
import { financeSummaryFor } from "../../services/finance/summary";

export const financeSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/finance/summary",
    {
      schema: {
        querystring: financeSummaryQuerySchema,
        response: { 200: financeSummarySchema, "4xx": apiErrorSchema },
      },
    },
    // A period's days are the rep's (the time-zone cookie, else Los Angeles): a week is today and the 6 before.
    async (request) => financeSummaryFor(app.db, request.userId, request.query, repTimeZone(request)),
  );
};
