import { TIME_ZONE_COOKIE } from "@measured/core";
import { expect, test } from "./support/fixtures";
import { browserToday, choosePeriod, expectMetricTotal, metricCard, saveDay, signInOnboarded } from "./support/metrics";
import { CLEANUP_REP_PASSWORD, cleanupRepEmail } from "./support/seeded";
import { expectToast, fitsViewportWidth } from "./support/ui";

test.describe("Dashboard", () => {
  test("the groups, analytics cards, time zone and empty state", async ({ page }) => {
    await signInOnboarded(page, "dash");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(page.getByRole("main")).toContainText(zone);
    // No entries yet: the empty state points to Daily Input.
    await expect(page.getByRole("heading", { name: "No entries for this period" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Daily Input" })).toHaveAttribute("href", "/daily-input");

    for (const group of ["Activity Tracking", "Appointments Set", "Appointments Held/Ran", "Deals Closed", "Installs"]) {
      await expect(page.getByRole("region", { name: group, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Door Knocking Performance" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tagging Performance" })).toBeVisible();
    expect(await fitsViewportWidth(page)).toBe(true);

    await saveDay(page, await browserToday(page), { "Doors Knocked": 40, "Knocking Appt Sets": 4, "Appts Ran": 3 });
    await page.reload();
    await expectMetricTotal(page, "Doors Knocked", "40");
    await expect(page.getByRole("heading", { name: "No entries for this period" })).toBeHidden();
    // 0 today after 0 yesterday: nothing to compare, so no change badge (issue 10: not "0.0%").
    await expectMetricTotal(page, "Tags Put", "0");
    await expect(metricCard(page, "Tags Put")).not.toContainText("%");
    // Doors per appointment 40 / 4; hold rate 3 / 4 with one decimal.
    await expect(page.getByText("Doors per Appointment")).toBeVisible();
    await expect(page.getByRole("main")).toContainText("75.0%");

    // Solar tracks tags: the split conversion card by default; the toggle shows three cards.
    await expect(page.getByText("Door Knock Appt to Set")).toBeVisible();
    await page.getByRole("button", { name: "Single-stream view" }).click();
    await expect(page.getByRole("button", { name: "Single-stream view" })).toHaveAttribute("aria-pressed", "true");
    const conversions = page.getByRole("region", { name: "Conversion Metrics" });
    await expect(conversions.getByRole("listitem")).toHaveCount(3);
    await expect(conversions).toContainText("10.0%");
  });

  test("a metric hidden in Manage stays hidden after a reload", async ({ page }) => {
    await signInOnboarded(page, "manage");
    await page.goto("/");
    await expect(metricCard(page, "Tags Put")).toBeVisible();

    await page.getByRole("button", { name: "Manage", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Manage metrics" });
    const toggle = dialog.getByRole("button", { name: "Tags Put: Visible" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/preferences") && r.request().method() === "PATCH");
    await toggle.click();
    expect((await saved).ok()).toBe(true);
    await expect(dialog.getByRole("button", { name: "Tags Put: Hidden" })).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Escape");
    await expect(metricCard(page, "Tags Put")).toHaveCount(0);

    await page.reload();
    await expect(metricCard(page, "Doors Knocked")).toBeVisible();
    await expect(metricCard(page, "Tags Put")).toHaveCount(0);

    // And back again.
    await page.getByRole("button", { name: "Manage", exact: true }).click();
    await dialog.getByRole("button", { name: "Tags Put: Hidden" }).click();
    await expect(dialog.getByRole("button", { name: "Tags Put: Visible" })).toBeVisible();
  });

  test("a failed visibility change flips back and says so", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    await signInOnboarded(page, "managefail");
    await page.route("**/api/user/preferences", (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
    );
    await page.goto("/");
    await page.getByRole("button", { name: "Manage", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Manage metrics" });
    await dialog.getByRole("button", { name: "Tags Put: Visible" }).click();
    await expectToast(page, "Failed to update preferences");
    await expect(dialog.getByRole("button", { name: "Tags Put: Visible" })).toBeVisible();
  });

  test("periods: custom needs both dates; a loading error can be retried", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503/);
    await signInOnboarded(page, "periods");
    await saveDay(page, "2025-06-03", { "Doors Knocked": 12 });
    await page.goto("/");
    await choosePeriod(page, "Custom");
    const custom = page.getByRole("form", { name: "Custom period" });
    const apply = custom.getByRole("button", { name: "Apply" });
    await expect(apply).toBeDisabled();
    await custom.getByLabel("Start date").fill("2010-06-01");
    await expect(apply).toBeDisabled();
    await custom.getByLabel("End date").fill("2025-06-30");
    // A range the API would refuse says why, in the API's words, before anything is sent.
    await expect(custom).toContainText("A custom range can span at most 10 years.");
    await expect(apply).toBeDisabled();
    await custom.getByLabel("Start date").fill("2025-06-01");
    await expect(custom).not.toContainText("at most 10 years");
    // A range cannot end in the future: the picker stops at today and a typed later day is refused.
    const today = await browserToday(page);
    await expect(custom.getByLabel("End date")).toHaveAttribute("max", today);
    const nextYear = `${Number(today.slice(0, 4)) + 1}-01-15`;
    await custom.getByLabel("End date").fill(nextYear);
    await expect(custom).toContainText("The end date cannot be after today");
    await expect(apply).toBeDisabled();
    await custom.getByLabel("End date").fill("2025-06-30");
    await apply.click();
    await expectMetricTotal(page, "Doors Knocked", "12");
    await expect(metricCard(page, "Doors Knocked")).not.toContainText("New");

    let fail = true;
    await page.route("**/api/dashboard?*", (route) =>
      fail ? route.fulfill({ status: 503, body: '{"message":"Try later"}' }) : route.fallback(),
    );
    // Without the zone cookie the server cannot render the dashboard (decision 014): the browser asks.
    await page.context().clearCookies({ name: TIME_ZONE_COOKIE });
    await page.reload();
    await expect(page.getByRole("alert").getByRole("heading", { name: "Your metrics could not be loaded" })).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(metricCard(page, "Doors Knocked")).toBeVisible();
  });

  test("Clean Duplicates merges two metrics of one name, says what it removed, and then finds none", async ({
    page,
  }, testInfo) => {
    // Two active metrics of one name exist only from an older key rule: seed-before-server.ts made them.
    const signedIn = await page.request.post("/api/auth/login", {
      data: { email: cleanupRepEmail(testInfo.project.name), password: CLEANUP_REP_PASSWORD },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const callsMade = async () => {
      const definitions = (await (await page.request.get("/api/kpi-definitions")).json()) as { id: number; name: string }[];
      const entries = (await (await page.request.get("/api/kpi-entries")).json()) as { kpiDefinitionId: number; value: number }[];
      const ids = definitions.filter((d) => d.name.toLowerCase() === "calls made").map((d) => d.id);
      return { metrics: ids.length, values: entries.filter((e) => ids.includes(e.kpiDefinitionId)).map((e) => Number(e.value)) };
    };
    expect(await callsMade()).toEqual({ metrics: 2, values: [3, 4] });

    await page.goto("/");
    await page.getByRole("button", { name: "Clean Duplicates" }).click();
    await expectToast(page, "Removed 1 duplicate entry");
    // The day's two values are summed into the one metric left.
    expect(await callsMade()).toEqual({ metrics: 1, values: [7] });

    await page.getByRole("button", { name: "Clean Duplicates" }).click();
    await expectToast(page, "No duplicate entries found");
  });
});
