import { expect, test } from "./support/fixtures";
import { fitsViewportWidth } from "./support/ui";

test.describe("landing page (signed out)", () => {
  test("shows the product, the hero, the four features and the sign-in buttons", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Measured/);
    await expect(page.getByRole("banner")).toContainText("Measured");
    await expect(page.getByRole("banner")).toContainText("Contractor CRM Platform");
    await expect(page.getByRole("heading", { level: 1, name: "What Gets Measured Gets Managed" })).toBeVisible();
    await expect(page.getByText("make everyday work simpler for 1099 contractors")).toBeVisible();
    for (const feature of ["KPI Tracking", "Expense & Mileage Management", "Client CRM", "Goal Setting"]) {
      await expect(page.getByRole("heading", { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/signin?tab=register");
    for (const name of ["Sign In", "Sign In to Get Started"]) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", "/signin");
    }
    expect(await fitsViewportWidth(page)).toBe(true);
  });

  test("Get Started Today opens the Register tab; Sign In opens Login (issue 10)", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started Today" }).click();
    await expect(page).toHaveURL(/\/signin\?tab=register$/);
    await expect(page).toHaveTitle("Sign In · Measured");
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Create account" })).toBeVisible();
    // Opened directly (the prerendered page, then hydrated), the address still chooses the tab.
    await page.reload();
    await expect(page.getByRole("form", { name: "Create account" })).toBeVisible();
    // The other tab stays one tap away.
    await page.getByRole("tab", { name: "Login" }).click();
    await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();

    await page.goto("/");
    await page.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
  });

  test("Sign In to Get Started opens the sign-in page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Sign In to Get Started" }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("an unknown path shows the 404 page, in plain words, with the ways back", async ({ page }) => {
    for (const path of ["/no-such-page", "/reports/2026"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
      await expect(page.getByText("There is no page at this address. The link may be old or mistyped.")).toBeVisible();
      await expect(page).toHaveTitle("Page Not Found · Measured");
      await expect(page.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/");
    }
    // Back returns to the page before.
    await page.getByRole("button", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await page.getByRole("link", { name: "Go to home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "What Gets Measured Gets Managed" })).toBeVisible();
  });
});

test("the sign-in page shows the marketing panel on large screens only", async ({ page }, testInfo) => {
  await page.goto("/signin");
  const panel = page.getByRole("complementary", { name: "Why Measured" });
  if (testInfo.project.name === "desktop") await expect(panel).toBeVisible();
  else await expect(panel).toBeHidden();
  expect(await fitsViewportWidth(page)).toBe(true);
});
