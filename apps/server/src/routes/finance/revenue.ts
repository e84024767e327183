import {
  apiErrorSchema,
  createRevenueSchema,
  financeListQuerySchema,
  idParamsSchema,
  revenueSchema,
  updateRevenueSchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotent } from "../../plugins/idempotency";
import { createRevenue, deleteRevenue, listRevenue, updateRevenue } from "../../services/finance/revenue";
import { nameNextPage, pageQuery } from "./next-page";

export const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/revenue",
    { schema: { querystring: financeListQuerySchema, response: { 200: z.array(revenueSchema), "4xx": apiErrorSchema } } },
    async (request, reply) => {
      const page = await listRevenue(app.db, request.userId, pageQuery(request.query));
      nameNextPage(reply, "/api/revenue", request.query, page.next);
      return page.revenue;
    },
  );

  app.post(
    "/api/revenue",
    {
      config: { quota: ["revenueEntries", "idempotencyKeysPerUser"] },
      schema: { body: createRevenueSchema, response: { 201: revenueSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => idempotent(request, reply, 201, (db) => createRevenue(db, request.userId, request.body)),
  );

  app.patch(
    "/api/revenue/:id",
    {
      config: { quota: "none", why: "changes a revenue entry in place" },
      schema: { params: idParamsSchema, body: updateRevenueSchema, response: { 200: revenueSchema, "4xx": apiErrorSchema } },
    },
    async (request) => updateRevenue(app.db, request.userId, request.params.id, request.body),
  );

  app.delete(
    "/api/revenue/:id",
    {
      config: { quota: "none", why: "removes a revenue entry" },
      schema: { params: idParamsSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await deleteRevenue(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
