/**
 * `npm run screenshots`: every screen at 360, 390 and 1440 px wide, light and dark, full page, into
 * screenshots/<width>-<theme>/<screen>.png, with screenshots/index.html laying them side by side.
 * Not a test suite: its own config and folder, so `npx playwright test` (e2e/) never runs it.
 * Builds nothing: it serves apps/web/dist as the browser tests do (run `npm run build` first).
 */
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { APP_URL } from "../../e2e/support/env";
import { chromiumLaunchOptions, e2eWebServers } from "../../e2e/support/servers";
import { THEMES, WIDTHS } from "./layout";

if (!existsSync(new URL("../../apps/web/dist/index.html", import.meta.url))) {
  throw new Error("apps/web/dist is missing: run `npm run build` before `npm run screenshots`.");
}

// A phone at twice the pixels (Pixel 5 has 2.75): sharp enough to read 10 px labels, half the file size.
const phone = { ...devices["Pixel 5"], deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const desktop = { ...devices["Desktop Chrome"] };

export default defineConfig({
  testDir: ".",
  testMatch: ["screens.ts", "*-screens.ts"],
  fullyParallel: true,
  retries: 0,
  // The machine is shared: one browser at a time unless SCREENSHOTS_WORKERS says otherwise.
  workers: Number(process.env.SCREENSHOTS_WORKERS ?? 1),
  reporter: "list",
  timeout: 120_000,
  expect: { timeout: 10_000 },
  outputDir: "../../test-results/screenshots",
  globalTeardown: "./contact-sheet.ts",
  use: {
    baseURL: APP_URL,
    launchOptions: chromiumLaunchOptions(["--hide-scrollbars"]),
    locale: "en-US",
    timezoneId: "America/Los_Angeles",
    trace: "off",
  },
  projects: WIDTHS.flatMap((width) =>
    THEMES.map((theme) => ({
      name: `${width}-${theme}`,
      metadata: { width, theme },
      use: {
        ...(width < 1024 ? phone : desktop),
        viewport: { width, height: width < 1024 ? 800 : 900 },
        colorScheme: theme,
      },
    })),
  ),
  // As playwright.config.ts: the OIDC mock stands in for Google, so sign-in shows its Google button.
  webServer: e2eWebServers("../.."),
});
