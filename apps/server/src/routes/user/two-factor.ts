import {
  apiErrorSchema,
  messageResponseSchema,
  recoveryCodesSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorConfirmSchema,
  twoFactorProofSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientAddressKey } from "../../lib/client-address";
import { confirmSetup, replaceRecoveryCodes, startSetup, turnOff, twoFactorStatus } from "../../services/user/two-factor";

/** Privacy & Security's two-factor authentication with an authenticator app (issue 25, decision 066). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/user/two-factor",
    { schema: { response: { 200: twoFactorStatusSchema, "4xx": apiErrorSchema } } },
    async (request) => twoFactorStatus(app.db, request.userId),
  );

  app.post(
    "/api/user/two-factor/setup",
    {
      config: { quota: "none", why: "replaces the account's one waiting authenticator key" },
      schema: { response: { 200: twoFactorSetupSchema, "4xx": apiErrorSchema } },
    },
    async (request) => startSetup(app.db, request.userId),
  );

  app.post(
    "/api/user/two-factor/confirm",
    {
      config: { quota: "none", why: "turns the waiting key on and replaces the account's ten recovery codes" },
      schema: { body: twoFactorConfirmSchema, response: { 200: recoveryCodesSchema, "4xx": apiErrorSchema } },
    },
    async (request) => ({
      recoveryCodes: await confirmSetup(app.db, request.userId, clientAddressKey(request.ip), request.body),
    }),
  );

  app.post(
    "/api/user/two-factor/disable",
    {
      config: { quota: "none", why: "removes the key and the recovery codes" },
      schema: { body: twoFactorProofSchema, response: { 200: messageResponseSchema, "4xx": apiErrorSchema } },
    },
    async (request) => {
      await turnOff(app.db, request.userId, clientAddressKey(request.ip), request.body);
      return { message: TWO_FACTOR_MESSAGES.turnedOff };
    },
  );

  app.post(
    "/api/user/two-factor/recovery-codes",
    {
      config: { quota: "none", why: "replaces the account's ten recovery codes" },
      schema: { body: twoFactorProofSchema, response: { 200: recoveryCodesSchema, "4xx": apiErrorSchema } },
    },
    async (request) => ({
      recoveryCodes: await replaceRecoveryCodes(app.db, request.userId, clientAddressKey(request.ip), request.body),
    }),
  );
};
