import { readFile } from "node:fs/promises";
import { expect, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";

const FILE = [
  "Full Name,Phone,E-mail Address,Signed,Favourite colour",
  "Ana Lopez,(555) 123-4567,ana@example.com,yes,blue",
  ",555-000-0000,,no,red",
  "",
  "Bo Chen,555-222-3333,not-an-email,no,green",
  "Cy Park,555-444-5555,,maybe,",
  "Di Ross,,di@example.com,,",
].join("\r\n");

test.describe("Leads as CSV", () => {
  test("import a file with bad rows, read the report, import it again, then export", async ({ page }) => {
    await signInOnboarded(page, "csv");
    await page.goto("/clients");
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import leads from CSV" });
    await dialog.getByLabel("CSV file").setInputFiles({ name: "leads.csv", mimeType: "text/csv", buffer: Buffer.from(FILE) });

    await expect(dialog.getByText("5 rows: 2 look ready, 3 will be refused")).toBeVisible();
    await expect(dialog.getByText("Full Name → Name (split into first and last)")).toBeVisible();
    await expect(dialog.getByText("Favourite colour → not imported")).toBeVisible();
    await dialog.getByRole("button", { name: "Import 5 rows" }).click();

    await expect(dialog.getByText("2 leads added. 0 already in your leads. 3 rows refused.")).toBeVisible();
    const refused = dialog.getByRole("listitem");
    await expect(refused).toHaveText([
      "Line 3: First name is required",
      "Line 5: Email: Invalid email address",
      'Line 6: Signed: use yes or no, not "maybe"',
    ]);
    await dialog.getByRole("button", { name: "Done" }).click();
    // On a desktop the newest lead is also shown in the detail beside the table (decision 045).
    await expect(page.getByText("Ana Lopez").first()).toBeVisible();
    await expect(page.getByText("Di Ross").first()).toBeVisible();

    // The same file again adds nothing.
    await page.getByRole("button", { name: "Import CSV" }).click();
    await dialog.getByLabel("CSV file").setInputFiles({ name: "leads.csv", mimeType: "text/csv", buffer: Buffer.from(FILE) });
    await dialog.getByRole("button", { name: "Import 5 rows" }).click();
    await expect(dialog.getByText("0 leads added. 2 already in your leads. 3 rows refused.")).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^measured-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path()) ?? "", "utf8");
    expect(text).toContain("First Name,Last Name,Address,Phone,Email");
    expect(text).toContain("Ana,Lopez,,(555) 123-4567,ana@example.com");
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(3);
  });

  test("a file without name columns cannot be imported", async ({ page }) => {
    await signInOnboarded(page, "csv-noname");
    await page.goto("/clients");
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import leads from CSV" });
    await dialog
      .getByLabel("CSV file")
      .setInputFiles({ name: "phones.csv", mimeType: "text/csv", buffer: Buffer.from("Phone\r\n555-1234\r\n") });
    await expect(dialog.getByRole("alert")).toContainText("no First Name column and no Name column");
    await expect(dialog.getByRole("button", { name: "Import 1 row" })).toBeDisabled();
  });
});
