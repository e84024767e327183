import { Readable } from "node:stream";
import { apiErrorSchema, dataExportSchema, idParamsSchema, latestDataExportSchema } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { archiveDownload, getDataExport, latestDataExport, startDataExport } from "../../services/exports/archive-job";
import { takeExportLease, underLease } from "../../services/exports/export-lease";

/**
 * Export All Data (Settings) and Download My Data (Privacy & Security), issue 25: start an archive of
 * everything the rep owns, follow its progress, and download it once built; only its owner can, for a day.
 */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/user/exports",
    {
      config: { quota: "dataExportsPerDay" },
      schema: { response: { 200: dataExportSchema, 201: dataExportSchema, "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      // A second press while one is queued or running answers that one (200): one export per rep at a time.
      const started = await startDataExport(app.db, request.userId, { log: request.log });
      return reply.code(started.created ? 201 : 200).send(started.export);
    },
  );

  app.get("/api/user/exports/latest", { schema: { response: { 200: latestDataExportSchema } } }, async (request) => ({
    export: await latestDataExport(app.db, request.userId),
  }));

  app.get(
    "/api/user/exports/:id",
    { schema: { params: idParamsSchema, response: { 200: dataExportSchema, "4xx": apiErrorSchema } } },
    async (request) => getDataExport(app.db, request.userId, request.params.id),
  );

  app.get(
    "/api/user/exports/:id/download",
    {
      config: { download: "application/zip" },
      schema: { params: idParamsSchema, response: { 200: z.string(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const archive = await archiveDownload(app.db, request.userId, request.params.id);
      // One export of the rep's at a time, like the CSV exports: seventy downloads of one archive at once
      // would otherwise hold every export read of the process, and other reps' exports would get 503.
      const lease = await takeExportLease(app.db, request.userId);
      const day = archive.createdAt.toISOString().slice(0, 10);
      return (
        reply
          .type("application/zip")
          .header("content-length", String(archive.byteSize))
          .header("content-disposition", `attachment; filename="measured-data-${day}.zip"`)
          // The rep's whole account: never kept by a shared cache.
          .header("cache-control", "private, no-store")
          // Fastify sends a stream as it comes; the 200 schema only describes the file for the API document.
          .send(Readable.from(underLease(lease, archive.chunks)) as unknown as string)
      );
    },
  );
};
