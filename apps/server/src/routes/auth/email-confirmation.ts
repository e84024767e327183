import { apiErrorSchema, CONFIRMATION_MESSAGES, confirmEmailSchema, messageResponseSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/auth";
import { confirmEmail, resendConfirmation } from "../../services/auth/email-confirmation";

/** The confirmation link's landing call, and a new link on request (decision 054). */
export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed in or not: the link may be opened on another device than the one that signed up.
  app.post(
    "/api/auth/confirm-email",
    {
      config: { quota: "none", why: "spends the account's one link, sets a flag in place" },
      schema: { body: confirmEmailSchema, response: { 200: messageResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request) => {
      await confirmEmail(app.db, request.body.token);
      return { message: CONFIRMATION_MESSAGES.confirmed };
    },
  );

  app.post(
    "/api/auth/confirm-email/resend",
    {
      config: { quota: "none", why: "replaces the account's one link; five an hour" },
      onRequest: requireUser,
      schema: { response: { 200: messageResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request) => {
      const email = await resendConfirmation(app.db, app.mailer, app.env.APP_URL, request.user.id);
      return { message: CONFIRMATION_MESSAGES.sent(email) };
    },
  );
};
