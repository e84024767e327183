import {
  apiErrorSchema,
  bulkKpiEntriesSchema,
  cleanupDuplicatesResponseSchema,
  createKpiEntrySchema,
  encodeEntryCursor,
  kpiEntriesPageQuerySchema,
  kpiEntrySchema,
  PAGE_SIZE,
  quickEntryAnswerSchema,
  undoQuickEntryAnswerSchema,
  undoQuickEntrySchema,
} from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotent } from "../../plugins/idempotency";
import { listEntries } from "../../services/metrics/kpi-entries-reads";
import { addToDay, cleanupDuplicates, setDays } from "../../services/metrics/kpi-entries-writes";
import { undoQuickEntries } from "../../services/metrics/undo-quick-entry";

export const kpiEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/kpi-entries",
    {
      schema: {
        querystring: kpiEntriesPageQuerySchema,
        response: { 200: z.array(kpiEntrySchema), "4xx": apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { startDate, endDate, cursor, limit = PAGE_SIZE.default } = request.query;
      const range = startDate && endDate ? { startDate, endDate } : undefined;
      const page = await listEntries(app.db, request.userId, { range, after: cursor, limit });
      // The body stays an array (the spec's client reads one); the next page is named in headers.
      if (page.next) {
        const next = encodeEntryCursor(page.next);
        const query = new URLSearchParams({ ...range, ...(request.query.limit ? { limit: String(limit) } : {}), cursor: next });
        reply.header("x-next-cursor", next).header("link", `</api/kpi-entries?${query}>; rel="next"`);
      }
      return page.entries;
    },
  );

  app.post(
    "/api/kpi-entries",
    {
      config: { quota: ["activeMetrics", "allMetrics", "idempotencyKeysPerUser"] },
      schema: { body: createKpiEntrySchema, response: { 201: quickEntryAnswerSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const industry = request.user.industry;
      // The answer says what this request added: stored with its Idempotency-Key, it is what an undo takes back.
      return idempotent(request, reply, 201, async (db) => ({
        ...(await addToDay(db, request.userId, industry, request.body)),
        added: request.body.value,
      }));
    },
  );

  app.post(
    "/api/kpi-entries/undo",
    {
      // Marks each key undone (a row per key, bounded by the keys it undoes), stores no entry.
      config: { quota: ["entriesPerRequest", "idempotencyKeysPerUser"] },
      schema: { body: undoQuickEntrySchema, response: { 200: undoQuickEntryAnswerSchema, "4xx": apiErrorSchema } },
    },
    async (request) => ({ entries: await undoQuickEntries(app.db, request.userId, request.body.idempotencyKeys) }),
  );

  app.post(
    "/api/kpi-entries/bulk",
    {
      config: { quota: ["entriesPerRequest", "activeMetrics", "allMetrics", "idempotencyKeysPerUser"] },
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

  app.post(
    "/api/cleanup/duplicates",
    { config: { quota: "none", why: "merges and removes" }, schema: { response: { 200: cleanupDuplicatesResponseSchema } } },
    async (request) => {
      const deletedCount = await cleanupDuplicates(app.db, request.userId);
      const message =
        deletedCount === 0
          ? "No duplicate entries found"
          : `Removed ${deletedCount} duplicate entr${deletedCount === 1 ? "y" : "ies"}`;
      return { message, deletedCount };
    },
  );
};
