import { apiErrorSchema, publicUserSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { hashToken } from "../../lib/tokens";
import { bearerToken, clearSessionCookie, cookieToken, requireUser } from "../../plugins/auth";
import { deleteSessions } from "../../services/auth/sessions";
import { toPublicUser } from "../../services/auth/users";

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/auth/user",
    {
      config: { quota: "none", why: "selectedKpis are catalogue ids" },
      onRequest: requireUser,
      schema: { response: { 200: publicUserSchema, "4xx": apiErrorSchema } },
    },
    async (request) => toPublicUser(request.user),
  );

  // Ends the session of every credential the request carries: the bearer's and the cookie's. So
  // whichever of them signs the request in (plugins/auth.ts) ends, and the cookie cleared here
  // leaves no session behind that nobody holds. Signed out, it still answers 204.
  app.post(
    "/api/auth/logout",
    { config: { quota: "none", why: "ends a session" }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const tokens = [bearerToken(request), cookieToken(request)].filter((t): t is string => Boolean(t));
      await deleteSessions(app.db, tokens.map(hashToken));
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  // The original app's login redirect target; the sign-in page is where logging in happens.
  const redirect = { schema: { response: { 302: z.null().describe("To /signin") } } };
  app.get("/api/login", redirect, async (_request, reply) => reply.redirect("/signin"));
};
