import { expect, test } from "./support/fixtures";
import { expectToast, openAccountMenu, signInViaUi } from "./support/ui";
import { createTestUser, registerViaApi } from "./support/users";

test.describe("Privacy & Security (issue 25)", () => {
  test("Change Password refuses a mismatch and a wrong current password, then the new one signs in and the old one fails", async ({
    page,
    consoleErrors,
  }) => {
    // The wrong current password's 400 and the old password's 401, each said on the page.
    consoleErrors.allow(/status of 40[01] .*\/api\/(user\/password|auth\/login)/);
    const rep = createTestUser("privacy");
    await registerViaApi(page.request, rep, { industry: "alarm", kpis: ["doorsKnocked"] });
    await page.goto("/");
    await (await openAccountMenu(page)).getByRole("menuitem", { name: "Privacy & Security" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy & Security" })).toBeVisible();

    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByLabel("Current password").fill(rep.password);
    await dialog.getByLabel("New password", { exact: true }).fill("a fresh passphrase 1");
    await dialog.getByLabel("Confirm new password").fill("a fresh passphrase 2");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("Passwords don't match")).toBeVisible();

    await dialog.getByLabel("Current password").fill("not my password");
    await dialog.getByLabel("Confirm new password").fill("a fresh passphrase 1");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("Current password is incorrect")).toBeVisible();

    await dialog.getByLabel("Current password").fill(rep.password);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password changed");

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto("/signin");
    await signInViaUi(page, rep);
    await expectToast(page, "Login Failed", "Invalid email or password");
    await signInViaUi(page, { email: rep.email, password: "a fresh passphrase 1" });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  });

  test("Delete Account asks for the e-mail or DELETE, then the old credentials fail", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    const rep = createTestUser("privacy-delete");
    await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
    await page.goto("/privacy");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel(/to confirm/).fill("delete");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(dialog.getByText("Type your e-mail address or DELETE to confirm")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: "Delete Account" }).click();
    await dialog.getByLabel(/to confirm/).fill("DELETE");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expectToast(page, "Your account and everything in it have been deleted.");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Get Started Today" })).toBeVisible();

    await page.goto("/signin");
    await signInViaUi(page, rep);
    await expectToast(page, "Login Failed", "Invalid email or password");
  });
});
