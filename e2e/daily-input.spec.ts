import { expect, test } from "./support/fixtures";
import {
  browserToday,
  choosePeriod,
  expectMetricTotal,
  metricCard,
  periodButton,
  saveDay,
  signInOnboarded,
} from "./support/metrics";
import { bottomNav, expectToast, fitsViewportWidth } from "./support/ui";

test.describe("Daily Input", () => {
  test("a logged day shows on the dashboard under Today and All Time", async ({ page }) => {
    await signInOnboarded(page, "daily");
    await page.goto("/daily-input");
    await expect(page.getByRole("heading", { level: 1, name: "Daily Input" })).toBeVisible();
    const form = page.getByRole("form", { name: "Daily metrics" });
    // Solar defaults (spec section 5): tagging fields shown, the general "Appointments Set" not.
    await expect(form.getByRole("heading", { name: "Daily Activity" })).toBeVisible();
    await expect(form.getByLabel("Tags Put", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Appointments Set", { exact: true })).toHaveCount(0);
    await expect(form.getByLabel("Doors Knocked", { exact: true })).toHaveValue("0");
    await expect(form.getByLabel("Doors Knocked", { exact: true })).toHaveAttribute("inputmode", "numeric");
    await expect(form.getByLabel("Hours Worked", { exact: true })).toHaveAttribute("inputmode", "decimal");
    expect(await fitsViewportWidth(page)).toBe(true);

    await form.getByLabel("Hours Worked", { exact: true }).fill("6.5");
    await form.getByLabel("Doors Knocked", { exact: true }).fill("42");
    await form.getByLabel("Knocking Appt Sets", { exact: true }).fill("3");
    await form.getByLabel("Daily Notes").fill("Good weather on Elm Street");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");

    // The form shows the saved day, also after a reload.
    await page.reload();
    await expect(form.getByLabel("Doors Knocked", { exact: true })).toHaveValue("42");
    await expect(form.getByLabel("Hours Worked", { exact: true })).toHaveValue("6.5");
    await expect(form.getByLabel("Daily Notes")).toHaveValue("Good weather on Elm Street");

    await bottomNav(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(periodButton(page, "Today")).toHaveAttribute("aria-pressed", "true");
    await expectMetricTotal(page, "Doors Knocked", "42");
    await expectMetricTotal(page, "Knocking Appt Sets", "3");
    // Nothing yesterday: the change figure reads "New".
    await expect(metricCard(page, "Doors Knocked")).toContainText("New");

    await choosePeriod(page, "All Time");
    await expect(periodButton(page, "All Time")).toHaveAttribute("aria-pressed", "true");
    await expectMetricTotal(page, "Doors Knocked", "42");
    // No change figure for All Time.
    await expect(metricCard(page, "Doors Knocked")).not.toContainText("New");
    await expect(metricCard(page, "Doors Knocked")).not.toContainText("%");
  });

  test("hours over 24 show a message and nothing is saved", async ({ page }) => {
    await signInOnboarded(page, "dailyvalid");
    const bulkCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/kpi-entries/bulk")) bulkCalls.push(request.url());
    });
    await page.goto("/daily-input");
    const form = page.getByRole("form", { name: "Daily metrics" });
    const hours = form.getByLabel("Hours Worked", { exact: true });
    await hours.fill("25");
    await form.getByLabel("Doors Knocked", { exact: true }).fill("10");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Hours worked must be between 0 and 24")).toBeVisible();
    await expect(hours).toHaveAttribute("aria-invalid", "true");
    await expect(hours).toBeFocused();
    expect(bulkCalls).toEqual([]);

    // Nothing reached the server.
    const entries = await page.request.get("/api/kpi-entries");
    expect(await entries.json()).toEqual([]);

    await hours.fill("24");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    await expect(form.getByText("Hours worked must be between 0 and 24")).toBeHidden();
  });

  test("choosing a date loads that day's entries; a day without entries shows zeros", async ({ page }) => {
    await signInOnboarded(page, "dailydate");
    await saveDay(page, "2025-06-03", { "Doors Knocked": 17, "Hours Worked": 7.25 }, "June notes");
    await page.goto("/daily-input");
    const form = page.getByRole("form", { name: "Daily metrics" });
    const today = await browserToday(page);
    await expect(form.getByLabel("Date")).toHaveValue(today);

    await form.getByLabel("Date").fill("2025-06-03");
    await expect(form.getByText("Jun 03, 2025")).toBeVisible();
    await expect(form.getByLabel("Doors Knocked", { exact: true })).toHaveValue("17");
    await expect(form.getByLabel("Hours Worked", { exact: true })).toHaveValue("7.25");
    await expect(form.getByLabel("Daily Notes")).toHaveValue("June notes");

    await form.getByLabel("Date").fill("2025-06-04");
    await expect(form.getByText("Jun 04, 2025")).toBeVisible();
    await expect(form.getByLabel("Doors Knocked", { exact: true })).toHaveValue("0");
    await expect(form.getByLabel("Daily Notes")).toHaveValue("");
  });

  test("the fixed variant edits 2025-06-03", async ({ page }) => {
    await signInOnboarded(page, "dailyfixed");
    await saveDay(page, "2025-06-03", { "Doors Knocked": 5 });
    await page.goto("/daily-input-fixed");
    await expect(page.getByRole("heading", { level: 1, name: "Daily Input - June 3rd, 2025" })).toBeVisible();
    const form = page.getByRole("form", { name: "Daily metrics" });
    await expect(form.getByLabel("Doors Knocked", { exact: true })).toHaveValue("5");
    await form.getByLabel("Doors Knocked", { exact: true }).fill("9");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");

    const response = await page.request.get("/api/kpi-entries?startDate=2025-06-03&endDate=2025-06-03");
    const entries = (await response.json()) as { kpiName: string; value: number }[];
    expect(entries.find((e) => e.kpiName === "Doors Knocked")?.value).toBe(9);
  });

  test("a failed save shows the error toast", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    await signInOnboarded(page, "dailyfail");
    await page.route("**/api/kpi-entries/bulk", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Database is down" }) }),
    );
    await page.goto("/daily-input");
    const form = page.getByRole("form", { name: "Daily metrics" });
    await form.getByLabel("Doors Knocked", { exact: true }).fill("3");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error", "Failed to save daily metrics. Please try again.");

    await page.goto("/daily-input-fixed");
    await page.getByRole("form", { name: "Daily metrics" }).getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error", "Failed to save metrics: Database is down");
  });
});
