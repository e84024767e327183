import { apiErrorSchema, messageResponseSchema, unsubscribeQuerySchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unsubscribe } from "../../services/notifications/unsubscribe";

/**
 * One-click unsubscribe (RFC 8058): the mail program POSTs `List-Unsubscribe=One-Click` as a form to
 * the URI of the digest's List-Unsubscribe header, with no session; the token in the URI says who.
 * The web page /unsubscribe makes the same call when the rep presses its button.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The form body carries nothing the answer depends on; it is read only so the request is accepted.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post(
    "/api/notifications/unsubscribe",
    {
      config: { quota: "none", why: "turns one setting off" },
      schema: { querystring: unsubscribeQuerySchema, response: { 200: messageResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request) => ({ message: await unsubscribe(app.db, request.query.token) }),
  );
};
