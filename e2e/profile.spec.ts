import { expect, test } from "./support/fixtures";
import { latestConfirmationLink } from "./support/mail";
import { expectToast, openAccountMenu } from "./support/ui";
import { createTestUser, registerViaApi, uniqueEmail } from "./support/users";

test.describe("Profile (issue 25)", () => {
  test("Edit Profile refuses a blank name, Save Changes keeps the names after a reload and the header shows them", async ({
    page,
  }) => {
    const rep = createTestUser("profile");
    await registerViaApi(page.request, rep, { industry: "pest_control", kpis: ["doorsKnocked"] });
    await page.goto("/");
    await (await openAccountMenu(page)).getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(rep.email)).toBeVisible();
    await expect(main.getByText("Pest Control")).toBeVisible();

    await page.getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit Profile" });
    await form.getByLabel("First name").fill("   ");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
    // Cancel leaves the saved names as they were.
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(main.getByText("Casey")).toBeVisible();

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await form.getByLabel("First name").fill("Dana");
    await form.getByLabel("Last name").fill("O'Neil-Ávila");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Profile updated successfully");
    await expect(form).toHaveCount(0);
    await page.reload();
    await expect(main.getByText("O'Neil-Ávila")).toBeVisible();
    await expect(await openAccountMenu(page)).toContainText("Dana O'Neil-Ávila");
  });

  test("Change Email asks for the current password and changes the address only when the link is opened", async ({
    page,
    consoleErrors,
  }) => {
    // The wrong password's 400, said in the dialog.
    consoleErrors.allow(/status of 400 .*\/api\/user\/email/);
    const rep = createTestUser("profile-mail");
    await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
    const next = uniqueEmail("profile-new");
    await page.goto("/profile");
    await page.getByRole("button", { name: "Change Email" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Email" });
    await dialog.getByLabel("New email").fill(next);
    await dialog.getByLabel("Current password").fill("not the password");
    await dialog.getByRole("button", { name: "Send Link" }).click();
    await expect(dialog.getByText("Current password is incorrect")).toBeVisible();

    await dialog.getByLabel("Current password").fill(rep.password);
    await dialog.getByRole("button", { name: "Send Link" }).click();
    await expectToast(page, "Check your new inbox");
    await expect(page.getByRole("status").filter({ hasText: "Waiting for you to open the link" })).toContainText(next);

    await page.goto(await latestConfirmationLink(next));
    await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByRole("main").getByText(next)).toBeVisible();
    await expect(page.getByText("Waiting for you to open the link")).toHaveCount(0);
  });
});
