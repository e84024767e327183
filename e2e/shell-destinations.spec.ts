import { ANALYTICS_IDS } from "@measured/core";
import { APP_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { useGoogleAccount } from "./support/google";
import { SOLAR_KPIS } from "./support/metrics";
import { NAV_DESTINATIONS, navigateTo, openAccountMenu } from "./support/ui";
import { createOnboardedUser, createTestUser, registerViaApi } from "./support/users";

/**
 * Issue 21 (decision 039): every destination the app offers exists. A rep who follows any
 * navigation item, account-menu item or link in a screen never lands on the not-found page.
 */
const SCREENS = [
  "/",
  "/daily-input",
  "/pipeline",
  "/clients",
  "/expenses",
  "/goals",
  "/teams",
  "/profile",
  "/privacy",
  "/settings",
  "/theme-settings",
  "/customize-metrics",
  "/change-industry",
];
const notFound = (page: Page) => page.getByRole("heading", { name: "404 Page Not Found" });

async function expectScreen(page: Page, what: string) {
  await expect(page.getByRole("heading", { level: 1 }), what).toBeVisible();
  await expect(notFound(page), what).toHaveCount(0);
}

/** The site's own links shown on the page (navigation, menus and the screen), by where they point. */
function internalLinks(page: Page): Promise<string[]> {
  return page.locator('a[href^="/"]').evaluateAll((links) =>
    links
      .filter((link) => link.checkVisibility({ checkVisibilityCSS: true }))
      .map((link) => link.getAttribute("href") ?? "")
      .filter((href) => !href.startsWith("//") && !href.startsWith("/api/")),
  );
}

test("no navigation item, account-menu item or link in a screen leads to the not-found page", async ({ page }) => {
  test.setTimeout(90_000);
  await registerViaApi(page.request, createTestUser("destinations"), {
    industry: "solar",
    kpis: SOLAR_KPIS,
    analytics: [...ANALYTICS_IDS],
  });

  // Every navigation item and account-menu item, clicked as a rep would.
  await page.goto("/");
  await expectScreen(page, "dashboard");
  // On a phone the last ones are under More (decision 061): navigateTo opens them from there.
  const navNames = NAV_DESTINATIONS.map(([name]) => name);
  for (const name of navNames) {
    await navigateTo(page, name);
    await expectScreen(page, `navigation: ${name}`);
  }
  const menuNames = (await (await openAccountMenu(page)).getByRole("menuitem").allTextContents()).filter(
    (name) => name !== "Log out",
  );
  await page.keyboard.press("Escape");
  expect(menuNames).toEqual(["Profile", "Change Industry Template", "Theme & Display", "Settings", "Privacy & Security"]);
  for (const name of menuNames) {
    await (await openAccountMenu(page)).getByRole("menuitem", { name }).click();
    await expectScreen(page, `account menu: ${name}`);
  }

  // Every link on every screen (the dashboard's cards, empty states, quick actions...), opened.
  const found = new Map<string, string>();
  for (const screen of SCREENS) {
    await page.goto(screen);
    await expectScreen(page, screen);
    await expect(page.getByRole("main").getByText(/^Loading/)).toHaveCount(0);
    for (const href of await internalLinks(page)) if (!found.has(href)) found.set(href, screen);
  }
  // The Revenue Tracking card links to the Expenses screen, which exists.
  expect([...found.keys()]).toEqual(expect.arrayContaining(["/", "/daily-input", "/customize-metrics", "/expenses"]));
  for (const [href, from] of found) {
    await page.goto(href);
    await expectScreen(page, `${href} (linked from ${from})`);
  }
});

test("signed out, a screen asks to sign in first and opens after signing in, with its query", async ({ page }) => {
  const user = await createOnboardedUser(page.request, "deeplink");
  await page.goto("/pipeline?x=1");
  const form = page.getByRole("form", { name: "Sign in" });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(`${APP_URL}/signin?next=%2Fpipeline%3Fx%3D1`);
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel("Password").fill(user.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${APP_URL}/pipeline?x=1`);
  await expect(page.getByRole("heading", { level: 1, name: "Pipeline" })).toBeVisible();
  // The sign-in page was replaced: Back leaves for the page before, not the finished form.
  await expect(notFound(page)).toHaveCount(0);
});

test("after sign-in, a return address off the site is ignored: the rep lands on the dashboard", async ({ page, context }) => {
  for (const next of ["//evil.com", "https://evil.com/x", "/\\evil.com"]) {
    await context.clearCookies();
    const user = await createOnboardedUser(page.request, "openredirect");
    await page.goto(`/signin?next=${encodeURIComponent(next)}`);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password").fill(user.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" }), next).toBeVisible();
    await expect(page, next).toHaveURL(`${APP_URL}/`);
    // Signed out by forgetting the session, after leaving, so no request of the dashboard is answered 401.
    await page.evaluate(() => localStorage.clear());
    await page.goto("about:blank");
  }
});

test("Google sign-in from a signed-out deep link returns to that screen", async ({ page, context }) => {
  const user = await createOnboardedUser(page.request, "googledeep");
  await useGoogleAccount(context, { email: user.email, given_name: "Casey", family_name: "Rivera" });
  await page.goto("/clients?q=Ann");
  await expect(page).toHaveURL(`${APP_URL}/signin?next=%2Fclients%3Fq%3DAnn`);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(`${APP_URL}/clients?q=Ann`);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
});
