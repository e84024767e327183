import { axeReport } from "./support/axe";
import { expectFigures, openEntryDialog, openFinance, seedEntry } from "./support/finance";
import { expect, type Page, test } from "./support/fixtures";
import { browserToday, signInOnboarded } from "./support/metrics";
import { openQuickEntry } from "./support/quick-entry";

/** axe (WCAG 2.1 A and AA) on the Finance screen and its dialogs, the tracker included, in light and dark. */
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`Finance accessibility (${colorScheme})`, () => {
    test.use({ colorScheme, permissions: ["geolocation"], geolocation: { latitude: 34.05, longitude: -118.25, accuracy: 5 } });

    async function expectScheme(page: Page) {
      if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    }

    test("the screen with entries, the tracker, and the expense, quick expense and categories dialogs", async ({ page }) => {
      test.setTimeout(60_000);
      const axe = axeReport(page);
      await signInOnboarded(page, `financea11y${colorScheme}`);
      const today = await browserToday(page);
      const categories = (await (await page.request.get("/api/expense-categories")).json()) as { id: number }[];
      await seedEntry(page, "/api/expenses", {
        amount: "12",
        description: "Parking",
        categoryId: categories[0]?.id,
        date: today,
      });
      await seedEntry(page, "/api/expenses", { amount: "8", description: "Snack", date: today, isPersonal: true });
      await openFinance(page);
      await expectScheme(page);
      await expectFigures(page, { totalExpenses: "$12.00" });
      await expect(page.getByRole("list", { name: "Spending by category" })).toBeVisible();
      await axe.check("finance");

      let dialog = await openEntryDialog(page, "Add Expense");
      await dialog.getByRole("button", { name: "Add Expense" }).click();
      await expect(dialog.getByText("Amount is required")).toBeVisible();
      await axe.check("add expense dialog with messages");
      await dialog.getByRole("button", { name: "Close" }).click();

      dialog = await openQuickEntry(page, "Quick Expense");
      await dialog.getByRole("button", { name: "Gas, $60.00, Fuel" }).click();
      await axe.check("quick expense with a preset");
      await dialog.getByRole("button", { name: "Close" }).click();

      await page.getByRole("button", { name: "Categories", exact: true }).click();
      dialog = page.getByRole("dialog", { name: "Expense categories" });
      await expect(dialog.getByLabel("Name of Fuel")).toBeVisible();
      await axe.check("categories");
      await dialog.getByRole("button", { name: "Close" }).click();

      const tracker = page.getByRole("region", { name: "Mileage tracker" });
      await tracker.getByRole("button", { name: "Start Trip" }).click();
      await expect(tracker.getByRole("button", { name: "End Trip" })).toBeVisible();
      await axe.check("trip under way");
      await tracker.getByRole("button", { name: "End Trip" }).click();
      await expect(tracker.getByRole("form", { name: "End trip" })).toBeVisible();
      await axe.check("end trip");
      axe.expectClean();
    });
  });
}
