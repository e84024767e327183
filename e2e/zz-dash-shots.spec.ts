import { test } from "./support/fixtures";
import { browserToday, periodButton, saveDay, signInOnboarded, SOLAR_KPIS } from "./support/metrics";
import { createTestUser, registerViaApi } from "./support/users";

test("dashboard screenshots", async ({ page }) => {
  test.setTimeout(180_000);
  const user = createTestUser("shots");
  const onboarding = { industry: "solar", kpis: SOLAR_KPIS, analytics: ["door_knocking_performance", "tagging_performance", "conversion_metrics", "appointment_efficiency", "revenue_tracking", "productivity_metrics"] };
  await registerViaApi(page.request, user, onboarding);
  await page.goto("/");
  const today = await browserToday(page);
  const base = new Date(`${today}T12:00:00Z`);
  for (let i = 0; i < 10; i++) {
    const d = new Date(base.getTime() - i * 86_400_000).toISOString().slice(0, 10);
    await saveDay(page, d, { "Hours Worked": 6 + (i % 3), "Doors Knocked": 40 + i * 7, "Tags Put": 20 + i, "Knocking Appt Sets": 3 + (i % 4), "Tagging Appts Set": 1 + (i % 2), "Appts Ran": 2 + (i % 3), "Deals Closed from Knocks": i % 2, "Deals Installed from Knocks": i % 3 === 0 ? 1 : 0 });
  }
  for (const width of [390, 1440]) {
    for (const theme of ["light", "dark"]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      await page.goto("/");
      await periodButton(page, "This Week").click();
      await page.getByTestId("period-range").filter({ hasNotText: "Loading" }).waitFor();
      await page.getByRole("region", { name: "Trend" }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `/tmp/dash-shots/dash-${width}-${theme}.png`, fullPage: true });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const vh = width === 390 ? 844 : 900;
      for (let y = 0, i = 0; y < height; y += vh - 60, i++) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(100);
        await page.screenshot({ path: `/tmp/dash-shots/slice-${width}-${theme}-${i}.png` });
      }
    }
  }
});

test("dashboard dialogs and states", async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  consoleErrors.allow(/status of 500/);
  await signInOnboarded(page, "shots2");
  await saveDay(page, await browserToday(page), { "Doors Knocked": 40, "Knocking Appt Sets": 4, "Appts Ran": 3 });
  await page.route("**/api/dashboard?*period=year*", (route) => route.fulfill({ status: 500, body: "{}" }));
  for (const theme of ["light", "dark"]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    await page.reload();
    await page.getByRole("button", { name: "Manage" }).click();
    await page.getByRole("dialog").waitFor();
    await page.screenshot({ path: `/tmp/dash-shots/manage-390-${theme}.png` });
    await page.keyboard.press("Escape");
    await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "More" }).click();
    await page.getByRole("menu").waitFor();
    await page.screenshot({ path: `/tmp/dash-shots/more-390-${theme}.png` });
    await page.getByRole("menuitem", { name: "Custom" }).click();
    await page.getByRole("dialog").waitFor();
    await page.screenshot({ path: `/tmp/dash-shots/custom-390-${theme}.png` });
    await page.keyboard.press("Escape");
    await periodButton(page, "This Year").click();
    await page.getByRole("alert").waitFor();
    await page.screenshot({ path: `/tmp/dash-shots/error-390-${theme}.png` });
  }
});
