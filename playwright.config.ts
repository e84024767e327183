import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { APP_URL } from "./e2e/support/env";
import { chromiumLaunchOptions, e2eWebServers } from "./e2e/support/servers";

if (!existsSync(new URL("./apps/web/dist/index.html", import.meta.url))) {
  throw new Error("apps/web/dist is missing: run `npm run build` before the browser tests.");
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 1 : 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: APP_URL,
    launchOptions: chromiumLaunchOptions(),
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "phone",
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: e2eWebServers(),
});
