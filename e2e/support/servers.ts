import type { PlaywrightTestConfig } from "@playwright/test";
import { APP_PORT, APP_URL, DATA_DIR, MAIL_LOG_FILE, OIDC_ISSUER, OIDC_PORT } from "./env";

/** Debian's Chromium, never a downloaded browser, kept off the network (tooling notes). */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  return {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  };
}

/**
 * The two servers a browser run needs: the OIDC mock standing in for Google, and the app as in
 * production (built SPA, PGlite in the run's temporary DATA_DIR). `cwd` is the repository root.
 */
type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, unknown[]>[number];

export function e2eWebServers(cwd?: string): WebServer[] {
  return [
    {
      command: "node e2e/support/oidc-mock.mjs",
      ...(cwd ? { cwd } : {}),
      env: { OIDC_MOCK_PORT: OIDC_PORT },
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The compiled server, as `npm start` runs it in production (npm run build makes it, as for the web app),
      // after the state no request can make is written to its empty data directory.
      command: "node --import tsx e2e/support/seed-before-server.ts && node apps/server/dist/server.js",
      ...(cwd ? { cwd } : {}),
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
        RESET_LIMIT_PER_ADDRESS: "100000",
        DEMO_LIMIT_PER_ADDRESS: "100000",
        // The morning digest sweeps every minute, so a browser test can read it from the mail log.
        FOLLOW_UP_DIGEST_CRON: "* * * * *",
      },
    },
  ];
}
