import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

/** Opens /expenses and waits for the period's figures. */
export async function openFinance(page: Page) {
  await page.goto("/expenses");
  await expect(page.getByRole("heading", { level: 1, name: "Expenses" })).toBeVisible();
  await expect(figure(page, "netProfit")).toBeVisible();
}

export type Figure = "totalRevenue" | "totalExpenses" | "mileageDeduction" | "netProfit";

/** A summary card's value ("$1,234.56"). */
export function figure(page: Page, name: Figure): Locator {
  return page.locator(`[data-figure="${name}"]`).getByTestId("figure-value");
}

export async function expectFigures(page: Page, figures: Partial<Record<Figure, string>>) {
  for (const [name, text] of Object.entries(figures)) await expect(figure(page, name as Figure)).toHaveText(text);
}

/** A content tab: Revenue, Expenses or Mileage. */
export async function openTab(page: Page, name: "Revenue" | "Expenses" | "Mileage") {
  await page.getByRole("tab", { name }).click();
  return page.getByRole("tabpanel", { name });
}

/** The dialog of one entry form, after pressing the page's button that opens it. */
export async function openEntryDialog(page: Page, button: "Add Revenue" | "Add Expense" | "Log Mileage") {
  await page.getByRole("button", { name: button }).first().click();
  const dialog = page.getByRole("dialog", { name: button });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** An entry straight through the API (a test's starting point, not what it checks). */
export async function seedEntry(page: Page, path: "/api/expenses" | "/api/revenue" | "/api/mileage", data: object) {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A receipt photo as a phone's file picker hands it over: a real JPEG, 1,200 × 1,600 px. */
export async function receiptPhoto(name = "receipt.jpg") {
  const buffer = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#f4f1ea" } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}
