import { apiErrorSchema, pipelineSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCachedAnswer } from "../../lib/json-text";
import { pipelineCacheKey, pipelineFor } from "../../services/pipeline/pipeline";

export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/pipeline", { schema: { response: { 200: pipelineSchema, "4xx": apiErrorSchema } } }, async (request, reply) =>
    sendCachedAnswer(reply, app.answerCache, pipelineCacheKey(request.user), () => pipelineFor(app.db, request.user)),
  );
};
