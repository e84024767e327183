import { expect, test } from "./support/fixtures";
import { browserToday, expectMetricTotal, metricCard, saveDay, signInOnboarded } from "./support/metrics";
import { expectToast } from "./support/ui";

test.describe("Change Industry", () => {
  test("switching to pest control changes the header label and the metrics", async ({ page }) => {
    await signInOnboarded(page, "industry");
    await saveDay(page, await browserToday(page), { "Doors Knocked": 20 });
    await page.goto("/change-industry");
    await expect(page.getByRole("banner")).toContainText("Solar Representative");
    await expect(page.getByRole("heading", { level: 1, name: "Change Industry Template" })).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(6);

    const change = page.getByRole("button", { name: "Change Industry" });
    await expect(change).toBeDisabled();
    // The current industry cannot be chosen again.
    await page.getByRole("radio", { name: /^Solar/ }).check();
    await expect(change).toBeDisabled();

    await page.getByRole("radio", { name: /^Pest Control/ }).check();
    await expect(change).toBeEnabled();
    await change.click();
    await expectToast(
      page,
      "Industry template changed successfully",
      "Your KPI metrics have been updated to match the new industry template.",
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner")).toContainText("Pest Control Representative");

    // Pest control: no tags, Installs is "Accounts Serviced"; entries are kept.
    await expect(page.getByRole("region", { name: "Accounts Serviced" })).toBeVisible();
    await expect(metricCard(page, "Services Started")).toBeVisible();
    await expect(metricCard(page, "Tags Put")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Tagging Performance" })).toHaveCount(0);
    await expectMetricTotal(page, "Doors Knocked", "20");
  });

  test("with nothing selected, trying says to select an industry; Cancel returns to the dashboard", async ({ page }) => {
    await signInOnboarded(page, "industrynone");
    await page.goto("/change-industry");
    await page.getByRole("button", { name: "Change Industry" }).click({ force: true });
    await expectToast(page, "Please select an industry", "You must select an industry template to continue.");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a signed-out finding says so and goes to the login endpoint", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    await signInOnboarded(page, "industry401");
    await page.route("**/api/user/industry", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Unauthorized"}' }),
    );
    let loginRequested = false;
    await page.route("**/api/login", (route) => {
      loginRequested = true;
      return route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Login</h1>" });
    });
    await page.goto("/change-industry");
    await page.getByRole("radio", { name: /^Alarm/ }).check();
    await page.getByRole("button", { name: "Change Industry" }).click();
    await expectToast(page, "Unauthorized", "You are logged out. Logging in again...");
    await expect.poll(() => loginRequested).toBe(true);
  });
});
