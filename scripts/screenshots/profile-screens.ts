/** Profile's captures (issue 25): the page, Edit Profile with a refused name, Change Email, an address waiting for its link. */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
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
  await camera.shot("profile-photo-crop", async () => {
    await page.goto("/profile");
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#4a6fa5" } })
      .composite([
        {
          input: Buffer.from('<svg width="300" height="300"><circle cx="150" cy="150" r="140" fill="#f4c27a"/></svg>'),
          left: 300,
          top: 150,
        },
      ])
      .png()
      .toBuffer();
    await page.getByLabel("Photo file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await expect(page.getByRole("dialog", { name: "Change Photo" }).getByRole("button", { name: "Save Photo" })).toBeEnabled();
  });
  await camera.shot("profile-photo", async () => {
    await page.getByRole("button", { name: "Save Photo" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Remove Photo" })).toBeVisible();
  });
});
