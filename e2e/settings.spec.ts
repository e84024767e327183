import { axeReport } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";
import { expectToast } from "./support/ui";

test.use({ timezoneId: "America/Denver" });

test.describe("Settings", () => {
  test("the e-mail switch is saved with the browser's zone and stays on after a reload", async ({ page }) => {
    await signInOnboarded(page, "settings");
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

    const email = page.getByRole("switch", { name: "Email notifications" });
    await expect(email).not.toBeChecked();
    await email.click();
    await expect(email).toBeChecked();
    await expect
      .poll(async () => (await page.request.get("/api/user/notifications")).json())
      .toEqual({ emailNotifications: true, locationTracking: true, timeZone: "America/Denver", autoBackup: true });

    await page.reload();
    await expect(page.getByRole("switch", { name: "Email notifications" })).toBeChecked();

    // Only switches that drive something (decision 039): e-mail, the mileage tracker's location and the
    // weekly auto backup; Export All Data builds a real archive (issue 25, e2e/data-export.spec.ts).
    await expect(page.getByRole("main").getByRole("switch")).toHaveCount(3);
    await expect(page.getByRole("main").getByRole("button", { name: "Export All Data" })).toHaveCount(1);
  });

  test("a failed save flips the switch back and says so", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    await signInOnboarded(page, "settings-fail");
    await page.route("**/api/user/notifications", (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 500, body: "boom" }) : route.fallback(),
    );
    await page.goto("/settings");
    const email = page.getByRole("switch", { name: "Email notifications" });
    await email.click();
    await expectToast(page, "Failed to update preferences");
    await expect(email).not.toBeChecked();
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`Settings accessibility (${colorScheme})`, () => {
    test.use({ colorScheme });
    test("axe finds nothing on Settings", async ({ page }) => {
      const axe = axeReport(page);
      await signInOnboarded(page, `settings-a11y-${colorScheme}`);
      await page.goto("/settings");
      await expect(page.getByRole("switch", { name: "Email notifications" })).toBeVisible();
      await axe.check(`settings (${colorScheme})`);
      axe.expectClean();
    });
  });
}
