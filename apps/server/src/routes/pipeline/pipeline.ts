import { apiErrorSchema, pipelineSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendJsonText, serializedText } from "../../lib/json-text";
import { pipelineCacheKey, pipelineFor } from "../../services/pipeline/pipeline";

export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/pipeline", { schema: { response: { 200: pipelineSchema, "4xx": apiErrorSchema } } }, async (request, reply) => {
    const key = pipelineCacheKey(request.user);
    let json = app.dashboardCache.get(key);
    if (json === undefined) {
      json = serializedText(reply, await pipelineFor(app.db, request.user));
      app.dashboardCache.set(key, json);
    }
    return sendJsonText(reply, json);
  });
};
