import { apiErrorSchema, stageRecordsQuerySchema, stageRecordsSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { stageRecords } from "../../services/pipeline/stage-records";

/** GET /api/pipeline/stage-records: the leads that reached a pipeline step (decision 047). */
export const stageRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/pipeline/stage-records",
    { schema: { querystring: stageRecordsQuerySchema, response: { 200: stageRecordsSchema, "4xx": apiErrorSchema } } },
    async (request) => stageRecords(app.db, request.userId, request.query.stage, request.query.page),
  );
};
