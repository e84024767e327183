/** Privacy & Security's captures (issue 25): the page, Change Password with messages, Delete Account asking, data collection. */
import { expect, test } from "@playwright/test";
import { createTestUser, registerViaApi } from "../../e2e/support/users";
import { applyTheme, Camera } from "./camera";

test("privacy: the page, change password with messages, delete account", async ({ page }, info) => {
  const camera = new Camera(page, info);
  await applyTheme(page, info);
  await registerViaApi(page.request, createTestUser("shots-privacy"), { industry: "coaching", kpis: ["doorsKnocked"] });
  await camera.shot("privacy", async () => {
    await page.goto("/privacy");
    await expect(page.getByRole("button", { name: "Change Password" })).toBeVisible();
  });
  await camera.shot("privacy-change-password", async () => {
    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByLabel("New password", { exact: true }).fill("short");
    await dialog.getByLabel("Confirm new password").fill("shorter");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  });
  await page.keyboard.press("Escape");
  await camera.shot("privacy-delete-account", async () => {
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel(/to confirm/).fill("delete");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(dialog.getByText("Type your e-mail address or DELETE to confirm")).toBeVisible();
  });
  await page.keyboard.press("Escape");
  await camera.shot("privacy-data-collection", async () => {
    await page.getByLabel("Sign out after").selectOption({ label: "1 hour" });
    await page.getByRole("switch", { name: "Analytics tracking" }).click();
    await expect(page.getByText("Nothing yet.")).toBeVisible();
    await page.goto("/goals");
    await expect(page.getByRole("heading", { level: 1, name: "My Goals" })).toBeVisible();
    await page.goto("/privacy");
    await expect(page.getByText("1 view").first()).toBeVisible();
    await page.getByRole("heading", { name: "Auto logout" }).scrollIntoViewIfNeeded();
  });
});
