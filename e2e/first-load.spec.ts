import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { browserToday, expectMetricTotal, saveDay, signInOnboarded } from "./support/metrics";
import { signInViaUi } from "./support/ui";
import { createOnboardedUser } from "./support/users";

/** Collects the page's Content-Security-Policy violations (zod's eval probe was one). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing and sign-in pages are already in the HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "What Gets Measured Gets Managed" })).toBeVisible();
    await expect(page).toHaveTitle("Measured: What Gets Measured Gets Managed");
    await page.goto("/signin");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Measured" })).toBeVisible();
    await expect(page).toHaveTitle("Sign In · Measured");
    // Until the app runs, a click would be lost or submit the form natively (the password in the address).
    for (const name of ["Sign In", "Continue with Google", "Forgot Password?", "Register"]) {
      await expect(page.getByRole(name === "Register" ? "tab" : "button", { name, exact: true })).toBeDisabled();
    }
  });
});

test("a visitor's pages never ask who is signed in, come alive, and break no CSP rule", async ({ page }) => {
  const violations = await watchCsp(page);
  const userRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/user")) userRequests.push(request.url());
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Get Started Today" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto("/signin");
  await page.getByRole("tab", { name: "Register" }).click();
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  // A submit runs the zod schemas: no eval probe may show up as a violation.
  await page.getByRole("tab", { name: "Login" }).click();
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill("not-an-address");
  await form.getByLabel("Password").fill("whatever");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  expect(userRequests).toEqual([]);
  expect(await violations()).toEqual([]);
});

test("signing in on the prerendered page, then reloading, keeps the user signed in", async ({ page }) => {
  const user = await createOnboardedUser(page.request, "firstload");
  await signInViaUi(page, user);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("the dashboard loads its figures and breaks no CSP rule", async ({ page }) => {
  const violations = await watchCsp(page);
  await signInOnboarded(page, "firstloadcsp");
  await saveDay(page, await browserToday(page), { "Doors Knocked": 7 });
  await page.goto("/");
  await expectMetricTotal(page, "Doors Knocked", "7");
  expect(await violations()).toEqual([]);
});
