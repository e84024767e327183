import {
  apiErrorSchema,
  clientSchema,
  createClientSchema,
  idParamsSchema,
  patchClientSchema,
  updateClientSchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { repToday } from "../../lib/rep-time-zone";
import { idempotent } from "../../plugins/idempotency";
import { createClient, deleteClient, patchClient, replaceClient } from "../../services/clients/clients-writes";

export const clientWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/clients",
    {
      config: { quota: ["clients", "idempotencyKeysPerUser"] },
      schema: { body: createClientSchema, response: { 201: clientSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const today = repToday(request);
      return idempotent(request, reply, 201, (db) =>
        createClient(db, request.userId, request.user.industry, request.body, today),
      );
    },
  );

  app.put(
    "/api/clients/:id",
    {
      config: { quota: "idempotencyKeysPerUser" },
      schema: { params: idParamsSchema, body: updateClientSchema, response: { 200: clientSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const today = repToday(request);
      return idempotent(request, reply, 200, (db) => replaceClient(db, request.userId, request.params.id, request.body, today));
    },
  );

  app.patch(
    "/api/clients/:id",
    {
      config: { quota: "idempotencyKeysPerUser" },
      schema: { params: idParamsSchema, body: patchClientSchema, response: { 200: clientSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const today = repToday(request);
      return idempotent(request, reply, 200, (db) => patchClient(db, request.userId, request.params.id, request.body, today));
    },
  );

  app.delete(
    "/api/clients/:id",
    {
      config: { quota: "none", why: "removes a lead and its appointments" },
      schema: { params: idParamsSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await deleteClient(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
