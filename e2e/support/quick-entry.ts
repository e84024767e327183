import { expect, type Page } from "@playwright/test";

/** The "+" (decision 029): floating above the bottom bar on phones, a row in the sidebar on desktop. */
export function quickEntryButton(page: Page) {
  return page.getByRole("button", { name: "Quick entry" });
}

export type QuickEntryKind = "Daily Stats Entry" | "Log Lead/Appointment" | "Quick Expense" | "Log Mileage";

/** Opens the + menu, picks a quick entry and returns its dialog (the item and the dialog share the name). */
export async function openQuickEntry(page: Page, kind: QuickEntryKind = "Daily Stats Entry") {
  await quickEntryButton(page).click();
  await page.getByRole("menuitem", { name: kind }).click();
  const dialog = page.getByRole("dialog", { name: kind });
  await expect(dialog).toBeVisible();
  return dialog;
}
