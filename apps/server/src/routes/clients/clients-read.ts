import {
  apiErrorSchema,
  clientSchema,
  clientsListQuerySchema,
  clientsSummarySchema,
  encodeClientCursor,
  encodeKeyedClientCursor,
  FOLLOW_UPS_DUE_MAX,
  idParamsSchema,
  PAGE_SIZE,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendJsonText } from "../../lib/json-text";
import { repToday } from "../../lib/rep-time-zone";
import { clientsSummary, followUpsDue, getClient, listClients } from "../../services/clients/clients-reads";

export const clientReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/clients",
    {
      schema: {
        querystring: clientsListQuerySchema,
        response: { 200: z.array(clientSchema), "4xx": apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { q, status, cursor, sort, limit = PAGE_SIZE.default } = request.query;
      const page = await listClients(app.db, request.userId, { q, status, after: cursor, limit, sort });
      // The body stays an array (the spec's client reads one); the next page is named in headers.
      if (page.next) {
        const next = "sort" in page.next ? encodeKeyedClientCursor(page.next) : encodeClientCursor(page.next);
        const query = new URLSearchParams({
          ...(q ? { q } : {}),
          ...(status ? { status } : {}),
          ...(sort ? { sort } : {}),
          ...(request.query.limit ? { limit: String(limit) } : {}),
          cursor: next,
        });
        reply.header("x-next-cursor", next).header("link", `</api/clients?${query}>; rel="next"`);
      }
      // Written by the database (decision 032): sent as it is, not through the response serializer.
      return sendJsonText(reply, page.json);
    },
  );

  app.get(
    "/api/clients/summary",
    { schema: { response: { 200: clientsSummarySchema, "4xx": apiErrorSchema } } },
    async (request) => clientsSummary(app.db, request.userId),
  );

  app.get(
    "/api/clients/follow-ups-due",
    { schema: { response: { 200: z.array(clientSchema).max(FOLLOW_UPS_DUE_MAX), "4xx": apiErrorSchema } } },
    async (request) => followUpsDue(app.db, request.userId, repToday(request)),
  );

  app.get(
    "/api/clients/:id",
    { schema: { params: idParamsSchema, response: { 200: clientSchema, "4xx": apiErrorSchema } } },
    async (request) => getClient(app.db, request.userId, request.params.id),
  );
};
