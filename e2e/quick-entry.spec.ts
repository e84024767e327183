import { expect, test } from "./support/fixtures";
import { expectMetricTotal, signInOnboarded } from "./support/metrics";
import { bottomNav, expectToast } from "./support/ui";

test.describe("Daily Stats Entry (quick entry)", () => {
  test("stats logged from another screen add to today's totals on the dashboard", async ({ page }) => {
    await signInOnboarded(page, "quick");
    await page.goto("/goals");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();

    const open = page.getByRole("button", { name: "Log today's stats" });
    const box = await open.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await open.click();

    const dialog = page.getByRole("dialog", { name: "Daily Stats Entry" });
    await expect(dialog).toBeVisible();
    for (const label of ["Doors Knocked", "Appointments Set", "Tags Delivered", "Leads", "Appointments Held", "Homeowners Met"]) {
      await expect(dialog.getByRole("heading", { level: 3, name: label, exact: true })).toBeVisible();
    }
    const save = dialog.getByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();

    // Counters never go below 0.
    const doorsCount = dialog.getByRole("status", { name: "Doors Knocked count" });
    await expect(dialog.getByRole("button", { name: "Subtract 1 from Doors Knocked" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Add 25 to Doors Knocked" }).click();
    await dialog.getByRole("button", { name: "Add 10 to Doors Knocked" }).click();
    await dialog.getByRole("button", { name: "Subtract 5 from Doors Knocked" }).click();
    await expect(doorsCount).toHaveText("30");
    await dialog.getByRole("button", { name: "Add 2 to Appointments Set" }).click();
    await dialog.getByRole("button", { name: "Add 1 to Appointments Held" }).click();
    await dialog.getByRole("button", { name: "Subtract 5 from Appointments Held" }).click();
    await expect(dialog.getByRole("status", { name: "Appointments Held count" })).toHaveText("0");
    await expect(save).toBeEnabled();
    await save.click();

    await expectToast(page, "Daily Stats Updated", "Your metrics have been recorded successfully.");
    await expect(dialog).toBeHidden();

    // A second entry adds to the same day.
    await open.click();
    await dialog.getByRole("button", { name: "Add 5 to Doors Knocked" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Daily Stats Updated");

    await bottomNav(page).getByRole("link", { name: "Dashboard" }).click();
    await expectMetricTotal(page, "Doors Knocked", "35");
    // A solar user tracks "Knocking Appt Sets", so appointments add there.
    await expectMetricTotal(page, "Knocking Appt Sets", "2");
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
    await page.getByRole("button", { name: "Log today's stats" }).click();
    const dialog = page.getByRole("dialog", { name: "Daily Stats Entry" });
    await dialog.getByRole("button", { name: "Add 1 to Leads" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Failed to save stats. Please try again.");
    await expect(dialog.getByRole("status", { name: "Leads count" })).toHaveText("1");
  });
});
