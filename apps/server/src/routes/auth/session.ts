import { apiErrorSchema, publicUserSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { hashToken } from "../../lib/tokens";
import { clearSessionCookie, requireUser, sessionToken } from "../../plugins/auth";
import { deleteSession } from "../../services/sessions";
import { toPublicUser } from "../../services/users";

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/auth/user",
    { onRequest: requireUser, schema: { response: { 200: publicUserSchema, "4xx": apiErrorSchema } } },
    async (request) => toPublicUser(request.user),
  );

  // Ends the session it was called with, whether it came as a cookie or a bearer token.
  app.post("/api/auth/logout", { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(app.db, hashToken(token));
    clearSessionCookie(reply);
    return reply.code(204).send(null);
  });

  // The original app's login redirect target; the sign-in page is where logging in happens.
  const redirect = { schema: { response: { 302: z.null().describe("To /signin") } } };
  app.get("/api/login", redirect, async (_request, reply) => reply.redirect("/signin"));
};
