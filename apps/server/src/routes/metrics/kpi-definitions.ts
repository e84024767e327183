import { apiErrorSchema, createKpiDefinitionSchema, idParamsSchema, kpiDefinitionSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createDefinition,
  deactivateDefinition,
  listActiveDefinitions,
  toKpiDefinition,
} from "../../services/metrics/kpi-definitions";

export const kpiDefinitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/kpi-definitions",
    { config: { quota: "activeMetrics" }, schema: { response: { 200: z.array(kpiDefinitionSchema) } } },
    async (request) => (await listActiveDefinitions(app.db, request.userId)).map(toKpiDefinition),
  );

  app.post(
    "/api/kpi-definitions",
    {
      config: { quota: ["activeMetrics", "allMetrics"] },
      schema: { body: createKpiDefinitionSchema, response: { 201: kpiDefinitionSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const industry = request.user.industry;
      const row = await createDefinition(app.db, request.userId, industry, request.body);
      return reply.code(201).send(toKpiDefinition(row));
    },
  );

  app.delete(
    "/api/kpi-definitions/:id",
    {
      config: { quota: "none", why: "deactivates a metric in place" },
      schema: { params: idParamsSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await deactivateDefinition(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
