import {
  apiErrorSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  resetPasswordSchema,
  resetTokenInfoSchema,
  validateResetTokenQuerySchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientAddressKey } from "../../lib/client-address";
import { clearSessionCookie } from "../../plugins/auth";
import {
  emailForResetToken,
  FORGOT_PASSWORD_ANSWER,
  requestPasswordReset,
  resetPassword,
} from "../../services/auth/password-reset";

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/auth/forgot-password",
    {
      config: { quota: "none", why: "replaces the account's one reset token" },
      schema: { body: forgotPasswordSchema, response: { 200: messageResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request) => {
      await requestPasswordReset(
        app.db,
        app.mailer,
        app.env.APP_URL,
        request.body.email,
        clientAddressKey(request.ip),
        app.env.RESET_LIMIT_PER_ADDRESS,
      );
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.get(
    "/api/auth/validate-reset-token",
    { schema: { querystring: validateResetTokenQuerySchema, response: { 200: resetTokenInfoSchema, "4xx": apiErrorSchema } } },
    async (request) => ({ email: await emailForResetToken(app.db, request.query.token) }),
  );

  app.post(
    "/api/auth/reset-password",
    {
      config: { quota: "none", why: "spends the token, sets the password in place" },
      schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const ip = clientAddressKey(request.ip);
      await resetPassword(app.db, request.body.token, request.body.newPassword, ip, app.env.RESET_LIMIT_PER_ADDRESS);
      // The reset ends every session of the account; a browser that opened the link signed in drops its
      // cookie too, so its next page load is signed out rather than refused (issue 10, routes by session).
      clearSessionCookie(reply);
      return { message: "Your password has been reset. Sign in with your new password." };
    },
  );
};
