import { expect, type Page, test } from "./support/fixtures";

const TITLES = ["Dashboard", "Daily Input", "Pipeline", "Clients", "Finance"];
const slide = (page: Page) => page.getByTestId("preview-slide");

async function openPreview(page: Page) {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Preview Our CRM" });
  await section.scrollIntoViewIfNeeded();
  await expect(slide(page)).toHaveAttribute("aria-label", "1 of 5: Dashboard");
  return section;
}

test.describe("Landing: Preview Our CRM (issue 25)", () => {
  test("the arrows wrap both ways, the dots pick a slide, and the desktop frame's address bar names it", async ({ page }) => {
    const section = await openPreview(page);
    await expect(page.getByTestId("preview-address-bar")).toContainText("Dashboard");
    await section.getByRole("button", { name: "Previous slide" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", "5 of 5: Finance");
    await expect(page.getByTestId("preview-address-bar")).toContainText("Finance");
    await expect(slide(page)).toContainText("Solar Sales Rep");
    await section.getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 5: Dashboard");
    for (const [i, title] of TITLES.entries()) {
      await section.getByRole("button", { name: `Show slide ${i + 1}: ${title}` }).click();
      await expect(slide(page)).toHaveAttribute("aria-label", `${i + 1} of 5: ${title}`);
      await expect(section.getByRole("button", { name: `Show slide ${i + 1}: ${title}` })).toHaveAttribute(
        "aria-current",
        "true",
      );
    }
    await section.getByRole("button", { name: "Mobile" }).click();
    await expect(section.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("preview-address-bar")).toHaveCount(0);
    const box = await slide(page).boundingBox();
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(19.5 / 9, 1);
  });

  test("a swipe (a drag on a desktop) turns the slide and wraps at both ends", async ({ page }) => {
    await openPreview(page);
    const swipe = async (fromX: number, toX: number) => {
      const box = await slide(page).boundingBox();
      if (!box) throw new Error("no slide");
      const y = box.y + box.height / 2;
      const x = (f: number) => box.x + box.width * f;
      await page.mouse.move(x(fromX), y);
      await page.mouse.down();
      await page.mouse.move(x(toX), y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(0.2, 0.9); // to the right: the one before, wrapping to the last
    await expect(slide(page)).toHaveAttribute("aria-label", "5 of 5: Finance");
    await swipe(0.9, 0.1); // to the left: the next, wrapping to the first
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 5: Dashboard");
    await swipe(0.9, 0.1);
    await expect(slide(page)).toHaveAttribute("aria-label", "2 of 5: Daily Input");
  });
});
