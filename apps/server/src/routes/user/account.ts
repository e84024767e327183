import {
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  changePasswordSchema,
  deleteAccountSchema,
  messageResponseSchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clearSessionCookie } from "../../plugins/auth";
import { changePassword, deleteAccount } from "../../services/user/account";

/** Privacy & Security (spec section 2): Change Password and Delete Account, made real (issue 25, decision 064). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/user/password",
    {
      config: { quota: "none", why: "replaces the account's one password hash; five tries an hour" },
      schema: { body: changePasswordSchema, response: { 200: messageResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request) => {
      await changePassword(app.db, request.userId, request.sessionId, request.body);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.delete(
    "/api/user/account",
    {
      config: { quota: "none", why: "removes the account and everything it owns" },
      schema: { body: deleteAccountSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await deleteAccount(app.db, request.userId, request.body.confirmation);
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
};
