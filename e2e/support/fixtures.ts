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
  // A load shows the server's markup before the app has hydrated it, and a press in between is lost
  // (a slow CI machine hit that window after a reload and after a goto): a reload, and a goto that
  // opens one of the app's pages, return once the app marks itself ready (App.tsx).
  page: async ({ page, javaScriptEnabled }, use) => {
    const appReady = async (answer: Awaited<ReturnType<Page["goto"]>>) => {
      // Without JavaScript (the server-rendered pages' tests) no app mounts to set the mark.
      if (javaScriptEnabled && answer?.headers()["content-type"]?.startsWith("text/html"))
        await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      return answer;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => appReady(await reload(options));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => appReady(await goto(url, options));
    await use(page);
  },
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
