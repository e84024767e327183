import swagger, { type SwaggerTransform } from "@fastify/swagger";
import { apiErrorSchema } from "@measured/core";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_COOKIE } from "./auth";

export const OPENAPI_PATH = "/api/openapi.json";

/** The API: everything under /api plus the health probe. The SPA fallback and static files are not. */
export const isApiRoute = (url: string) => url.startsWith("/api/") || url === "/healthz";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A download's media type (`text/csv`): its 200 answer is declared as that, not as JSON. */
    download?: string;
    /** What a body over the route's bodyLimit is told (413), instead of Fastify's words. */
    tooLargeMessage?: string;
  }
}

/** Where the onRoute hook leaves a route's `config.download` for the transform (which sees no config). */
const DOWNLOAD_KEY = "x-download";

/** The Zod provider's transform for API routes; every other route is hidden from the document. */
const apiOnlyTransform: SwaggerTransform = (input) => {
  if (!isApiRoute(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const download = (input.schema as { [DOWNLOAD_KEY]?: string })[DOWNLOAD_KEY];
  if (!download) return transformed;
  // The provider writes every answer as JSON; a download's success is a file of its own type.
  const schema = transformed.schema as { response?: Record<string, unknown> };
  const response = {
    ...schema.response,
    200: { description: "A file", content: { [download]: { schema: { type: "string" } } } },
  };
  return { ...transformed, schema: { ...schema, response } };
};

/**
 * Collects every route's Zod schemas (so register it before the routes) into an OpenAPI 3.1
 * document, served at /api/openapi.json without a session. The document is built once, at the
 * first request, from the routes as registered: it cannot drift from what the server validates.
 */
export async function registerOpenApi(app: FastifyInstance) {
  declareErrorAnswers(app);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Measured API",
        description: "Activity, pipeline and money tracking for field sales reps.",
        version: "0.1.0",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: apiOnlyTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: "This document",
        response: { 200: z.looseObject({ openapi: z.literal("3.1.0") }) },
      },
    },
    async () => app.swagger(),
  );
}

/**
 * Every non-2xx answer has the one error body of plugins/errors.ts, whichever route it came from
 * (validation, a missing session, CSRF, a rate limit, a database outage), so every API route
 * declares it: a route inherits "4xx" and "5xx" unless it declares its own.
 */
function declareErrorAnswers(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (!isApiRoute(route.url)) return;
    const schema = route.schema ?? {};
    const response = (schema.response ?? {}) as Record<string, unknown>;
    const download = route.config?.download ? { [DOWNLOAD_KEY]: route.config.download } : {};
    route.schema = { ...schema, ...download, response: { "4xx": apiErrorSchema, "5xx": apiErrorSchema, ...response } };
  });
}
