import { expect, test } from "./support/fixtures";
import { metricCard, periodButton } from "./support/metrics";
import { fitsViewportWidth } from "./support/ui";

/** A figure above zero, as a card shows it ("1,240", "7.5 h"). */
const SOME = /^[1-9][\d,.]*( h)?$/;

test.describe("Try the demo (issue 25)", () => {
  test("try the demo: the landing page's button opens a signed-in demo on a dashboard with figures", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Try the Demo" }).click();

    // Signed in at once, on the dashboard (the same address), with no form in between.
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Demo account" })).toContainText("removed automatically");
    // Today is always a worked day in a demo: its typed counts show at once.
    for (const name of ["Doors Knocked", "Tags Put", "Hours Worked"]) {
      await expect(metricCard(page, name).getByTestId("metric-total")).toHaveText(SOME);
    }
    // The months behind it: deals and appointments from the demo's leads.
    // From the More menu by keyboard: on a phone, the demo's long dashboard still settling once left the
    // open menu's item outside the viewport for a pointer (seen once under load).
    await periodButton(page, "More").click();
    await page.getByRole("menuitem", { name: "All Time", exact: true }).press("Enter");
    await expect(periodButton(page, "All Time")).toBeVisible();
    for (const name of ["Deals Closed", "Appts Ran"]) {
      await expect(metricCard(page, name).getByTestId("metric-total")).toHaveText(SOME);
    }
    expect(await fitsViewportWidth(page)).toBe(true);

    // A session like any other: a reload stays signed in.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Demo account" })).toBeVisible();

    // A demo has no password: Privacy & Security and Profile say so instead of offering forms that need one.
    await page.goto("/privacy");
    await expect(page.getByRole("main")).toContainText("A demo account has no password");
    await expect(page.getByRole("button", { name: "Change Password" })).toHaveCount(0);
    await page.goto("/profile");
    await expect(page.getByRole("main")).toContainText("A demo account has no password");
    await expect(page.getByRole("button", { name: "Change Email" })).toHaveCount(0);
  });
});
