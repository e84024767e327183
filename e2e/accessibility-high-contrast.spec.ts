import sharp from "sharp";
import { axeReport } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { createTestUser, registerViaApi } from "./support/users";

/**
 * axe (WCAG 2.1 A and AA) with Theme & Display's High contrast on, in light and dark: the screens of
 * issue 25 (the landing page, Profile with its crop dialog, Settings, Privacy & Security with every section
 * showing and the two-factor set-up dialog open), then every other screen of the app, filled with a Try the
 * demo account's three months.
 */
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`Accessibility in high contrast (${colorScheme})`, () => {
    test.use({ colorScheme });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() =>
        window.localStorage.setItem(
          "displaySettings",
          JSON.stringify({ compactMode: false, animations: true, highContrast: true }),
        ),
      );
    });

    test("landing, profile and its crop dialog, settings, privacy & security and two-factor set-up", async ({ page }) => {
      test.slow(); // Six screens, an axe run each.
      const axe = axeReport(page);
      const html = page.locator("html");
      await page.goto("/");
      await expect(html).toHaveClass(/\bhigh-contrast\b/);
      if (colorScheme === "dark") await expect(html).toHaveClass(/\bdark\b/);
      await expect(page.getByRole("button", { name: "Try the Demo" })).toBeVisible();
      await axe.check("landing");

      const rep = createTestUser(`contrast-${colorScheme}`);
      await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
      await page.goto("/profile");
      await expect(page.getByRole("button", { name: "Change Photo" })).toBeVisible();
      await axe.check("profile");
      const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#4a6fa5" } })
        .png()
        .toBuffer();
      await page.getByLabel("Photo file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
      const crop = page.getByRole("dialog", { name: "Change Photo" });
      await expect(crop.getByRole("button", { name: "Save Photo" })).toBeEnabled();
      await axe.check("change photo dialog");
      await page.keyboard.press("Escape");

      await page.goto("/settings");
      await expect(page.getByRole("button", { name: "Export All Data" })).toBeVisible();
      await axe.check("settings");

      await page.goto("/privacy");
      const tracking = page.getByRole("switch", { name: "Analytics tracking" });
      await tracking.click();
      await expect(page.getByText("Recorded in the last 90 days")).toBeVisible();
      await expect(page.getByLabel("Sign out after")).toBeVisible();
      await axe.check("privacy & security");
      await page.getByRole("button", { name: "Set Up", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await axe.check("two-factor set-up dialog");
      axe.expectClean();
    });

    test("every other screen, filled with a demo's three months", async ({ page }) => {
      test.slow(); // Ten screens, an axe run each.
      const axe = axeReport(page);
      const opened = await page.request.post("/api/auth/demo", { data: {} });
      expect(opened.status()).toBe(201);
      const screens: [string, string][] = [
        ["/", "Dashboard"],
        ["/daily-input", "Daily Input"],
        ["/pipeline", "Pipeline"],
        ["/clients", "Leads"],
        ["/expenses", "Expenses"],
        ["/goals", "My Goals"],
        ["/teams", "Teams"],
        ["/customize-metrics", ""],
        ["/change-industry", "Change Industry Template"],
        ["/theme-settings", "Theme & Display"],
      ];
      for (const [path, title] of screens) {
        await page.goto(path);
        const heading = page.getByRole("heading", { level: 1, ...(title ? { name: title } : {}) });
        await expect(heading).toBeVisible();
        await expect(page.locator("html")).toHaveClass(/\bhigh-contrast\b/);
        // Wait for the screen's data: no loading line left.
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        await axe.check(path);
      }
      axe.expectClean();
    });
  });
}
