import { expect, type Page } from "@playwright/test";
import type { TestUser } from "./users";

/**
 * The toast viewport; scoping to it avoids Radix's screen-reader copy of the text.
 * While a modal dialog is open Radix hides everything else from the accessibility
 * tree (the viewport too), hence includeHidden; visibility is still checked on screen.
 */
export function toasts(page: Page) {
  // Radix names it "Notifications (F8)"; Settings has a section called Notifications too.
  return page.getByRole("region", { name: /^Notifications \(/, includeHidden: true });
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

export async function signInViaUi(page: Page, user: Pick<TestUser, "email" | "password">): Promise<void> {
  await page.goto("/signin");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel("Password").fill(user.password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** Fills the sign-in page's Register tab (already open) as a new rep would, and sends it. */
export async function submitRegistration(page: Page, user: Pick<TestUser, "firstName" | "lastName" | "email" | "password">) {
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("First Name").fill(user.firstName);
  await form.getByLabel("Last Name").fill(user.lastName);
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel("Password").fill(user.password);
  await form.getByRole("button", { name: "Create Account" }).click();
}

export function bottomNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

/** The spec's destinations whose screens exist (decision 039), in the spec's order. */
export const NAV_DESTINATIONS = [
  ["Dashboard", "/"],
  ["Daily Input", "/daily-input"],
  ["Pipeline", "/pipeline"],
  ["Leads", "/clients"],
  ["Expenses", "/expenses"],
  ["Teams", "/teams"],
  ["Goals", "/goals"],
] as const;
/** Below 640 px the bar holds the first four and More, a menu of the rest (decision 061). */
export const PHONE_BAR_NAMES = NAV_DESTINATIONS.slice(0, 4).map(([name]) => name);
export const MORE_NAMES = NAV_DESTINATIONS.slice(4).map(([name]) => name);

/** Opens a destination as a rep would: its item in the bar or sidebar, else from the bar's More menu. */
export async function navigateTo(page: Page, name: string) {
  const link = bottomNav(page).getByRole("link", { name, exact: true });
  const more = bottomNav(page).getByRole("button", { name: "More", exact: true });
  await expect(link.or(more).first()).toBeVisible();
  if (await link.isVisible()) return link.click();
  await more.click();
  await page.getByRole("menu").getByRole("menuitem", { name, exact: true }).click();
}

export async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling). */
export async function fitsViewportWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
