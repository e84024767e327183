import { freshDatabase } from "@measured/db/testing";
import type { FastifyInstance, RouteOptions } from "fastify";
import { test as base } from "vitest";
import { type App, buildApp } from "../app";
import { loadEnv } from "../env";
import { OPENAPI_PATH } from "../plugins/openapi";
import type { GoogleAuth } from "../services/auth/google";
import { createMemoryMailer } from "../services/mail/mailer";

export const TEST_APP_URL = "http://measured.test";

export interface TestContext {
  app: App;
  outbox: ReturnType<typeof createMemoryMailer>["outbox"];
}

export interface RouteInfo {
  method: string;
  url: string;
  schema: RouteOptions["schema"];
  /** The route's options config: its quota declaration (plugins/quota.ts). */
  config: RouteOptions["config"];
}

/**
 * Keys that must never leave the server. The exceptions: the session `token` of the routes that sign in, and the
 * authenticator key that two-factor set-up shows its rep once, to scan or type into the app (decision 066).
 */
const SECRET_KEY = /password|hash|secret|token|googleSub/i;
const TOKEN_ROUTES = new Set(["/api/auth/login", "/api/auth/register", "/api/auth/two-factor", "/api/auth/demo"]);
const SHOWN_ONCE: Record<string, string> = { "/api/user/two-factor/setup": ".secret" };

function secretKeys(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeys(v, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => [
    // A true or false (`hasPassword`) says whether there is one, never what it is.
    ...(SECRET_KEY.test(k) && typeof v !== "boolean" ? [`${path}.${k}`] : []),
    ...secretKeys(v, `${path}.${k}`),
  ]);
}

/**
 * Every answer in every API test passes through here: one that carries a secret-looking
 * key fails the test that caused it.
 */
function watchForLeaks(app: FastifyInstance, leaks: string[]) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" || !String(reply.getHeader("content-type") ?? "").includes("json")) return payload;
    // The API's description names fields such as `password`; it carries no values.
    if (request.routeOptions.url === OPENAPI_PATH) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    const route = request.url.split("?")[0] ?? "";
    const found = secretKeys(body).filter(
      // Field names in a validation answer (`errors.password`) are names, not values.
      (k) => !(TOKEN_ROUTES.has(route) && k === ".token") && SHOWN_ONCE[route] !== k && !k.startsWith(".errors."),
    );
    if (found.length > 0) leaks.push(`${request.method} ${route} answered with ${found.join(", ")}`);
    return payload;
  });
}

export async function buildTestApp(options: { google?: GoogleAuth; env?: Record<string, string> } = {}) {
  const database = await freshDatabase();
  const mailer = createMemoryMailer();
  const routes: RouteInfo[] = [];
  const leaks: string[] = [];
  const env = loadEnv({ NODE_ENV: "test", APP_URL: TEST_APP_URL, LOG_LEVEL: "silent", ...options.env });
  const app = await buildApp({
    env,
    database,
    mailer,
    google: options.google,
    configure(instance) {
      instance.addHook("onRoute", (route) => {
        for (const method of [route.method].flat()) {
          if (method !== "HEAD") routes.push({ method, url: route.url, schema: route.schema, config: route.config });
        }
      });
      watchForLeaks(instance, leaks);
    },
  });
  await app.ready();
  return {
    app,
    outbox: mailer.outbox,
    routes,
    async close() {
      await app.close();
      await database.close();
      if (leaks.length > 0) throw new Error(`Secrets in API answers:\n${leaks.join("\n")}`);
    },
  };
}

export type BuiltTestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** `test` with a fresh app and database per test: `test("…", async ({ app }) => …)`. */
export const test = base.extend<TestContext & { built: BuiltTestApp }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring
  built: async ({}, use) => {
    const built = await buildTestApp();
    await use(built);
    await built.close();
  },
  app: async ({ built }, use) => use(built.app),
  outbox: async ({ built }, use) => use(built.outbox),
});
