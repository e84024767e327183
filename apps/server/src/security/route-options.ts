import { freshDatabase } from "@measured/db/testing";
import type { FastifySchema } from "fastify";
import { buildApp } from "../app";
import { loadEnv } from "../env";
import { createMemoryMailer } from "../services/mail/mailer";

export interface DeclaredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
  config?: { quota?: unknown; why?: unknown };
}

/**
 * Every route the server registers, with the options it was declared with (schemas and config), as
 * the `onRoute` hook sees them: what the quota and schema-bound checks read.
 */
export async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const database = await freshDatabase();
  const routes: DeclaredRoute[] = [];
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: "test", APP_URL: "http://measured.test", LOG_LEVEL: "silent" }),
    database,
    mailer: createMemoryMailer(),
    configure(instance) {
      instance.addHook("onRoute", (route) => {
        for (const method of [route.method].flat()) {
          if (method !== "HEAD") routes.push({ method, url: route.url, schema: route.schema, config: route.config });
        }
      });
    },
  });
  await app.ready();
  await app.close();
  await database.close();
  return routes.filter((r) => r.url.startsWith("/api/"));
}
