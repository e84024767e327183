import { apiErrorSchema, onboardingSchema, publicUserSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../plugins/auth";
import { completeOnboarding } from "../services/onboarding";
import { toPublicUser } from "../services/users";

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/onboarding",
    {
      config: { quota: ["activeMetrics", "allMetrics"] },
      onRequest: requireUser,
      schema: { body: onboardingSchema, response: { 200: publicUserSchema, "4xx": apiErrorSchema } },
    },
    async (request) => toPublicUser(await completeOnboarding(app.db, request.userId, request.body)),
  );
};
