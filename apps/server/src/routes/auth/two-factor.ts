import { apiErrorSchema, tokenResponseSchema, twoFactorVerifySchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientAddressKey } from "../../lib/client-address";
import { startSession } from "../../plugins/auth";
import { answerChallenge } from "../../services/auth/two-factor";

/**
 * The sign-in's second step (decision 066): the challenge that POST /api/auth/login or the Google callback
 * answered, and a code from the authenticator app or a recovery code; only then a session, as login starts one.
 */
export const twoFactorSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/auth/two-factor",
    {
      config: { quota: "sessionsPerUser" },
      schema: { body: twoFactorVerifySchema, response: { 200: tokenResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const userId = await answerChallenge(app.db, request.body.challenge, request.body.code, clientAddressKey(request.ip));
      const token = await startSession(app, request, reply, userId);
      return { token };
    },
  );
};
