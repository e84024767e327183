import {
  apiErrorSchema,
  bulkKpiEntriesSchema,
  cleanupDuplicatesResponseSchema,
  createKpiEntrySchema,
  kpiEntriesQuerySchema,
  kpiEntrySchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotent } from "../../plugins/idempotency";
import { addToDay, cleanupDuplicates, listEntries, setDays } from "../../services/kpi-entries";

export const kpiEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/kpi-entries",
    { schema: { querystring: kpiEntriesQuerySchema, response: { 200: z.array(kpiEntrySchema), "4xx": apiErrorSchema } } },
    async (request) => {
      const { startDate, endDate } = request.query;
      return listEntries(app.db, request.userId, startDate && endDate ? { startDate, endDate } : undefined);
    },
  );

  app.post(
    "/api/kpi-entries",
    { schema: { body: createKpiEntrySchema, response: { 201: kpiEntrySchema, "4xx": apiErrorSchema } } },
    async (request, reply) => {
      const industry = request.user.industry;
      return idempotent(request, reply, 201, (db) => addToDay(db, request.userId, industry, request.body));
    },
  );

  app.post(
    "/api/kpi-entries/bulk",
    {
      schema: {
        body: bulkKpiEntriesSchema,
        response: { 200: z.object({ entries: z.array(kpiEntrySchema) }), "4xx": apiErrorSchema },
      },
    },
    async (request, reply) => {
      const industry = request.user.industry;
      return idempotent(request, reply, 200, async (db) => ({
        entries: await setDays(db, request.userId, industry, request.body.entries),
      }));
    },
  );

  app.post("/api/cleanup/duplicates", { schema: { response: { 200: cleanupDuplicatesResponseSchema } } }, async (request) => {
    const deletedCount = await cleanupDuplicates(app.db, request.userId);
    const message =
      deletedCount === 0
        ? "No duplicate entries found"
        : `Removed ${deletedCount} duplicate entr${deletedCount === 1 ? "y" : "ies"}`;
    return { message, deletedCount };
  });
};
