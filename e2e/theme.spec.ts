import { expect, type Page, test } from "./support/fixtures";

/** Spec sections 2 and 9: Light, Dark or System (default), in local storage `theme`; `dark` on <html>. */
async function storeTheme(page: Page, theme: string) {
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
}

const html = (page: Page) => page.locator("html");

/** WCAG relative luminance of a computed `rgb(…)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Issue 10: no light blocks in dark mode. Each block's background is dark and its text readable. */
test("dark mode: the sign-in side panel and the landing bands are dark, with readable text", async ({ page }) => {
  await storeTheme(page, "dark");
  await page.setViewportSize({ width: 1440, height: 900 });
  const blocks = [
    { path: "/signin", block: page.getByRole("complementary", { name: "Why Measured" }) },
    { path: "/", block: page.getByRole("region", { name: "Start measuring what matters" }) },
    { path: "/", block: page.getByRole("region", { name: "What Gets Measured Gets Managed" }) },
  ];
  for (const { path, block } of blocks) {
    await page.goto(path);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    const colors = await block.evaluate((element) => {
      const style = getComputedStyle(element);
      // A gradient band: its lightest stop is the colour to judge.
      const stops = style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
      const heading = element.querySelector("h1, h2") ?? element;
      return { backgrounds: [style.backgroundColor, ...stops], text: getComputedStyle(heading).color };
    });
    const backgrounds = colors.backgrounds.filter((color) => !/rgba\(0, 0, 0, 0\)/.test(color)).map(luminance);
    expect(backgrounds.length, `${path}: the block has a background of its own`).toBeGreaterThan(0);
    const lightest = Math.max(...backgrounds);
    expect(lightest, `${path}: background luminance`).toBeLessThan(0.1);
    expect(contrast(luminance(colors.text), lightest), `${path}: text contrast`).toBeGreaterThanOrEqual(4.5);
  }
});

test("System (the default) follows the colour scheme, live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  // The palette really changes: the page background turns dark.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(11, 17, 32)");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

for (const { stored, scheme, dark } of [
  { stored: "dark", scheme: "light", dark: true },
  { stored: "light", scheme: "dark", dark: false },
  { stored: "system", scheme: "dark", dark: true },
  { stored: "sepia", scheme: "dark", dark: true },
] as const) {
  test(`stored theme ${stored} with a ${scheme} system: ${dark ? "dark" : "light"}`, async ({ page }) => {
    await storeTheme(page, stored);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/signin");
    await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
    if (dark) await expect(html(page)).toHaveClass(/\bdark\b/);
    else await expect(html(page)).not.toHaveClass(/\bdark\b/);
    if (stored === "light" || stored === "dark") {
      // An explicit choice ignores later system changes.
      await page.emulateMedia({ colorScheme: scheme === "dark" ? "light" : "dark" });
      if (dark) await expect(html(page)).toHaveClass(/\bdark\b/);
      else await expect(html(page)).not.toHaveClass(/\bdark\b/);
    }
  });
}

/** The matrix's dark projects (playwright.config.ts, decision 025) really show the app dark: System follows the browser. */
test(
  "the app follows the project's colour scheme while the theme is left at System",
  { tag: "@finding" },
  async ({ page }, testInfo) => {
    await page.goto("/signin");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    if (testInfo.project.use.colorScheme === "dark") await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    else await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  },
);
