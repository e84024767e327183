import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/ui";
import { createTestUser, registerViaApi } from "./support/users";

test.describe("Privacy & Security: auto logout and data collection (issue 25)", () => {
  test("auto logout is on at 30 minutes; at the chosen 5 it signs out after 5 minutes without activity, and not before", async ({
    page,
  }) => {
    await page.clock.install();
    const rep = createTestUser("autologout");
    await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
    await page.goto("/privacy");
    const autoLogout = page.getByRole("switch", { name: "Auto logout" });
    await expect(autoLogout).toBeChecked();
    const period = page.getByLabel("Sign out after");
    await expect(period).toHaveValue("30");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/privacy") && r.request().method() === "PATCH");
    await period.selectOption({ label: "5 minutes" });
    expect((await saved).status()).toBe(200);
    await expect(period).toHaveValue("5");

    await page.reload();
    await expect(page.getByLabel("Sign out after")).toHaveValue("5");
    await page.clock.fastForward("04:30");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy & Security" })).toBeVisible();
    await page.clock.fastForward("00:45");
    await expectToast(page, "Signed out after 5 minutes without activity");
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(401);
  });

  test("switched off, the rep stays signed in however long the page is left", async ({ page }) => {
    await page.clock.install();
    const rep = createTestUser("staysin");
    await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
    await page.goto("/privacy");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/privacy") && r.request().method() === "PATCH");
    await page.getByRole("switch", { name: "Auto logout" }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByLabel("Sign out after")).toHaveCount(0);
    await page.clock.fastForward("02:00:00");
    await page.goto("/goals");
    await expect(page.getByRole("heading", { level: 1, name: "My Goals" })).toBeVisible();
  });

  test("analytics tracking lists the screens opened, and forgets them when switched off", async ({ page }) => {
    const rep = createTestUser("analytics");
    await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
    await page.goto("/privacy");
    await expect(page.getByText("Measured sends nothing about you to advertisers")).toBeVisible();
    const tracking = page.getByRole("switch", { name: "Analytics tracking" });
    await expect(tracking).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Usage statistics" })).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Location data collection" })).toBeChecked();
    const switchedOn = page.waitForResponse((r) => r.url().endsWith("/api/user/privacy") && r.request().method() === "PATCH");
    await tracking.click();
    expect((await switchedOn).status()).toBe(200);
    await expect(page.getByText("Nothing yet.")).toBeVisible();

    const viewed = page.waitForResponse((r) => r.url().endsWith("/api/user/screen-views") && r.request().method() === "POST");
    await page.goto("/goals");
    await expect(page.getByRole("heading", { level: 1, name: "My Goals" })).toBeVisible();
    expect((await viewed).status()).toBe(204);
    await page.goto("/privacy");
    const recorded = page.getByRole("listitem").filter({ hasText: "/goals" });
    await expect(recorded).toContainText("1 view");

    await page.getByRole("switch", { name: "Analytics tracking" }).click();
    await expect(page.getByText("Recorded in the last 90 days")).toHaveCount(0);
    const totals = await page.request.get("/api/user/screen-views");
    expect((await totals.json()).screens).toEqual([]);
  });
});
