import {
  apiErrorSchema,
  changeEmailSchema,
  messageResponseSchema,
  PROFILE_MESSAGES,
  profileSchema,
  updateProfileSchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getProfile, requestEmailChange, updateProfile } from "../../services/user/profile";

/** Profile (spec section 2): the names saved for real, and an e-mail change confirmed by a link (issue 25). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/user/profile", { schema: { response: { 200: profileSchema, "4xx": apiErrorSchema } } }, async (request) =>
    getProfile(app.db, request.userId),
  );

  app.patch(
    "/api/user/profile",
    {
      config: { quota: "none", why: "sets two fields of the rep's own user row" },
      schema: { body: updateProfileSchema, response: { 200: profileSchema, "4xx": apiErrorSchema } },
    },
    async (request) => {
      await updateProfile(app.db, request.userId, request.body);
      return getProfile(app.db, request.userId);
    },
  );

  app.post(
    "/api/user/email",
    {
      config: { quota: "none", why: "replaces the account's one confirmation link; five tries an hour" },
      schema: { body: changeEmailSchema, response: { 200: messageResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request) => {
      const email = await requestEmailChange(app.db, app.mailer, app.env.APP_URL, request.userId, request.body);
      return { message: PROFILE_MESSAGES.emailLinkSent(email) };
    },
  );
};
