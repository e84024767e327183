import { apiErrorSchema, createGoalSchema, goalSchema, idParamsSchema, todayIn, updateGoalSchema } from "@measured/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCachedAnswer } from "../../lib/json-text";
import { repTimeZone } from "../../lib/rep-time-zone";
import { idempotent } from "../../plugins/idempotency";
import { createGoal, deleteGoal, type GoalReadContext, goalsCacheKey, listGoals, updateGoal } from "../../services/goals/goals";

/** Spec section 7, Goals. Progress is counted in the rep's days (the time-zone cookie, else Los Angeles). */
export const goalRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): GoalReadContext => {
    const timeZone = repTimeZone(request);
    return { histories: app.repHistories, dataVersion: request.user.dataVersion, today: todayIn(timeZone), timeZone };
  };

  app.get(
    "/api/goals",
    {
      // The list is bounded by the goals quota.
      config: { quota: "goals" },
      schema: { response: { 200: z.array(goalSchema), "4xx": apiErrorSchema } },
    },
    // Kept under the rep's data version: 250 daily goals' streaks are 400 days of figures to build.
    async (request, reply) => {
      const read = context(request);
      return sendCachedAnswer(reply, app.answerCache, goalsCacheKey(request.userId, read), () =>
        listGoals(app.db, request.userId, read),
      );
    },
  );

  app.post(
    "/api/goals",
    {
      config: { quota: ["goals", "idempotencyKeysPerUser"] },
      schema: { body: createGoalSchema, response: { 201: goalSchema, "4xx": apiErrorSchema } },
    },
    // With an Idempotency-Key a retried New Goal (a double tap, a lost answer) creates one goal.
    async (request, reply) =>
      idempotent(request, reply, 201, (db) => createGoal(db, request.userId, request.body, context(request))),
  );

  app.patch(
    "/api/goals/:id",
    {
      config: { quota: "none", why: "changes a goal in place" },
      schema: { params: idParamsSchema, body: updateGoalSchema, response: { 200: goalSchema, "4xx": apiErrorSchema } },
    },
    async (request) => updateGoal(app.db, request.userId, request.params.id, request.body, context(request)),
  );

  app.delete(
    "/api/goals/:id",
    {
      config: { quota: "none", why: "removes a goal" },
      schema: { params: idParamsSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await deleteGoal(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
