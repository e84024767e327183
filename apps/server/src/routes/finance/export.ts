import { Readable } from "node:stream";
import { apiErrorSchema, financeExportQuerySchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { repToday } from "../../lib/rep-time-zone";
import { takeExportLease, underLease } from "../../services/exports/export-lease";
import { financeYearCsv } from "../../services/finance/export-finance";

/** The Finance screen's Export (spec section 7): the tax year as CSV, one export per rep at a time (decision 053). */
export const financeExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/export/expenses",
    {
      config: { download: "text/csv" },
      schema: { querystring: financeExportQuerySchema, response: { 200: z.string(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      // Without ?year=, the rep's current year (the zone cookie's, else Los Angeles).
      const year = request.query.year ?? Number(repToday(request).slice(0, 4));
      const lease = await takeExportLease(app.db, request.userId);
      const csv = underLease(lease, financeYearCsv(app.db, request.userId, year));
      return (
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="measured-finances-${year}.csv"`)
          // Fastify sends a stream as it comes; the 200 schema only describes the file's text for the API document.
          .send(Readable.from(csv) as unknown as string)
      );
    },
  );
};
