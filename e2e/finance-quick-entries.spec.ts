import { QUICK_EXPENSE_MISSING } from "@measured/core";
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { expectFigures, openTab, receiptPhoto, seedEntry } from "./support/finance";
import { expect, test } from "./support/fixtures";
import { browserToday, SOLAR_KPIS } from "./support/metrics";
import { openQuickEntry } from "./support/quick-entry";
import { expectToast, navigateTo } from "./support/ui";
import { createTestUser, registerViaApi } from "./support/users";

/** A figure of a dashboard analytics card, by its label. */
const cardFigure = (card: Locator, label: string) =>
  card
    .locator("dl > div")
    .filter({ has: card.page().getByText(label, { exact: true }) })
    .locator("dd");

/** The finance entries made from other screens: the +'s Quick Expense and Log Mileage, and Add Revenue on leads. */
test.describe("Finance from every screen", () => {
  test("a quick expense from a preset, from the + on the dashboard, counts the same in Revenue Tracking and on Expenses", async ({
    page,
  }) => {
    await registerViaApi(page.request, createTestUser("quick-expense"), {
      industry: "solar",
      kpis: SOLAR_KPIS,
      analytics: ["revenue_tracking"],
    });
    const today = await browserToday(page);
    await seedEntry(page, "/api/revenue", { amount: "1000", date: today });
    await page.goto("/");
    const card = page.getByRole("region", { name: "Revenue Tracking" });
    await expect(cardFigure(card, "Total Revenue")).toHaveText("$1,000.00");
    await expect(cardFigure(card, "Net Profit")).toHaveText("$1,000.00");

    const dialog = await openQuickEntry(page, "Quick Expense");
    // Neither an amount nor a description: the spec's message, and nothing sent.
    await dialog.getByRole("button", { name: "Add Expense" }).click();
    await expectToast(page, QUICK_EXPENSE_MISSING.title, QUICK_EXPENSE_MISSING.description);
    await expect(dialog.getByLabel("Amount ($)")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByRole("button", { name: "Gas, $60.00, Fuel" }).click();
    await expect(dialog.getByLabel("Amount ($)")).toHaveValue("60.00");
    await expect(dialog.getByLabel("Description")).toHaveValue("Gas");
    await expect(dialog.getByLabel("Category")).toHaveValue(/\d+/);
    await expect(dialog.getByLabel("Category").locator("option:checked")).toHaveText("Fuel");
    // An amount button after the preset changes the amount only.
    await dialog.getByRole("button", { name: "$50", exact: true }).click();
    await expect(dialog.getByLabel("Amount ($)")).toHaveValue("50.00");
    // A receipt photo, as the file picker (or the camera) hands it over.
    await dialog.getByLabel("Receipt file").setInputFiles(await receiptPhoto());
    await expect(dialog.getByRole("img", { name: "The receipt chosen" })).toBeVisible();
    await dialog.getByRole("button", { name: "Add Expense" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Expense Added", "$50.00 expense recorded successfully.");

    // The dashboard (Today) and the Finance screen (Month) read the same books.
    await expect(cardFigure(card, "Total Expenses")).toHaveText("$50.00");
    await expect(cardFigure(card, "Net Profit")).toHaveText("$950.00");
    await navigateTo(page, "Expenses");
    await expectFigures(page, { totalRevenue: "$1,000.00", totalExpenses: "$50.00", netProfit: "$950.00" });
    const expenses = await openTab(page, "Expenses");
    await expect(expenses.getByText("Gas")).toBeVisible();
    await expect(expenses.getByText("Fuel")).toBeVisible();
    // The photo is kept with the expense, shrunk, and opens from the list.
    const receipt = expenses.getByRole("link", { name: /^Receipt for Gas/ });
    const served = await page.request.get((await receipt.getAttribute("href")) ?? "");
    expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/jpeg"]);
    expect((await sharp(await served.body()).metadata()).height).toBe(1600);
  });

  test("Log Mileage from the + saves a trip of today; a missing purpose says so first", async ({ page }) => {
    await registerViaApi(page.request, createTestUser("quick-trip"), { industry: "pest_control", kpis: ["doorsKnocked"] });
    await page.goto("/clients");
    const dialog = await openQuickEntry(page, "Log Mileage");
    await dialog.getByLabel("Miles").fill("12.4");
    await dialog.getByRole("button", { name: "Log Mileage" }).click();
    await expect(dialog.getByText("Purpose is required")).toBeVisible();
    await dialog.getByLabel("Purpose").fill("Route stops");
    await dialog.getByRole("button", { name: "Log Mileage" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Mileage logged successfully");
    const trips = (await (await page.request.get("/api/mileage")).json()) as { miles: number; date: string }[];
    expect(trips.map((t) => [t.miles, t.date])).toEqual([[12.4, await browserToday(page)]]);
  });

  test("Add Revenue on the pipeline names a lead found by name; a signed lead's Add Revenue is its commission", async ({
    page,
    isMobile,
  }) => {
    await registerViaApi(page.request, createTestUser("revenue-lead"), { industry: "solar", kpis: SOLAR_KPIS });
    for (const lead of [
      { firstName: "Sam", lastName: "Signed", signed: true },
      { firstName: "Olive", lastName: "Open" },
    ]) {
      const created = await page.request.post("/api/clients", { data: lead });
      expect(created.status(), await created.text()).toBe(201);
    }

    await page.goto("/pipeline");
    await page.getByRole("button", { name: "Add Revenue" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Revenue" });
    await dialog.getByLabel("Amount ($)").fill("300");
    await dialog.getByRole("combobox", { name: "From lead (optional)" }).fill("Olive");
    await dialog.getByRole("option", { name: /Olive Open/ }).click();
    await expect(dialog.getByText("From Olive Open.")).toBeVisible();
    await dialog.getByRole("button", { name: "Add Revenue" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Revenue entry created successfully!");

    await page.goto("/clients");
    // Only a signed lead earns revenue. On a desktop the table shows one lead beside it (the newest, Olive),
    // so Sam is chosen first.
    await expect(page.getByRole("article", { name: "Olive Open" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add revenue from Olive Open" })).toHaveCount(0);
    if (!isMobile) await page.getByRole("table").getByRole("row").filter({ hasText: "Sam Signed" }).click();
    await page.getByRole("button", { name: "Add revenue from Sam Signed" }).click();
    dialog = page.getByRole("dialog", { name: "Add Revenue" });
    await expect(dialog.getByLabel("Description (optional)")).toHaveValue("Commission");
    await dialog.getByLabel("Amount ($)").fill("2500");
    await dialog.getByRole("button", { name: "Add Revenue" }).click();
    await expect(dialog).toBeHidden();

    const entries = (await (await page.request.get("/api/revenue")).json()) as { amount: number; clientName: string | null }[];
    expect(entries.map((e) => [e.amount, e.clientName]).sort()).toEqual([
      [2500, "Sam Signed"],
      [300, "Olive Open"],
    ]);
  });
});
