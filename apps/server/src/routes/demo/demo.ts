import { apiErrorSchema, demoRequestSchema, tokenResponseSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientAddressKey } from "../../lib/client-address";
import { repTimeZone } from "../../lib/rep-time-zone";
import { startSession } from "../../plugins/auth";
import { openDemoAccount } from "../../services/demo/demo-account";

/**
 * POST /api/auth/demo (issue 25, decision 068): the landing page's Try the demo. Opens a throwaway demo
 * account with a few months of a solar rep's work and signs it in at once (the session cookie and the
 * token, as a sign-in answers). DEMO_LIMIT_PER_ADDRESS demos an hour per address; past it, 429.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/auth/demo",
    {
      // A new account: its one session, and a book far inside every other quota (services/demo).
      config: { quota: "sessionsPerUser" },
      schema: { body: demoRequestSchema, response: { 201: tokenResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const user = await openDemoAccount(
        app.db,
        clientAddressKey(request.ip),
        app.env.DEMO_LIMIT_PER_ADDRESS,
        repTimeZone(request),
      );
      const token = await startSession(app, request, reply, user.id);
      return reply.code(201).send({ token });
    },
  );
};
