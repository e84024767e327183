import { axeReport } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";

/** Theme & Display (/theme-settings, spec sections 2 and 9): it was a not-found page, reached from the account menu. */
test("a theme and each display switch apply at once, from the account menu, and stay after a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signInOnboarded(page, "themescreen");
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).first().click();
  await page.getByRole("menuitem", { name: "Theme & Display" }).click();
  await expect(page).toHaveURL(/\/theme-settings$/);
  await expect(page.getByRole("heading", { name: "Theme & Display", level: 1 })).toBeVisible();
  const html = page.locator("html");

  await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
  await page.getByText("Dark", { exact: true }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe("rgb(11, 17, 32)");

  await page.getByRole("switch", { name: "Compact view" }).click();
  await expect(html).toHaveClass(/\bcompact\b/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("15px");

  const animations = page.getByRole("switch", { name: "Animations" });
  await expect(animations).toBeChecked();
  await animations.click();
  await expect(html).toHaveClass(/\bno-animations\b/);
  // The switches' own sliding knob no longer moves.
  const knobMotion = () =>
    animations.evaluate((element) => {
      const moving = [element, ...element.querySelectorAll("*")].map((e) => getComputedStyle(e).transitionDuration);
      return moving.filter((d) => d !== "0s").length;
    });
  expect(await knobMotion()).toBe(0);

  const contrast = page.getByRole("switch", { name: "High contrast" });
  const muted = () =>
    contrast.evaluate((element) => getComputedStyle(element.closest("li")?.querySelector("span + span") ?? element).color);
  const before = await muted();
  await contrast.click();
  await expect(html).toHaveClass(/\bhigh-contrast\b/);
  expect(await muted()).not.toBe(before);

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).toHaveClass(/\bcompact\b/);
  await expect(html).toHaveClass(/\bno-animations\b/);
  await expect(html).toHaveClass(/\bhigh-contrast\b/);
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Animations" })).not.toBeChecked();

  // Light wins over the dark system setting; System follows it again.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.getByText("Light", { exact: true }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByText("System", { exact: true }).click();
  await expect(html).toHaveClass(/\bdark\b/);
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`Theme & Display accessibility (${colorScheme})`, () => {
    test.use({ colorScheme });
    test("axe finds nothing on Theme & Display, high contrast on or off", async ({ page }) => {
      const axe = axeReport(page);
      await signInOnboarded(page, `theme-a11y-${colorScheme}`);
      await page.goto("/theme-settings");
      await expect(page.getByRole("switch", { name: "High contrast" })).toBeVisible();
      await axe.check(`theme settings (${colorScheme})`);
      await page.getByRole("switch", { name: "High contrast" }).click();
      await expect(page.locator("html")).toHaveClass(/\bhigh-contrast\b/);
      await axe.check(`theme settings, high contrast (${colorScheme})`);
      axe.expectClean();
    });
  });
}
