import {
  apiErrorSchema,
  idParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  teamMetricsSchema,
  teamQuerySchema,
  todayIn,
} from "@measured/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCachedAnswer } from "../../lib/json-text";
import { repTimeZone } from "../../lib/rep-time-zone";
import { leaderboard, teamMetrics } from "../../services/teams/team-metrics";

/**
 * Team Metrics and the leaderboard (issue 24): each member's activity figures, the dashboard's own, over the
 * viewer's today, this week or this month (their zone: the time-zone cookie, else Los Angeles).
 */
export const teamMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Kept in the answer cache under the roster's digest (members, roles, names, data versions): a team of 50
  // is 100 sets of cards to build, and nothing changes between two members' saves.
  const read = (request: FastifyRequest) => ({ histories: app.repHistories, today: todayIn(repTimeZone(request)) });
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
    async (request, reply) => {
      const view = await teamMetrics(app.db, request.userId, request.params.id, request.query.period, read(request));
      return sendCachedAnswer(reply, app.answerCache, view.key, view.build);
    },
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
    async (request, reply) => {
      const view = await leaderboard(app.db, request.userId, request.params.id, request.query, read(request));
      return sendCachedAnswer(reply, app.answerCache, view.key, view.build);
    },
  );
};
