import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    {
      schema: {
        response: {
          200: z.object({ status: z.literal("ok"), database: z.enum(["ok", "busy"]) }),
          503: z.object({ status: z.literal("unavailable") }),
        },
      },
    },
    async (_request, reply) => {
      // With every connection busy the process is alive and the database answering; a probe
      // would only queue behind the load, so say so at once.
      if (app.database.saturated()) return { status: "ok" as const, database: "busy" as const };
      try {
        await app.database.ping();
        return { status: "ok" as const, database: "ok" as const };
      } catch {
        return reply.code(503).send({ status: "unavailable" as const });
      }
    },
  );
};
