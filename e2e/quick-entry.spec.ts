import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { browserToday, expectMetricTotal, saveDay, signInOnboarded } from "./support/metrics";
import { openQuickEntry, quickEntryButton } from "./support/quick-entry";
import { bottomNav, expectToast, toasts } from "./support/ui";

async function openSheet(page: Page) {
  return openQuickEntry(page, "Daily Stats Entry");
}
const counterNames = (dialog: ReturnType<Page["getByRole"]>) => dialog.getByRole("heading", { level: 3 });
const todayLine = (dialog: ReturnType<Page["getByRole"]>, name: string) =>
  dialog
    .getByRole("listitem")
    .filter({ has: dialog.page().getByRole("heading", { level: 3, name, exact: true }) })
    .getByTestId("today-total");

test.describe("Daily Stats Entry (quick entry)", () => {
  test("a solar rep counts deals and installs by source and tagging appointments, beside today's totals", {
    tag: "@finding",
  }, async ({ page }) => {
    await signInOnboarded(page, "quick");
    await saveDay(page, await browserToday(page), { "Doors Knocked": 12 });
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();

    const open = quickEntryButton(page);
    const box = await open.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    const dialog = await openSheet(page);

    // The rep's own metrics, by their own names: nothing the rep does not track.
    await expect(counterNames(dialog)).toHaveText([
      "Hours Worked",
      "Doors Knocked",
      "Tags Put",
      "Knocking Appt Sets",
      "Tagging Appts Set",
      "Appts Ran",
      "Deals Closed from Knocks",
      "Deals Closed from Tags",
      "Deals Installed from Knocks",
      "Deals Installed from Tags",
    ]);
    const save = dialog.getByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();

    // Counters never go below 0; today's running total shows what the save will make of it.
    const doorsCount = dialog.getByRole("status", { name: "Doors Knocked count" });
    await expect(todayLine(dialog, "Doors Knocked")).toHaveText("Today 12");
    await expect(dialog.getByRole("button", { name: "Subtract 1 from Doors Knocked" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Add 10 to Doors Knocked" }).click();
    await dialog.getByRole("button", { name: "Subtract 5 from Doors Knocked" }).click();
    await expect(doorsCount).toHaveText("5");
    await expect(todayLine(dialog, "Doors Knocked")).toHaveText("Today 12 → 17");
    await dialog.getByRole("button", { name: "Add 2 to Tagging Appts Set" }).click();
    await dialog.getByRole("button", { name: "Add 1 to Deals Closed from Knocks" }).click();
    await dialog.getByRole("button", { name: "Add 1 to Deals Installed from Tags" }).click();
    await dialog.getByRole("button", { name: "Add 0.5 to Hours Worked" }).click();
    await dialog.getByRole("button", { name: "Add 1 to Appts Ran" }).click();
    await dialog.getByRole("button", { name: "Subtract 5 from Appts Ran" }).click();
    await expect(dialog.getByRole("status", { name: "Appts Ran count" })).toHaveText("0");
    await save.click();

    await expectToast(page, "Daily Stats Updated", "Your metrics have been recorded successfully.");
    await expect(dialog).toBeHidden();

    // The next sheet starts from the new totals.
    await toasts(page).getByRole("button", { name: "Close" }).click();
    await openSheet(page);
    await expect(todayLine(dialog, "Doors Knocked")).toHaveText("Today 17");
    await expect(todayLine(dialog, "Hours Worked")).toHaveText("Today 0.5");
    await page.keyboard.press("Escape");

    await page.goto("/");
    await expectMetricTotal(page, "Doors Knocked", "17");
    await expectMetricTotal(page, "Tagging Appts Set", "2");
    await expectMetricTotal(page, "Deals Closed", "1");
    await expectMetricTotal(page, "Installs", "1");
  });

  test("a coaching rep's counters are exactly the metrics they track", async ({ page }) => {
    await signInOnboarded(page, "quickcoach", "coaching", ["hoursWorked", "doorsKnocked", "apptsRan", "dealsClosed"]);
    await page.goto("/");
    const dialog = await openSheet(page);
    await expect(counterNames(dialog)).toHaveText(["Hours Worked", "Doors Knocked", "Appts Ran", "Deals Closed"]);
    for (const name of ["Tags Put", "Tags Delivered", "Leads", "Homeowners Met", "Appointments Set"]) {
      await expect(dialog.getByRole("heading", { level: 3, name, exact: true })).toHaveCount(0);
    }
    await dialog.getByRole("button", { name: "Add 1 to Deals Closed" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Daily Stats Updated");
    await expectMetricTotal(page, "Deals Closed", "1");
  });

  test("a metric added in Customize Metrics gets a counter, and its card fills", { tag: "@finding" }, async ({ page }) => {
    await signInOnboarded(page, "quickcustom");
    await page.goto("/customize-metrics");
    const form = page.getByRole("form", { name: "Add a new metric" });
    await form.getByLabel("Metric name").fill("Referrals");
    await form.getByLabel("Unit").selectOption("count");
    await form.getByRole("button", { name: "Add Metric" }).click();
    await expectToast(page, "Metric added");

    const dialog = await openSheet(page);
    await expect(counterNames(dialog).last()).toHaveText("Referrals");
    await dialog.getByRole("button", { name: "Add 3 to Referrals" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Daily Stats Updated");
    await bottomNav(page).getByRole("link", { name: "Dashboard" }).click();
    await expectMetricTotal(page, "Referrals", "3");
  });

  test("Undo after a save brings back the day's previous totals", { tag: "@finding" }, async ({ page }) => {
    await signInOnboarded(page, "quickundo");
    await saveDay(page, await browserToday(page), { "Doors Knocked": 12, "Knocking Appt Sets": 2 });
    await page.goto("/");
    await expectMetricTotal(page, "Doors Knocked", "12");
    const dialog = await openSheet(page);
    await dialog.getByRole("button", { name: "Add 25 to Doors Knocked" }).click();
    await dialog.getByRole("button", { name: "Add 1 to Knocking Appt Sets" }).click();
    await dialog.getByRole("button", { name: "Add 1 to Deals Closed from Knocks" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Daily Stats Updated");
    await expectMetricTotal(page, "Doors Knocked", "37");
    await expectMetricTotal(page, "Deals Closed", "1");

    // One server operation names the save's keys (decision 025): no read-then-set from the browser.
    const bulkSaves: string[] = [];
    page.on("request", (r) => r.url().includes("/api/kpi-entries/bulk") && bulkSaves.push(r.url()));
    const undoRequest = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/kpi-entries/undo"));
    await toasts(page).getByRole("button", { name: "Undo" }).click();
    expect((await undoRequest).postDataJSON().idempotencyKeys).toHaveLength(3);
    await expectToast(page, "Stats restored");
    expect(bulkSaves).toEqual([]);
    await expectMetricTotal(page, "Doors Knocked", "12");
    await expectMetricTotal(page, "Knocking Appt Sets", "2");
    await expectMetricTotal(page, "Deals Closed", "0");
    // The toast may lie over the + in the corner: close it first.
    await toasts(page).getByRole("button", { name: "Close" }).click();
    const dialogAgain = await openSheet(page);
    await expect(todayLine(dialogAgain, "Doors Knocked")).toHaveText("Today 12");
  });

  test("a failed save shows the error toast and keeps the counts", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    await signInOnboarded(page, "quickfail");
    await page.route("**/api/kpi-entries", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await page.goto("/");
    const dialog = await openSheet(page);
    await dialog.getByRole("button", { name: "Add 1 to Doors Knocked" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Failed to save stats. Please try again.");
    await expect(dialog.getByRole("status", { name: "Doors Knocked count" })).toHaveText("1");
  });
});
