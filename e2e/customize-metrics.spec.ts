import { expect, type Page, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";
import { expectToast } from "./support/ui";

function rows(page: Page) {
  return page.getByRole("list", { name: "Your metrics" }).getByRole("listitem");
}

async function activityCards(page: Page) {
  return page.getByRole("region", { name: "Activity Tracking" }).getByRole("heading", { level: 3 }).allTextContents();
}

test.describe("Customize Metrics", () => {
  test("a new order is saved and the dashboard follows it", async ({ page }) => {
    await signInOnboarded(page, "order");
    await page.goto("/");
    await expect.poll(() => activityCards(page)).toEqual(["Hours Worked", "Doors Knocked", "Tags Put"]);

    await page.goto("/customize-metrics");
    await expect(rows(page).first()).toContainText("Hours Worked");
    await page.getByRole("button", { name: "Move Doors Knocked up" }).click();
    await expectToast(page, "Metric order updated successfully!");
    await expect(rows(page).nth(0)).toContainText("Doors Knocked");
    await expect(rows(page).nth(1)).toContainText("Hours Worked");

    // The keyboard drag: Space picks up, arrows move, Space drops.
    const handle = page.getByRole("button", { name: "Drag to reorder Tags Put" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    // Each step is announced once it has landed; the next is pressed after that.
    const announcer = page.locator('[id^="DndLiveRegion"]');
    await expect(announcer).toContainText("Tags Put");
    for (const over of ["Hours Worked", "Doors Knocked"]) {
      await page.keyboard.press("ArrowUp");
      await expect(announcer).toHaveText(`Tags Put is over ${over}.`);
    }
    await page.keyboard.press("Space");
    await expect(announcer).toHaveText("Tags Put was dropped at Doors Knocked.");
    await expect(handle).not.toHaveAttribute("aria-pressed", "true");
    await expect(rows(page).nth(0)).toContainText("Tags Put");

    await page.reload();
    await expect(rows(page).nth(0)).toContainText("Tags Put");
    await expect(rows(page).nth(1)).toContainText("Doors Knocked");

    await page.goto("/");
    await expect.poll(() => activityCards(page)).toEqual(["Tags Put", "Doors Knocked", "Hours Worked"]);
  });

  test("a metric is dragged by its handle with a finger or a mouse", async ({ page, isMobile }) => {
    await signInOnboarded(page, "drag");
    await page.goto("/customize-metrics");
    await expect(rows(page).first()).toContainText("Hours Worked");
    const handle = page.getByRole("button", { name: "Drag to reorder Tags Put" });
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await page.getByRole("button", { name: "Drag to reorder Hours Worked" }).boundingBox();
    if (!from || !to) throw new Error("the drag handles are not on screen");
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 - 10 };
    const steps = 12;
    const at = (i: number) => ({ x: start.x, y: start.y + ((end.y - start.y) * i) / steps });

    if (isMobile) {
      // A real touch sequence through the DevTools protocol (Playwright has no touch-move API).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [start] });
      await page.waitForTimeout(250);
      for (let i = 1; i <= steps; i++) {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at(i)] });
        await page.waitForTimeout(20);
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    } else {
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (let i = 1; i <= steps; i++) await page.mouse.move(at(i).x, at(i).y);
      await page.mouse.up();
    }

    await expectToast(page, "Metric order updated successfully!");
    await expect(rows(page).first()).toContainText("Tags Put");
    await page.reload();
    await expect(rows(page).first()).toContainText("Tags Put");
  });

  test("a metric can be added, a taken name is refused, and a metric can be deactivated", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 409/);
    await signInOnboarded(page, "addmetric");
    await page.goto("/customize-metrics");
    const form = page.getByRole("form", { name: "Add a new metric" });
    await form.getByRole("button", { name: "Add Metric" }).click();
    await expect(form.getByText("Metric name is required")).toBeVisible();

    await form.getByLabel("Metric name").fill("Referrals");
    await form.getByLabel("Unit").selectOption("count");
    await form.getByRole("button", { name: "Add Metric" }).click();
    await expectToast(page, "Metric added");
    await expect(rows(page).last()).toContainText("Referrals");

    await form.getByLabel("Metric name").fill("Referrals");
    await form.getByRole("button", { name: "Add Metric" }).click();
    await expect(form.getByLabel("Metric name")).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Deactivate Referrals" }).click();
    const confirm = page.getByRole("dialog", { name: "Deactivate Referrals?" });
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expectToast(page, "Metric deactivated successfully!");
    await expect(rows(page).filter({ hasText: "Referrals" })).toHaveCount(0);

    // The six real templates, and the way to switch.
    for (const name of ["Solar", "Alarm", "Pest Control", "Home Improvement", "Coaching", "Solopreneur"]) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await page.getByRole("link", { name: "Change Industry Template" }).click();
    await expect(page).toHaveURL(/\/change-industry$/);
  });
});
