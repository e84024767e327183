import { apiErrorSchema, financeSummaryQuerySchema, financeSummarySchema, todayIn } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCachedAnswer } from "../../lib/json-text";
import { repTimeZone } from "../../lib/rep-time-zone";
import { financeSummaryCacheKey, financeSummaryFor } from "../../services/finance/summary";

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
    // The answer is kept under the rep's data version, as the dashboard's: any write to their books moves it.
    async (request, reply) => {
      const timeZone = repTimeZone(request);
      const key = financeSummaryCacheKey(request.user, todayIn(timeZone), timeZone, request.query);
      return sendCachedAnswer(reply, app.answerCache, key, () =>
        financeSummaryFor(app.db, request.userId, request.query, timeZone),
      );
    },
  );
};
