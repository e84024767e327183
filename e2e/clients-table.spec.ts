import { axeViolations } from "./support/axe";
import { expect, type Page, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";

/** Leads on a desktop (issue 21, decision 045): a sortable table with the chosen lead beside it; cards on a phone. */

const LEADS = [
  // The widest a row gets: the longest badge (Appointment Held) and an appointment's date and time.
  {
    firstName: "Mia",
    lastName: "Cole",
    phone: "555-300-1000",
    address: "3 Oak St",
    nextFollowUpDate: "2026-12-03",
    knockAppointment: true,
    appointmentSat: true,
    appointmentSetForDate: "2026-12-10T14:30:00-06:00",
  },
  { firstName: "Ada", lastName: "Lane", phone: "555-100-1000", email: "ada@example.com", notes: "Wants a quote for 12 panels" },
  { firstName: "Zed", lastName: "Park", address: "9 Pine Rd, Springfield", nextFollowUpDate: "2026-12-01" },
];

async function seed(page: Page, label: string) {
  await signInOnboarded(page, label);
  for (const lead of LEADS) {
    const response = await page.request.post("/api/clients", { data: lead });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto("/clients");
}

const rowNames = (page: Page) => page.getByRole("table").locator("tbody button[data-lead]");

for (const width of [1440, 1024]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Skipped on phone projects on purpose: the table exists only from 1,024 px (decision 045); the phone
    // layout is checked by the test below.
    test.skip(({ isMobile }) => isMobile, "the desktop project's browser, at this width");

    test("the table sorts by name, a row shows its lead beside it, Edit opens Edit Lead", async ({ page }) => {
      test.setTimeout(90_000);
      await seed(page, `leadstable${width}`);
      const table = page.getByRole("table");
      await expect(table).toBeVisible();
      await expect(page.getByRole("list", { name: "Leads" })).toHaveCount(0);
      for (const header of ["Name", "Status", "Phone", "Address", "Appointment set for", "Next follow-up", "Created"]) {
        // Below 1,440 px the phone is under the name and the address the detail's only (decision 048).
        if ((header === "Address" || header === "Phone") && width < 1440)
          await expect(table.getByRole("columnheader", { name: header })).toBeHidden();
        else await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
      }
      // Every column shows beside the detail: the last one's right edge is inside the table's frame, which
      // scrolls sideways when its table is wider (at 1,024 px the Created column was cut off, decision 048).
      const edges = await table.evaluate((t) => {
        const frame = t.parentElement?.getBoundingClientRect();
        const last = t.querySelector("thead th:last-child")?.getBoundingClientRect();
        return { frame: frame?.right ?? 0, last: last?.right ?? Number.POSITIVE_INFINITY };
      });
      expect(edges.last, "the last column's right edge").toBeLessThanOrEqual(edges.frame + 0.5);
      // Newest first, as the cards; the first row's lead is shown until one is chosen.
      await expect(rowNames(page)).toHaveText(["Zed Park", "Ada Lane", "Mia Cole"]);
      await expect(table.getByRole("columnheader", { name: "Created" })).toHaveAttribute("aria-sort", "descending");
      await expect(page.getByRole("article", { name: "Zed Park" })).toBeVisible();

      await table.getByRole("button", { name: "Name" }).click();
      await expect(rowNames(page)).toHaveText(["Ada Lane", "Mia Cole", "Zed Park"]);
      await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
      await expect(table.getByRole("columnheader", { name: "Created" })).toHaveAttribute("aria-sort", "none");
      await table.getByRole("button", { name: "Next follow-up" }).click();
      await expect(rowNames(page)).toHaveText(["Zed Park", "Mia Cole", "Ada Lane"]);
      await table.getByRole("button", { name: "Created" }).click();
      await expect(rowNames(page)).toHaveText(["Zed Park", "Ada Lane", "Mia Cole"]);
      await table.getByRole("button", { name: "Created" }).click();
      await expect(rowNames(page)).toHaveText(["Mia Cole", "Ada Lane", "Zed Park"]);

      // A click on a row, then the arrow keys, choose the lead shown beside the table.
      await table.getByRole("row").filter({ hasText: "Ada Lane" }).click();
      const detail = page.getByRole("article", { name: "Ada Lane" });
      await expect(detail).toBeVisible();
      await expect(detail.getByRole("link", { name: "Call Ada Lane" })).toHaveAttribute("href", "tel:5551001000");
      await expect(detail.getByRole("link", { name: "E-mail Ada Lane" })).toHaveAttribute("href", "mailto:ada@example.com");
      await expect(detail.getByText("Wants a quote for 12 panels")).toBeVisible();
      await expect(detail.getByRole("list", { name: "Progress" })).toBeVisible();
      await expect(table.getByRole("button", { name: "Ada Lane" })).toHaveAttribute("aria-current", "true");
      await table.getByRole("button", { name: "Ada Lane" }).focus();
      await page.keyboard.press("ArrowDown");
      await expect(table.getByRole("button", { name: "Zed Park" })).toBeFocused();
      const zed = page.getByRole("article", { name: "Zed Park" });
      await expect(zed.getByRole("link", { name: "Open Zed Park's address in Maps" })).toHaveAttribute(
        "href",
        "https://www.google.com/maps/search/?api=1&query=9%20Pine%20Rd%2C%20Springfield",
      );
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("article", { name: "Mia Cole" })).toBeVisible();

      // The search and the status filter stay, and keep the sort.
      await page.getByLabel("Search leads").fill("lane");
      await expect(rowNames(page)).toHaveText(["Ada Lane"]);
      await page.getByLabel("Search leads").fill("");
      await expect(rowNames(page)).toHaveCount(3);

      await page.getByRole("article", { name: "Mia Cole" }).getByRole("button", { name: "Edit Mia Cole" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Lead" });
      await expect(dialog.getByLabel("First name")).toHaveValue("Mia");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await page
        .getByRole("article", { name: "Mia Cole" })
        .getByRole("button", { name: "Book appointment with Mia Cole" })
        .click();
      await expect(page.getByRole("dialog", { name: "Book appointment with Mia Cole" })).toBeVisible();
      await page.keyboard.press("Escape");

      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        // The theme follows the media change a render later; axe must not run between the two, when the
        // links' colour transitions have not started yet and the helper has nothing to wait for.
        if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        expect(await axeViolations(page), colorScheme).toEqual([]);
        if (process.env.LEADS_TABLE_SHOTS) {
          await page.screenshot({
            path: `${process.env.LEADS_TABLE_SHOTS}/leads-table-${width}-${colorScheme}.png`,
            fullPage: true,
          });
        }
      }
    });
  });
}

test.describe("on a phone", () => {
  // Skipped on desktop projects on purpose: this test checks that phones keep the card list (decision 045).
  test.skip(({ isMobile }) => !isMobile, "the phone project");
  test("the cards remain", async ({ page }) => {
    await seed(page, "leadstablephone");
    await expect(page.getByRole("list", { name: "Leads" }).getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("table")).toHaveCount(0);
  });
});
