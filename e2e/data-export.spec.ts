import { readFile } from "node:fs/promises";
import yauzl from "yauzl";
import { expect, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";

/** The files of a zip archive by name, read with yauzl (the server writes with another library). */
function unzip(archive: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("not a zip"));
      const files = new Map<string, string>();
      zip.on("error", reject);
      zip.on("end", () => resolve(files));
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error(entry.fileName));
          const parts: Buffer[] = [];
          stream.on("data", (part: Buffer) => parts.push(part));
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(parts).toString("utf8"));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

test.describe("Export All Data", () => {
  test("Settings' Export All Data builds the archive with progress, then Download saves a zip of the rep's data", async ({
    page,
  }) => {
    const user = await signInOnboarded(page, "dataexport");
    const lead = await page.request.post("/api/clients", {
      data: { firstName: "Archive", lastName: "Planted Lead", phone: "555-0199" },
    });
    expect(lead.status()).toBe(201);

    await page.goto("/settings");
    const panel = page.getByTestId("data-export");
    await panel.getByRole("button", { name: "Export All Data" }).click();
    const download = panel.getByRole("button", { name: "Download", exact: true });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText(/Your data is ready \(/)).toBeVisible();

    const saved = page.waitForEvent("download");
    await download.click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^measured-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await unzip(await readFile(await file.path()));
    expect(JSON.parse(files.get("json/clients.json") ?? "[]")).toEqual([
      expect.objectContaining({ first_name: "Archive", last_name: "Planted Lead" }),
    ]);
    expect(files.get("csv/clients.csv")).toContain("Planted Lead");
    expect(JSON.parse(files.get("json/users.json") ?? "[]")).toEqual([expect.objectContaining({ email: user.email })]);
    expect(files.get("json/users.json")).not.toContain("password");

    // The auto backup switch is on by default and says what it does.
    await expect(page.getByRole("switch", { name: "Auto backup" })).toBeChecked();

    // Privacy & Security's Download My Data is the same export: the archive just built is there to download.
    await page.goto("/privacy");
    const privacy = page.getByTestId("data-export");
    await expect(privacy.getByRole("button", { name: "Download My Data" })).toBeVisible();
    await expect(privacy.getByRole("button", { name: "Download", exact: true })).toBeVisible();
  });
});
