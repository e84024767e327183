import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a stray console error or uncaught page error. Chromium also
 * logs each 4xx/5xx answer as "Failed to load resource"; the signed-out user check
 * (401 from /api/auth/user) is expected everywhere, and a test that provokes another
 * error answer says so with `consoleErrors.allow(...)`.
 */
interface ConsoleErrors {
  allow(pattern: RegExp): void;
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
}

const ALWAYS_ALLOWED: readonly { text: RegExp; url?: RegExp }[] = [
  { text: /Failed to load resource: the server responded with a status of 401/, url: /\/api\/auth\/user$/ },
];

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        const url = message.location().url;
        const expected =
          ALWAYS_ALLOWED.some((rule) => rule.text.test(text) && (!rule.url || rule.url.test(url))) ||
          allowed.some((pattern) => pattern.test(`${text} ${url}`));
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
