import { expect, test } from "./support/fixtures";
import { quickEntryButton } from "./support/quick-entry";
import { bottomNav, fitsViewportWidth, MORE_NAMES, NAV_DESTINATIONS, openAccountMenu, PHONE_BAR_NAMES } from "./support/ui";
import { createTestUser, registerViaApi } from "./support/users";

/** The account menu's entries, in the spec's order (section 2). */
const MENU = [
  ["Profile", "/profile", "Profile"],
  ["Change Industry Template", "/change-industry", "Change Industry Template"],
  ["Theme & Display", "/theme-settings", "Theme & Display"],
  ["Settings", "/settings", "Settings"],
  ["Privacy & Security", "/privacy", "Privacy & Security"],
] as const;

test.describe("app shell (signed in and onboarded)", () => {
  test.beforeEach(async ({ page }) => {
    await registerViaApi(page.request, createTestUser("shell"), { industry: "alarm", kpis: ["doorsKnocked"] });
  });

  test("the header shows the role label and the navigation has the built destinations", async ({ page, isMobile }) => {
    await page.goto("/");
    await expect(page.getByRole("banner")).toContainText("Measured");
    await expect(page.getByRole("banner")).toContainText("Alarm Representative");
    const links = bottomNav(page).getByRole("link");
    // A phone's bar: the first four, then More with the rest (decision 061); the sidebar: all of them.
    const inBar = isMobile ? NAV_DESTINATIONS.slice(0, PHONE_BAR_NAMES.length) : NAV_DESTINATIONS;
    await expect(links).toHaveCount(inBar.length);
    for (const [index, [name, href]] of inBar.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(name);
      await expect(links.nth(index)).toHaveAttribute("href", href);
    }
    const more = bottomNav(page).getByRole("button", { name: "More", exact: true });
    if (!isMobile) return expect(more).toBeHidden();
    await more.click();
    const items = page.getByRole("menu").getByRole("menuitem");
    await expect(items).toHaveText(MORE_NAMES);
    for (const [index, [, href]] of NAV_DESTINATIONS.slice(PHONE_BAR_NAMES.length).entries()) {
      await expect(items.nth(index)).toHaveAttribute("href", href);
    }
  });

  test("the active navigation item follows the route, and an unknown path is not found", async ({ page }) => {
    await page.goto("/");
    await bottomNav(page).getByRole("link", { name: "Pipeline" }).click();
    await expect(page).toHaveURL(/\/pipeline$/);
    await expect(bottomNav(page).getByRole("link", { name: "Pipeline" })).toHaveAttribute("aria-current", "page");
    await expect(bottomNav(page).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    // Typed in by hand, an unknown path is not found, and nothing is current.
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found · Measured");
    await expect(bottomNav(page).locator("[aria-current]")).toHaveCount(0);
  });

  test("the account menu lists the entries whose screens exist, then Log out, and each opens its screen", async ({ page }) => {
    await page.goto("/");
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("menuitem")).toHaveText([...MENU.map(([name]) => name), "Log out"]);
    await page.keyboard.press("Escape");

    for (const [name, href, heading] of MENU) {
      await (await openAccountMenu(page)).getByRole("menuitem", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("banner")).toContainText("Alarm Representative");
    }
  });

  test("the shell fits the screen and its touch targets are at least 44 px", async ({ page, isMobile }) => {
    await page.goto("/");
    await expect(bottomNav(page)).toBeVisible();
    expect(await fitsViewportWidth(page)).toBe(true);
    const targets = [
      ...(await bottomNav(page).getByRole("link").all()),
      ...(isMobile ? [bottomNav(page).getByRole("button", { name: "More", exact: true })] : []),
      page.getByRole("button", { name: "Account menu" }),
      quickEntryButton(page),
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box, "a visible target").not.toBeNull();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
