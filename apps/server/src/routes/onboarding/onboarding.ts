import { apiErrorSchema, onboardingSchema, publicUserSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/auth";
import { toPublicUser } from "../../services/auth/users";
import { completeOnboarding } from "../../services/onboarding/onboarding";

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
