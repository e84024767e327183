/** Profile's captures (issue 25): the page, Edit Profile with a refused name, Change Email, an address waiting for its link. */
import { expect, test } from "@playwright/test";
import { createTestUser, registerViaApi, uniqueEmail } from "../../e2e/support/users";
import { applyTheme, Camera } from "./camera";

test("profile: the page, editing with a bad name, change e-mail, a change waiting", async ({ page }, info) => {
  const camera = new Camera(page, info);
  await applyTheme(page, info);
  const rep = createTestUser("shots-profile", { firstName: "Jordan", lastName: "Alvarez-Whitfield" });
  await registerViaApi(page.request, rep, { industry: "home_improvement", kpis: ["doorsKnocked"] });
  await camera.shot("profile", async () => {
    await page.goto("/profile");
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  });
  await camera.shot("profile-edit-error", async () => {
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("First name").fill(" ");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
  });
  await page.getByRole("button", { name: "Cancel" }).click();
  await camera.shot("profile-change-email", async () => {
    await page.getByRole("button", { name: "Change Email" }).click();
    await page.getByLabel("New email").fill("jordan.new@example.com");
    await expect(page.getByRole("dialog", { name: "Change Email" })).toBeVisible();
  });
  await page.keyboard.press("Escape");
  const sent = await page.request.post("/api/user/email", {
    data: { email: uniqueEmail("jordan"), currentPassword: rep.password },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await camera.shot("profile-email-waiting", async () => {
    await page.reload();
    await expect(page.getByText("Waiting for you to open the link")).toBeVisible();
  });
});
