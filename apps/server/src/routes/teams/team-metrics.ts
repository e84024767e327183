import {
  apiErrorSchema,
  idParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  teamMetricsSchema,
  teamQuerySchema,
  todayIn,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repTimeZone } from "../../lib/rep-time-zone";
import { leaderboard, teamMetrics } from "../../services/teams/team-metrics";

/**
 * Team Metrics and the leaderboard (issue 24): each member's activity figures, the dashboard's own, over the
 * viewer's today, this week or this month (their zone: the time-zone cookie, else Los Angeles).
 */
export const teamMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/teams/:id/metrics",
    {
      config: { quota: "teamMembers" },
      schema: {
        params: idParamsSchema,
        querystring: teamQuerySchema,
        response: { 200: teamMetricsSchema, "4xx": apiErrorSchema },
      },
    },
    async (request) =>
      teamMetrics(app.db, request.userId, request.params.id, request.query.period, {
        histories: app.repHistories,
        today: todayIn(repTimeZone(request)),
      }),
  );

  app.get(
    "/api/teams/:id/leaderboard",
    {
      config: { quota: "teamMembers" },
      schema: {
        params: idParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, "4xx": apiErrorSchema },
      },
    },
    async (request) =>
      leaderboard(app.db, request.userId, request.params.id, request.query, {
        histories: app.repHistories,
        today: todayIn(repTimeZone(request)),
      }),
  );
};
