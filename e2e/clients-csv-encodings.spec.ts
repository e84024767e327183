import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";

/** Names of every script a rep's list may hold, each several bytes long in UTF-8. */
const NAMES = [
  ["José", "Peña"],
  ["Zoë", "Brontë"],
  ["Αλέξης", "Παπαδόπουλος"],
  ["王", "小明"],
  ["Łucja", "Żółć"],
  ["Søren", "Kierkegård"],
] as const;
const ROWS = 1_800;
const NOTE = "Gate code 4471 · 犬に注意 · Σκύλος · ñandú ".repeat(6);

const SLICE = 256 * 1024;
const isContinuationByte = (byte: number | undefined) => byte !== undefined && (byte & 0xc0) === 0x80;

/**
 * About 600 KB of UTF-8: past two of the 256 KB slices the old reader decoded one by one. Spaces after
 * "Notes" in the header (trimmed on reading) move the rows until the first slice's edge falls inside a
 * character, the case that reader corrupted.
 */
function bigUtf8File(): { buffer: Buffer; names: string[] } {
  const names: string[] = [];
  const rows: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const [first, last] = NAMES[i % NAMES.length] ?? NAMES[0];
    const lastName = `${last}${i}`;
    names.push(`${first} ${lastName}`);
    rows.push(`${first},${lastName},"${NOTE}"`);
  }
  for (let pad = 0; ; pad++) {
    const buffer = Buffer.from(`First Name,Last Name,Notes${" ".repeat(pad)}\r\n${rows.join("\r\n")}\r\n`, "utf8");
    if (isContinuationByte(buffer[SLICE])) return { buffer, names };
  }
}

/** Excel's "CSV (Comma delimited)" on Windows: Windows-1252, with the letters and marks it has beyond Latin-1's. */
function windows1252File(): Buffer {
  const ascii = (text: string) => [...Buffer.from(text, "ascii")];
  return Buffer.from([
    ...ascii("First Name,Last Name,Notes\r\nJos"),
    0xe9, // é
    ...ascii(",M"),
    0xfc, // ü
    ...ascii("ller,Paid "),
    0x80, // €
    ...ascii("40 "),
    0x96, // en dash
    ...ascii(" "),
    0x93, // left double quote
    ...ascii("call first"),
    0x94, // right double quote
    ...ascii("\r\n"),
  ]);
}

async function openImport(page: Page, name: string, buffer: Buffer) {
  await page.goto("/clients");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import leads from CSV" });
  await dialog.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer });
  return dialog;
}

async function exportedLines(page: Page): Promise<string[]> {
  const res = await page.request.get("/api/clients/export");
  expect(res.ok()).toBe(true);
  return (await res.text())
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
}

test.describe("Leads CSV in any encoding (issue 22)", () => {
  test("a 600 KB UTF-8 file of accented, Greek and CJK names imports every character whole", async ({ page }) => {
    test.slow(); // 1,800 leads in four parts
    await signInOnboarded(page, "csv-utf8");
    const { buffer, names } = bigUtf8File();
    expect(buffer.byteLength).toBeGreaterThan(600 * 1024);
    const dialog = await openImport(page, "names.csv", buffer);
    await expect(dialog.getByLabel("Encoding")).toHaveValue("utf-8");
    await expect(
      dialog.getByText(`${ROWS.toLocaleString("en-US")} rows: ${ROWS.toLocaleString("en-US")} look ready`),
    ).toBeVisible();
    await dialog.getByRole("button", { name: `Import ${ROWS.toLocaleString("en-US")} rows` }).click();
    await expect(dialog.getByText(`${ROWS.toLocaleString("en-US")} leads added.`)).toBeVisible({ timeout: 60_000 });

    const stored = (await exportedLines(page)).slice(1).map((line) => line.split(",").slice(0, 2).join(" "));
    expect(stored.filter((name) => name.includes("\uFFFD"))).toEqual([]);
    expect(stored.sort()).toEqual([...names].sort());
  });

  test("a Windows-1252 file is read as Windows-1252, shown in the preview, and another encoding names the unreadable cell", async ({
    page,
  }) => {
    await signInOnboarded(page, "csv-1252");
    const dialog = await openImport(page, "excel.csv", windows1252File());
    const encoding = dialog.getByLabel("Encoding");
    await expect(encoding).toHaveValue("windows-1252");
    await expect(dialog.getByRole("cell", { name: "José" })).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);

    // Read as UTF-8 the accented bytes are not text: the preview names the first such cell.
    await encoding.selectOption("utf-8");
    await expect(dialog.getByRole("alert")).toContainText("Line 2, First Name:");
    await expect(dialog.getByText("1 row: 0 look ready, 1 will be refused")).toBeVisible();
    await encoding.selectOption("windows-1252");
    await expect(dialog.getByRole("alert")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Import 1 row" }).click();
    await expect(dialog.getByText("1 lead added.")).toBeVisible();
    const [, lead] = await exportedLines(page);
    expect(lead).toContain("José,Müller,");
    expect(lead).toContain("Paid €40 – “call first”");
  });
});
