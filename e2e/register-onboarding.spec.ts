import { expect, test } from "./support/fixtures";
import { bottomNav, expectToast, NAV_DESTINATIONS, PHONE_BAR_NAMES, submitRegistration } from "./support/ui";
import { createTestUser } from "./support/users";

const PEST_CONTROL_KPIS = ["Hours Worked", "Doors Knocked", "Appts Ran", "Deals Closed", "Services Started"];
const ANALYTICS = [
  "Door Knocking Performance",
  "Tagging Performance",
  "Conversion Metrics",
  "Appointment Efficiency",
  "Revenue Tracking",
  "Productivity Metrics",
];

test("a new user registers from the landing page, completes onboarding and reaches the app shell", async ({ page }) => {
  const user = createTestUser("register", { firstName: "Jordan" });

  await page.goto("/");
  await page.getByRole("link", { name: "Get Started Today" }).click();
  await page.getByRole("tab", { name: "Register" }).click();
  await submitRegistration(page, user);

  // Step 1: the industry.
  await expect(page.getByRole("heading", { name: "Welcome, Jordan!" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("Set Up Your Account · Measured");
  await expect(page.getByRole("img", { name: "Step 1 of 2" })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(6);
  await expect(page.getByText("Please select your industry")).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  await page.getByRole("radio", { name: /^Pest Control/ }).check();
  await expect(page.getByText("Please select your industry")).toBeHidden();
  await continueButton.click();

  // Step 2: the industry's metrics, all pre-selected, and the analytics.
  await expect(page.getByRole("img", { name: "Step 2 of 2" })).toBeVisible();
  const kpis = page.getByRole("group", { name: /Choose your metrics/ }).getByRole("checkbox");
  await expect(kpis).toHaveCount(PEST_CONTROL_KPIS.length);
  for (const name of PEST_CONTROL_KPIS) await expect(page.getByRole("checkbox", { name })).toBeChecked();
  for (const name of ANALYTICS) await expect(page.getByRole("checkbox", { name })).toBeVisible();

  const complete = page.getByRole("button", { name: "Complete Setup" });
  for (const name of PEST_CONTROL_KPIS) await page.getByRole("checkbox", { name }).uncheck();
  await expect(page.getByText("Please select at least one KPI to track")).toBeVisible();
  await expect(complete).toBeDisabled();
  await page.getByRole("checkbox", { name: "Doors Knocked" }).check();
  await page.getByRole("checkbox", { name: "Deals Closed" }).check();

  // Back keeps the choice; Continue returns to step 2.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: /^Pest Control/ })).toBeChecked();
  await continueButton.click();
  await complete.click();

  await expectToast(page, "Welcome to Measured!");
  await expect(page.getByRole("banner")).toContainText("Pest Control Representative");
  // The destinations whose screens exist (decision 039): on a phone the first four, the rest under More (decision 061).
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  await expect(bottomNav(page).getByRole("link")).toHaveText(wide ? NAV_DESTINATIONS.map(([name]) => name) : PHONE_BAR_NAMES);
  await expect(bottomNav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // The account is onboarded for good.
  await page.reload();
  await expect(page.getByRole("banner")).toContainText("Pest Control Representative");
});
