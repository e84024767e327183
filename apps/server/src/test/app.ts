import { freshDatabase } from "@measured/db/testing";
import { test as base } from "vitest";
import { type App, buildApp } from "../app";
import { loadEnv } from "../env";
import type { GoogleAuth } from "../services/google";
import { createMemoryMailer } from "../services/mailer";

export const TEST_APP_URL = "http://measured.test";

export interface TestContext {
  app: App;
  outbox: ReturnType<typeof createMemoryMailer>["outbox"];
}

export async function buildTestApp(options: { google?: GoogleAuth; env?: Record<string, string> } = {}) {
  const database = await freshDatabase();
  const mailer = createMemoryMailer();
  const env = loadEnv({ NODE_ENV: "test", APP_URL: TEST_APP_URL, LOG_LEVEL: "silent", ...options.env });
  const app = await buildApp({ env, database, mailer, google: options.google });
  await app.ready();
  return {
    app,
    outbox: mailer.outbox,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** `test` with a fresh app and database per test: `test("…", async ({ app }) => …)`. */
export const test = base.extend<TestContext & { built: Awaited<ReturnType<typeof buildTestApp>> }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring
  built: async ({}, use) => {
    const built = await buildTestApp();
    await use(built);
    await built.close();
  },
  app: async ({ built }, use) => use(built.app),
  outbox: async ({ built }, use) => use(built.outbox),
});
