import { apiErrorSchema, changeIndustrySchema, publicUserSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toPublicUser } from "../../services/auth/users";
import { changeIndustry } from "../../services/user/industry";

export const industryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    "/api/user/industry",
    {
      config: { quota: ["activeMetrics", "allMetrics"] },
      schema: { body: changeIndustrySchema, response: { 200: publicUserSchema, "4xx": apiErrorSchema } },
    },
    async (request) => toPublicUser(await changeIndustry(app.db, request.userId, request.body.industry)),
  );
};
