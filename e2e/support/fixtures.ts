import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a stray console error or uncaught page error. Chromium also
 * logs each 4xx/5xx answer as "Failed to load resource"; a test that provokes an
 * error answer says so with `consoleErrors.allow(...)`. A visitor's page does not
 * ask GET /api/auth/user (the server's HTML says it is signed out), so even that
 * 401 counts.
 */
interface ConsoleErrors {
  allow(pattern: RegExp): void;
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        const url = message.location().url;
        const expected = allowed.some((pattern) => pattern.test(`${text} ${url}`));
        if (!expected) problems.push(`console.error: ${text} (${url})`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, type Page };
