import { apiErrorSchema, pipelineSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pipelineFor } from "../../services/pipeline/pipeline";

export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/pipeline", { schema: { response: { 200: pipelineSchema, "4xx": apiErrorSchema } } }, async (request) =>
    pipelineFor(app.db, request.user),
  );
};
