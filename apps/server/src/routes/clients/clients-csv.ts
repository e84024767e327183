import { Readable } from "node:stream";
import { apiErrorSchema, importLeadsReportSchema, importLeadsSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { repTimeZone, repToday } from "../../lib/rep-time-zone";
import { leadsCsv } from "../../services/clients/export-leads";
import { importLeads } from "../../services/clients/import-leads";
import { takeExportLease, underLease } from "../../services/exports/export-lease";

/** Leads as a spreadsheet (decision 031): the whole book out, a file in (sent in parts: IMPORT_ROWS_PER_REQUEST rows, IMPORT_PART_BYTES). */
export const clientCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/clients/export",
    { config: { download: "text/csv" }, schema: { response: { 200: z.string(), "4xx": apiErrorSchema } } },
    async (request, reply) => {
      const lease = await takeExportLease(app.db, request.userId);
      const csv = underLease(lease, leadsCsv(app.db, request.userId, repTimeZone(request)));
      const day = repToday(request);
      return (
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="measured-leads-${day}.csv"`)
          // Fastify sends a stream as it comes; the 200 schema only describes the file's text for the API document.
          .send(Readable.from(csv) as unknown as string)
      );
    },
  );

  app.post(
    "/api/clients/import",
    {
      config: { quota: "clients" },
      schema: { body: importLeadsSchema, response: { 200: importLeadsReportSchema, "4xx": apiErrorSchema } },
    },
    async (request) => importLeads(app.db, request.userId, request.user.industry, request.body, repToday(request)),
  );
};
