import { apiErrorSchema, expenseSchema, idParamsSchema, RECEIPT_LIMITS, RECEIPT_TOO_LARGE } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachReceipt, readReceipt, removeReceipt } from "../../services/finance/receipts";

/**
 * An expense's receipt photo (issue 23): sent as the request's bytes (PUT, any image type; the file's own
 * bytes decide what it is), served to its owner, removed. Only these routes take a body that is not JSON.
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  // In this plugin only: any body that is not JSON arrives as bytes, up to the photo limit; what it is,
  // the service reads from the bytes themselves (a PDF renamed .jpg is refused there).
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: RECEIPT_LIMITS.maxUploadBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    "/api/expenses/:id/receipt",
    {
      bodyLimit: RECEIPT_LIMITS.maxUploadBytes,
      config: { quota: "receipts", tooLargeMessage: RECEIPT_TOO_LARGE },
      schema: { params: idParamsSchema, response: { 200: expenseSchema, "4xx": apiErrorSchema } },
    },
    async (request) => attachReceipt(app.db, request.userId, request.params.id, request.body),
  );

  app.get(
    "/api/expenses/:id/receipt",
    {
      config: { download: "image/jpeg" },
      schema: { params: idParamsSchema, response: { 200: z.string(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      const receipt = await readReceipt(app.db, request.userId, request.params.id);
      return (
        reply
          .type(receipt.contentType)
          // The rep's own photo: kept by their browser only, and never read as anything but an image.
          .header("cache-control", "private, max-age=3600")
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", `inline; filename="receipt-${request.params.id}.jpg"`)
          // Fastify sends bytes as they are; the 200 schema only describes the file for the API document.
          .send(receipt.bytes as unknown as string)
      );
    },
  );

  app.delete(
    "/api/expenses/:id/receipt",
    {
      config: { quota: "none", why: "removes a receipt photo" },
      schema: { params: idParamsSchema, response: { 204: z.null(), "4xx": apiErrorSchema } },
    },
    async (request, reply) => {
      await removeReceipt(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
