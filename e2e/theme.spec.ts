import { expect, type Page, test } from "./support/fixtures";

/** Spec sections 2 and 9: Light, Dark or System (default), in local storage `theme`; `dark` on <html>. */
async function storeTheme(page: Page, theme: string) {
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
}

const html = (page: Page) => page.locator("html");

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
