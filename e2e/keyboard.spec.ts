import { expect, test } from "./support/fixtures";
import { expectFocusVisible, tabTo } from "./support/keyboard";
import { metricCard, periodButton } from "./support/metrics";
import { quickEntryButton } from "./support/quick-entry";
import { createOnboardedUser } from "./support/users";

/**
 * The main controls by keyboard only (Tab, Shift+Tab, Enter, Space, Escape, and the
 * menu's own End key), with a visible focus indicator on each control reached.
 */
test("keyboard only: sign in, periods, Manage, quick entry, account menu and log out", async ({ page }) => {
  test.slow(); // Sign-in and five screens by keyboard alone, one key at a time.
  const user = createOnboardedUser(page.request, "keys");
  const { email, password } = await user;
  await page.goto("/signin");
  const form = page.getByRole("form", { name: "Sign in" });

  // Sign in.
  await tabTo(page, form.getByLabel("Email"));
  await expectFocusVisible(page);
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Password")).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(metricCard(page, "Doors Knocked")).toBeVisible();

  // Switch periods: Enter on This Week, then Shift+Tab back to Today and Space.
  await tabTo(page, periodButton(page, "This Week"));
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(periodButton(page, "This Week")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Shift+Tab");
  await expect(periodButton(page, "Today")).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press("Space");
  await expect(periodButton(page, "Today")).toHaveAttribute("aria-pressed", "true");
  await expect(periodButton(page, "This Week")).toHaveAttribute("aria-pressed", "false");

  // Manage: hide a metric, close with Escape; focus returns to the trigger.
  const manage = page.getByRole("button", { name: "Manage", exact: true });
  await tabTo(page, manage);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Manage metrics" });
  await expect(dialog).toBeVisible();
  const toggle = dialog.getByRole("button", { name: "Hours Worked: Visible" });
  await tabTo(page, toggle);
  await expectFocusVisible(page);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/preferences") && r.request().method() === "PATCH");
  await page.keyboard.press("Space");
  expect((await saved).ok()).toBe(true);
  await expect(dialog.getByRole("button", { name: "Hours Worked: Hidden" })).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(manage).toBeFocused();
  await expect(metricCard(page, "Hours Worked")).toHaveCount(0);

  // Quick entry: the + opens its menu (decision 029); Enter on Daily Stats Entry opens the sheet. Close it
  // with Escape (focus back on the +), then open it again, add to a counter and save.
  const quickEntry = quickEntryButton(page);
  await tabTo(page, quickEntry);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Daily Stats Entry" })).toBeFocused();
  await page.keyboard.press("Enter");
  const entry = page.getByRole("dialog", { name: "Daily Stats Entry" });
  await expect(entry).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(entry).toBeHidden();
  await expect(quickEntry).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("menuitem", { name: "Daily Stats Entry" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(entry).toBeVisible();
  const addFive = entry.getByRole("button", { name: "Add 5 to Doors Knocked" });
  await tabTo(page, addFive);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(entry.getByRole("status", { name: "Doors Knocked count" })).toHaveText("5");
  await page.keyboard.press("Space");
  await expect(entry.getByRole("status", { name: "Doors Knocked count" })).toHaveText("10");
  await tabTo(page, entry.getByRole("button", { name: "Save" }));
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(entry).toBeHidden();
  await expect(metricCard(page, "Doors Knocked").getByTestId("metric-total")).toHaveText("10");

  // Account menu: open with Enter, close with Escape, open with Space, End to Log out, Enter.
  const accountMenu = page.getByRole("button", { name: "Account menu" });
  await tabTo(page, accountMenu, { backwards: true, max: 120 });
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(accountMenu).toBeFocused();
  await page.keyboard.press("Space");
  await expect(menu).toBeVisible();
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "What Gets Measured Gets Managed" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
});
