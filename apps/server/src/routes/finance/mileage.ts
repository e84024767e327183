import {
  apiErrorSchema,
  createMileageSchema,
  financeListQuerySchema,
  idParamsSchema,
  mileageSchema,
  updateMileageSchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotent } from "../../plugins/idempotency";
import { createMileage, deleteMileage, listMileage, updateMileage } from "../../services/finance/mileage";
import { nameNextPage, pageQuery } from "./next-page";

export const mileageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/mileage",
    { schema: { querystring: financeListQuerySchema, response: { 200: z.array(mileageSchema), "4xx": apiErrorSchema } } },
    async (request, reply) => {
      const page = await listMileage(app.db, request.userId, pageQuery(request.query));
      nameNextPage(reply, "/api/mileage", request.query, page.next);
      return page.mileage;
    },
  );

  app.post(
    "/api/mileage",
    {
      config: { quota: ["mileageEntries", "idempotencyKeysPerUser"] },
      schema: { body: createMileageSchema, response: { 201: mileageSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => idempotent(request, reply, 201, (db) => createMileage(db, request.userId, request.body)),
  );

  app.patch(
    "/api/mileage/:id",
    {
      config: { quota: "none", why: "changes a trip in place; its rate follows its day and kind (rateAfterChange)" },
      schema: { params: idParamsSchema, body: updateMileageSchema, response: { 200: mileageSchema, "4xx": apiErrorSchema } },
    },
    async (request) => updateMileage(app.db, request.userId, request.params.id, request.body),
  );

  app.delete(
    "/api/mileage/:id",
    {
      config: { quota: "none", why: "removes a trip" },
      schema: { params: idParamsSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await deleteMileage(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
