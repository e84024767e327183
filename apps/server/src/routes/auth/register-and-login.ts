import { apiErrorSchema, loginResponseSchema, loginSchema, registerSchema, tokenResponseSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../env";
import { clientAddressKey } from "../../lib/client-address";
import { startSession } from "../../plugins/auth";
import { type AddressLimits, login, register } from "../../services/auth/accounts";
import { sendConfirmation } from "../../services/auth/email-confirmation";
import { startChallenge, twoFactorOn } from "../../services/auth/two-factor";

const addressLimits = (env: Env): AddressLimits => ({
  registerPerAddress: env.REGISTER_LIMIT_PER_ADDRESS,
  loginPerAddress: env.LOGIN_LIMIT_PER_ADDRESS,
});

export const registerAndLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/auth/register",
    {
      config: { quota: "sessionsPerUser" },
      schema: { body: registerSchema, response: { 201: tokenResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const user = await register(app.db, request.body, clientAddressKey(request.ip), addressLimits(app.env));
      const token = await startSession(app, request, reply, user.id);
      // The account stands whether or not the mail goes out: the banner offers a new link (decision 054).
      await sendConfirmation(app.db, app.mailer, app.env.APP_URL, user).catch((error: unknown) =>
        request.log.warn({ err: error, userId: user.id }, "the confirmation e-mail could not be sent"),
      );
      return reply.code(201).send({ token });
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: { quota: "sessionsPerUser" },
      schema: { body: loginSchema, response: { 200: loginResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const user = await login(app.db, request.body, clientAddressKey(request.ip), addressLimits(app.env));
      // Two-factor on (decision 066): no session yet, a challenge that POST /api/auth/two-factor takes with a code.
      if (twoFactorOn(user)) return { twoFactorRequired: true as const, challenge: await startChallenge(app.db, user.id) };
      const token = await startSession(app, request, reply, user.id);
      return { token };
    },
  );
};
