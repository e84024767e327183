import { expect, type Page, test } from "./support/fixtures";
import { expectMetricTotal, signInOnboarded } from "./support/metrics";
import { openQuickEntry } from "./support/quick-entry";
import { expectToast } from "./support/ui";

/** A link of the app's navigation, wherever the shell shows it (bottom bar or sidebar). */
function navLink(page: Page, name: string) {
  return page.getByRole("navigation").getByRole("link", { name, exact: true }).filter({ visible: true }).first();
}

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
    // Moving without dragging: the Move mode puts up and down buttons on each row.
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await page.getByRole("button", { name: "Move Doors Knocked up" }).click();
    await expectToast(page, "Metric order updated successfully!");
    await expect(rows(page).nth(0)).toContainText("Doors Knocked");
    await expect(rows(page).nth(1)).toContainText("Hours Worked");
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await expect(page.getByRole("button", { name: "Move Doors Knocked up" })).toHaveCount(0);

    // The keyboard drag: Space picks up, arrows move, Space drops.
    const handle = page.getByRole("button", { name: "Drag to reorder Tags Put" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    // Each step is announced once it has landed; the next is pressed after that.
    const announcer = page.locator('[id^="DndLiveRegion"]');
    await expect(announcer).toContainText("Tags Put");
    // dnd-kit measures the rows in the frames after the pick-up; an arrow pressed before that finds no row
    // and says "in its own place" (seen once at 1,440 px on CI), and one pressed while it measures can land
    // late (CI, session 17: pressed again at once, the second press then moved one row too far). So: let two
    // frames pass, give each press time to land, and press again only if it stayed in place, as a keyboard
    // user would.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const over of ["Hours Worked", "Doors Knocked"]) {
      await page.keyboard.press("ArrowUp");
      const landed = await expect(announcer)
        .toHaveText(`Tags Put is over ${over}.`, { timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      if (!landed) {
        await expect(announcer).toHaveText("Tags Put is in its own place.");
        await page.keyboard.press("ArrowUp");
      }
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

  test("each row is one line at phone width: handle, name and unit, remove", { tag: "@finding" }, async ({ page }) => {
    await signInOnboarded(page, "compactrows");
    await page.goto("/customize-metrics");
    await expect(rows(page).first()).toContainText("Hours Worked");
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const row = rows(page).nth(i);
      const box = await row.boundingBox();
      const handle = await row.getByRole("button", { name: /^Drag to reorder/ }).boundingBox();
      const remove = await row.getByRole("button", { name: /^Deactivate/ }).boundingBox();
      if (!box || !handle || !remove) throw new Error(`row ${i} is not on screen`);
      // One line: the buttons share the row's height (no second line of buttons under the name).
      expect(box.height).toBeLessThanOrEqual(56);
      expect(Math.abs(handle.y - remove.y)).toBeLessThanOrEqual(1);
      expect(remove.height).toBeGreaterThanOrEqual(44);
    }
  });
});

// At each width and theme of the matrix (playwright.config.ts).
test.describe("Customize Metrics, a custom metric", { tag: "@finding" }, () => {
  test("a metric added here is a Daily Input field at once, and its card shows what was entered", async ({ page }) => {
    await signInOnboarded(page, "referrals");
    await page.goto("/customize-metrics");
    const form = page.getByRole("form", { name: "Add a new metric" });
    await form.getByLabel("Metric name").fill("Referrals");
    await form.getByRole("button", { name: "Add Metric" }).click();
    await expectToast(page, "Metric added");

    // No reload: the definitions are asked again once the metric exists.
    await navLink(page, "Daily Input").click();
    const daily = page.getByRole("form", { name: "Daily metrics" });
    await expect(daily.getByRole("heading", { name: "Other Metrics" })).toBeVisible();
    await daily.getByRole("textbox", { name: "Referrals", exact: true }).fill("3");
    await daily.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    await navLink(page, "Dashboard").click();
    await expectMetricTotal(page, "Referrals", "3");
  });

  test("custom metrics follow this order on every screen; Manage lists the same metrics, hidden alike", async ({ page }) => {
    await signInOnboarded(page, "customorder");
    for (const name of ["Callbacks", "Referrals", "Door Hangers"]) {
      const created = await page.request.post("/api/kpi-definitions", { data: { name, unit: "count" } });
      expect(created.ok(), await created.text()).toBe(true);
    }
    await page.goto("/customize-metrics");
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await page.getByRole("button", { name: "Move Door Hangers up" }).click();
    await expectToast(page, "Metric order updated successfully!");
    // The second move's save must be stored before the next screen reads the order (on a busy machine the
    // navigation below overtook it: the rows had moved, the PUT was still on its way).
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/preferences") && r.request().method() === "PUT");
    await page.getByRole("button", { name: "Move Door Hangers up" }).click();
    expect((await saved).ok()).toBe(true);
    await expect(rows(page).last()).toContainText("Referrals");
    const customOrder = ["Door Hangers", "Callbacks", "Referrals"];

    // Daily Input's Other Metrics, the quick entry's counters and the dashboard's cards, in that order.
    await page.goto("/daily-input");
    const other = page.getByRole("group", { name: "Other Metrics" });
    await expect(other.getByRole("textbox")).toHaveCount(3);
    expect(await other.locator("label").allTextContents()).toEqual(customOrder);
    const sheet = await openQuickEntry(page);
    const counters = await sheet.getByRole("heading", { level: 3 }).allTextContents();
    expect(counters.filter((name) => customOrder.includes(name))).toEqual(customOrder);
    await page.keyboard.press("Escape");
    await page.goto("/");
    await expect
      .poll(() => page.getByRole("region", { name: "Other Metrics" }).getByRole("heading", { level: 3 }).allTextContents())
      .toEqual(customOrder);

    // Hidden in Manage: Customize says so, and both list the same metrics in the same order.
    const dialog = page.getByRole("dialog", { name: "Manage metrics" });
    // On a loaded machine a press right after the dashboard's figures arrive was once lost (the button kept
    // focus, no dialog; seen once on desktop-1440-dark in CI): press again until the dialog is open.
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Manage", exact: true }).click();
      await expect(dialog).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "Callbacks: Visible" }).click();
    await expect(dialog.getByRole("button", { name: "Callbacks: Hidden" })).toBeVisible();
    const managed = await dialog
      .getByRole("region", { name: "Metrics" })
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
    await page.goto("/customize-metrics");
    await expect(rows(page).filter({ hasText: "Callbacks" })).toContainText("hidden on the dashboard");
    const listed = await rows(page).evaluateAll((items) =>
      items.map((item) => {
        const name = item.querySelector("button")?.getAttribute("aria-label")?.replace("Drag to reorder ", "") ?? "";
        return `${name}: ${/hidden/.test(item.textContent ?? "") ? "Hidden" : "Visible"}`;
      }),
    );
    expect(listed).toEqual(managed);
  });
});
