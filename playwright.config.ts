import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { APP_PORT, APP_URL, DATA_DIR, MAIL_LOG_FILE, OIDC_ISSUER, OIDC_PORT } from "./e2e/support/env";

if (!existsSync(new URL("./apps/web/dist/index.html", import.meta.url))) {
  throw new Error("apps/web/dist is missing: run `npm run build` before the browser tests.");
}

const chromium = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

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
    launchOptions: chromium,
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
  webServer: [
    {
      command: "node e2e/support/oidc-mock.mjs",
      env: { OIDC_MOCK_PORT: OIDC_PORT },
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node --import tsx apps/server/src/server.ts",
      url: `${APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      env: {
        PORT: APP_PORT,
        APP_URL,
        DATA_DIR,
        MAIL_LOG_FILE,
        GOOGLE_CLIENT_ID: "measured-e2e",
        GOOGLE_CLIENT_SECRET: "e2e-secret",
        GOOGLE_ISSUER: OIDC_ISSUER,
        NODE_ENV: "production",
        // Keep the piped server output to warnings and errors; e-mails go to MAIL_LOG_FILE.
        LOG_LEVEL: "warn",
        // Every test signs up from 127.0.0.1; the real per-address limits are covered by the API tests.
        REGISTER_LIMIT_PER_ADDRESS: "100000",
        LOGIN_LIMIT_PER_ADDRESS: "100000",
      },
    },
  ],
});
