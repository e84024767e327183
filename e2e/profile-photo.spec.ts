import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/ui";
import { createTestUser, registerViaApi } from "./support/users";

/** A 600 × 400 photo: red on the left, blue on the right. */
async function redBlue(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, left: 300, top: 0 }])
    .png()
    .toBuffer();
}

test.describe("Profile photo (issue 25)", () => {
  test("a photo picked, cropped and saved shows in the header menu, survives a reload, and can be removed", async ({ page }) => {
    const rep = createTestUser("photo");
    await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
    await page.goto("/profile");
    await expect(page.getByText("No photo")).toBeVisible();

    await page.getByLabel("Photo file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await redBlue() });
    const dialog = page.getByRole("dialog", { name: "Change Photo" });
    await expect(dialog.getByRole("img", { name: "Chosen for your profile" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Save Photo" })).toBeEnabled();
    await dialog.getByLabel("Zoom").fill("2");
    await dialog.getByRole("button", { name: "Save Photo" }).click();
    await expectToast(page, "Photo updated");
    await expect(dialog).toHaveCount(0);

    const header = page.getByRole("button", { name: "Account menu" }).locator("img");
    await expect(header).toHaveAttribute("src", /^\/api\/user\/photo\?v=\d+$/);
    await page.reload();
    const shown = page.getByRole("main").getByRole("img");
    await expect(shown).toHaveAttribute("src", /^\/api\/user\/photo\?v=\d+$/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256]);

    await page.getByRole("button", { name: "Remove Photo" }).click();
    await expectToast(page, "Photo removed");
    await expect(page.getByText("No photo")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" }).locator("img")).toHaveCount(0);
  });

  test("a file that is not a photo is refused before it is sent, and one that only claims to be is refused in the crop dialog", async ({
    page,
  }) => {
    const rep = createTestUser("notphoto");
    await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
    await page.goto("/profile");
    await page
      .getByLabel("Photo file")
      .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await expect(page.getByRole("alert")).toHaveText("A profile photo must be a JPEG, PNG or WebP picture");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page
      .getByLabel("Photo file")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from("not a png at all") });
    const dialog = page.getByRole("dialog", { name: "Change Photo" });
    await expect(dialog.getByRole("alert")).toHaveText("A profile photo must be a JPEG, PNG or WebP picture");
    await expect(dialog.getByRole("button", { name: "Save Photo" })).toBeDisabled();
  });
});
