import { readFile } from "node:fs/promises";
import { formatUsd, irsRateMilli, mileageDeductionCents, parseCents } from "@measured/core";
import { expectFigures, openEntryDialog, openFinance, openTab, seedEntry } from "./support/finance";
import { expect, test } from "./support/fixtures";
import { browserToday, signInOnboarded } from "./support/metrics";
import { expectToast } from "./support/ui";

/** The Finance screen (/expenses): the period's cards, its entries by kind, and the add, edit and delete dialogs. */
test.describe("Finance", () => {
  test("add revenue, an expense with a category and a trip: the cards and the breakdown add up to the entries", async ({
    page,
  }) => {
    await signInOnboarded(page, "finance");
    const today = await browserToday(page);
    await openFinance(page);
    await expectFigures(page, { totalRevenue: "$0.00", totalExpenses: "$0.00", mileageDeduction: "$0.00", netProfit: "$0.00" });
    await expect(page.getByText("No expenses this month. Add one with Add Expense.")).toBeVisible();
    // Nothing that does nothing yet: the bank comes with the next issue.
    await expect(page.getByRole("button", { name: "Link Bank Card" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Bank" })).toHaveCount(0);

    let dialog = await openEntryDialog(page, "Add Revenue");
    await dialog.getByLabel("Amount").fill("1500");
    await dialog.getByLabel("Description").fill("Commission");
    await dialog.getByRole("button", { name: "Add Revenue" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Revenue entry created successfully!");
    await expect((await openTab(page, "Revenue")).getByText("Commission")).toBeVisible();

    dialog = await openEntryDialog(page, "Add Expense");
    await expect(dialog.getByLabel("Date")).toHaveValue(today);
    await dialog.getByLabel("Amount").fill("42.5");
    await dialog.getByLabel("Description").fill("Team lunch");
    await dialog.getByLabel("Category").selectOption({ label: "Meals" });
    await dialog.getByRole("button", { name: "Add Expense" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Expense Added", "$42.50 expense recorded successfully.");
    const expenses = page.getByRole("tabpanel", { name: "Expenses" });
    await expect(expenses.getByText("Team lunch")).toBeVisible();
    await expect(expenses.getByText("Meals")).toBeVisible();

    dialog = await openEntryDialog(page, "Log Mileage");
    const rate = irsRateMilli(today);
    await expect(dialog.getByLabel("Rate")).toHaveAttribute(
      "placeholder",
      new RegExp(`^0\\.${String(rate).padStart(3, "0")} \\(IRS`),
    );
    await dialog.getByLabel("Miles").fill("10");
    await dialog.getByLabel("Purpose").fill("Client visit");
    await dialog.getByLabel("Start location").fill("Office");
    await dialog.getByLabel("End location").fill("Smith house");
    await dialog.getByRole("button", { name: "Log Mileage" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Mileage logged successfully");
    const deduction = mileageDeductionCents(1000, rate);
    await expect(page.getByRole("tabpanel", { name: "Mileage" }).getByText("Office → Smith house")).toBeVisible();

    await expectFigures(page, {
      totalRevenue: "$1,500.00",
      totalExpenses: "$42.50",
      mileageDeduction: formatUsd(deduction),
      netProfit: formatUsd(150_000 - 4250 - deduction),
    });
    const meals = page.getByRole("list", { name: "Spending by category" }).getByRole("listitem");
    await expect(meals).toHaveCount(1);
    await expect(meals).toContainText("Meals");
    await expect(meals).toContainText("$42.50 · 100.0%");
    // Every tab's entries fit a 360 px phone: nothing scrolls sideways.
    for (const tab of ["Revenue", "Expenses", "Mileage"] as const) {
      await openTab(page, tab);
      // Against the project's width: a phone widens its layout viewport to fit what overflows.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    }
    // The same figures after a reload: the server kept them.
    await page.reload();
    await expectFigures(page, { totalRevenue: "$1,500.00", totalExpenses: "$42.50" });
    // Today is in the last 7 days too; the range under the control follows the period.
    const monthRange = await page.getByTestId("period-range").textContent();
    const week = page.getByRole("group", { name: "Period" }).getByRole("button", { name: "Week" });
    await week.click();
    await expect(week).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("period-range")).not.toHaveText(monthRange ?? "");
    await expectFigures(page, { totalRevenue: "$1,500.00", totalExpenses: "$42.50" });
  });

  test("an expense edited in its dialog and revenue deleted after confirming change the cards; a loss reads as one", async ({
    page,
  }) => {
    await signInOnboarded(page, "financeedit");
    const today = await browserToday(page);
    await seedEntry(page, "/api/revenue", { amount: "100", description: "Bonus", date: today });
    await seedEntry(page, "/api/expenses", { amount: "30", description: "Gas", date: today });
    await openFinance(page);
    await expectFigures(page, { totalRevenue: "$100.00", totalExpenses: "$30.00", netProfit: "$70.00" });

    const expenses = await openTab(page, "Expenses");
    await expenses.getByRole("button", { name: /^Edit Gas/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Expense" });
    await expect(dialog.getByLabel("Amount")).toHaveValue("30.00");
    await dialog.getByLabel("Amount").fill("45.25");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Expense updated");
    await expectFigures(page, { totalExpenses: "$45.25", netProfit: "$54.75" });

    const revenue = await openTab(page, "Revenue");
    await revenue.getByRole("button", { name: /^Delete Bonus/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this revenue entry?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expectToast(page, "Revenue entry deleted");
    await expect(revenue.getByText("No revenue this month. Add some with Add Revenue.")).toBeVisible();
    await expectFigures(page, { totalRevenue: "$0.00", netProfit: "-$45.25 (a loss)" });
    await expect(page.getByText("A loss: costs were more than revenue.")).toBeVisible();
  });

  test("a bad amount and a missing purpose show their messages under the fields and send nothing", async ({ page }) => {
    await signInOnboarded(page, "financebad");
    await openFinance(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/api\/(expenses|mileage)/.test(r.url())) posts.push(r.url());
    });
    let dialog = await openEntryDialog(page, "Add Expense");
    await dialog.getByLabel("Amount").fill("12.345");
    await dialog.getByLabel("Description").fill("Parking");
    await dialog.getByRole("button", { name: "Add Expense" }).click();
    const problem = parseCents("12.345");
    expect("problem" in problem).toBe(true);
    await expect(dialog.getByText("problem" in problem ? problem.problem : "")).toBeVisible();
    await expect(dialog.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("Escape");

    dialog = await openEntryDialog(page, "Log Mileage");
    await dialog.getByRole("button", { name: "Log Mileage" }).click();
    await expect(dialog.getByText("Miles are required")).toBeVisible();
    await expect(dialog.getByText("Purpose is required")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("Export downloads the year as CSV: the entries, oldest first, and the totals the cards show", async ({ page }) => {
    await signInOnboarded(page, "financeexport");
    const today = await browserToday(page);
    const year = today.slice(0, 4);
    await seedEntry(page, "/api/revenue", { amount: "1500", description: "Commission", date: `${year}-01-02` });
    await seedEntry(page, "/api/expenses", { amount: "42.50", description: "Team lunch", date: `${year}-01-03` });
    await seedEntry(page, "/api/mileage", { miles: "10", purpose: "Client visit", date: `${year}-01-04`, rate: "0.5" });
    await openFinance(page);
    await page.getByRole("button", { name: "Year", exact: true }).click();
    await expectFigures(page, {
      totalRevenue: "$1,500.00",
      totalExpenses: "$42.50",
      mileageDeduction: "$5.00",
      netProfit: "$1,452.50",
    });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`measured-finances-${year}.csv`);
    const text = await readFile(await file.path(), "utf8");
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines).toContain(`${year}-01-03,Team lunch,Uncategorized,,Business,42.50,`);
    expect(lines).toContain(`${year}-01-04,Client visit,,,10.00,0.500,5.00,Business,`);
    expect(lines).toContain(`${year}-01-02,Commission,,1500.00`);
    for (const total of [
      "Total Revenue,1500.00",
      "Total Expenses (business),42.50",
      "Mileage Deduction,5.00",
      "Net Profit,1452.50",
    ])
      expect(lines).toContain(total);
  });

  test("categories: one added, renamed, switched off (gone from the picker) and deleted; a taken name is refused", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 409/);
    await signInOnboarded(page, "financecats");
    await openFinance(page);
    await page.getByRole("button", { name: "Categories", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Expense categories" });
    const add = dialog.getByRole("form", { name: "New category" });
    await add.getByLabel("New category name").fill("Client gifts");
    await add.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByLabel("Name of Client gifts")).toBeVisible();

    // Any case of a name the rep has is refused in words.
    await add.getByLabel("New category name").fill("fuel");
    await add.getByRole("button", { name: "Add" }).click();
    await expect(add.getByText("You already have a category named fuel")).toBeVisible();

    const gifts = dialog.getByLabel("Name of Client gifts");
    await gifts.fill("Gifts");
    await gifts.press("Enter");
    await expect(dialog.getByLabel("Name of Gifts")).toBeVisible();
    await dialog.getByRole("switch", { name: "Offer Meals" }).click();
    await expect(dialog.getByRole("switch", { name: "Offer Meals" })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Delete Gifts" }).click();
    await expect(dialog.getByLabel("Name of Gifts")).toHaveCount(0);
    // (Escape would first close the refusal's toast, the layer opened last.)
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    const expense = await openEntryDialog(page, "Add Expense");
    const options = await expense.getByLabel("Category").locator("option").allTextContents();
    expect(options).toContain("Fuel");
    expect(options).not.toContain("Meals");
    expect(options).not.toContain("Gifts");
  });
});
