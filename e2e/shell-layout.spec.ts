import { expect, type Page, test } from "./support/fixtures";
import { browserToday, saveDay, signInOnboarded } from "./support/metrics";
import { boxOf, contentBoxes, overlaps } from "./support/overlap";
import { openQuickEntry, quickEntryButton } from "./support/quick-entry";
import { bottomNav, NAV_DESTINATIONS, PHONE_BAR_NAMES, toasts } from "./support/ui";
import { createTestUser, registerViaApi } from "./support/users";

/** Issue 10, "A shell for every later screen": the frame at phone and desktop widths (decision 020). */
/** The spec's destinations whose screens exist (decision 039). */
const LABELS = NAV_DESTINATIONS.map(([name]) => name);
const sidebar = (page: Page) => page.locator('[data-shell="sidebar"]');
const bottomBar = (page: Page) => page.locator('[data-shell="bottom-bar"]');
const quickEntry = quickEntryButton;

test("from 1,024 px a sidebar replaces the bottom bar and the content uses the width", { tag: "@finding" }, async ({ page }) => {
  await registerViaApi(page.request, createTestUser("sidebar"), { industry: "alarm", kpis: ["doorsKnocked"] });
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expect(sidebar(page)).toBeVisible();
    await expect(bottomBar(page)).toBeHidden();
    // The sidebar is the banner here: brand and role label, the destinations, quick entry, the account menu.
    await expect(page.getByRole("banner")).toContainText("Measured");
    await expect(page.getByRole("banner")).toContainText("Alarm Representative");
    const links = sidebar(page).getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText(LABELS);
    await expect(sidebar(page).getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(sidebar(page).getByRole("button", { name: "Quick entry" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);

    const side = await boxOf(sidebar(page));
    const main = await boxOf(page.getByRole("main"));
    expect(main.x).toBeGreaterThanOrEqual(side.x + side.width);
    // Not a phone column: at 1,440 px the content is over 1,000 px wide, yet capped for a 2–3 column dashboard.
    expect(main.width).toBeGreaterThan(width === 1440 ? 1000 : 680);
    expect(main.width).toBeLessThanOrEqual(1152);
  }
  // The account menu opens from the sidebar with the spec's entries.
  await sidebar(page).getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([
    "Profile",
    "Change Industry Template",
    "Theme & Display",
    "Settings",
    "Privacy & Security",
    "Log out",
  ]);
});

test("at 360 px the bottom bar's labels are 12 px or more, inside the screen and apart", { tag: "@finding" }, async ({
  page,
}) => {
  await registerViaApi(page.request, createTestUser("bottombar"), { industry: "solar", kpis: ["doorsKnocked"] });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await expect(bottomNav(page)).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  await expect(bottomNav(page).getByRole("link")).toHaveText(PHONE_BAR_NAMES);
  // The links and the More button (decision 061): every item of the bar, as drawn.
  const labels = await bottomNav(page)
    .locator("li:visible > :is(a, button)")
    .evaluateAll((links) =>
      links.map((link) => {
        const label = link.lastElementChild as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(label);
        const text = range.getBoundingClientRect();
        const target = link.getBoundingClientRect();
        return {
          name: label.textContent,
          fontSize: Number.parseFloat(getComputedStyle(label).fontSize),
          left: text.left,
          right: text.right,
          targetWidth: target.width,
          targetHeight: target.height,
        };
      }),
    );
  for (const [index, label] of labels.entries()) {
    expect(label.fontSize, `${label.name} font size`).toBeGreaterThanOrEqual(12);
    expect(label.left, `${label.name} clear of the left edge`).toBeGreaterThanOrEqual(4);
    expect(label.right, `${label.name} clear of the right edge`).toBeLessThanOrEqual(356);
    expect(label.targetWidth, `${label.name} target`).toBeGreaterThanOrEqual(44);
    expect(label.targetHeight, `${label.name} target`).toBeGreaterThanOrEqual(44);
    const next = labels[index + 1];
    if (next) expect(label.right, `${label.name} apart from ${next.name}`).toBeLessThan(next.left);
  }
});

for (const path of ["/", "/daily-input"]) {
  test(`the + covers no text, control or figure on ${path}`, { tag: "@finding" }, async ({ page }) => {
    await signInOnboarded(page, "fab");
    await saveDay(page, await browserToday(page), { "Doors Knocked": 120, "Hours Worked": 7, "Knocking Appt Sets": 4 });
    // The project's width: the matrix (playwright.config.ts) runs it at 360, 390 and 1,440 px.
    const width = page.viewportSize()?.width ?? 360;
    const desktop = width >= 1024;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(/^Loading/)).toHaveCount(0);
    // Desktop: anywhere on the page (the + is in the sidebar). Phone: at the end of the page, which
    // the bottom padding keeps clear of the bar and the +; while scrolling it floats, as a + does.
    const positions = desktop ? [0, 0.5, 1] : [1];
    if (desktop) {
      const plus = await boxOf(quickEntry(page));
      const side = await boxOf(sidebar(page));
      expect(plus.x >= side.x && plus.x + plus.width <= side.x + side.width, "the + in the sidebar").toBe(true);
    }
    for (const position of positions) {
      await page.evaluate((at) => window.scrollTo(0, at * document.documentElement.scrollHeight), position);
      const plus = await boxOf(quickEntry(page));
      const covered = (await contentBoxes(page)).filter(({ box }) => overlaps(plus, box)).map(({ what }) => what);
      expect(covered, `under the + at ${width} px, scrolled to ${position * 100}%`).toEqual([]);
      if (!desktop) expect(overlaps(plus, await boxOf(bottomNav(page))), "the + clear of the bottom bar").toBe(false);
    }
  });
}

test("one toast at a time, clear of the header, bottom bar and +, and gone when the rep leaves the page", {
  tag: "@finding",
}, async ({ page }) => {
  await signInOnboarded(page, "toastplace");
  // The project's width: the matrix (playwright.config.ts) runs it at 360, 390 and 1,440 px.
  const width = page.viewportSize()?.width ?? 360;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  for (const doors of [5, 10]) {
    const dialog = await openQuickEntry(page, "Daily Stats Entry");
    await dialog.getByRole("button", { name: `Add ${doors} to Doors Knocked` }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
  }
  const toast = toasts(page).getByRole("listitem");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Daily Stats Updated");
  const box = await boxOf(toast);
  const banner = await boxOf(page.getByRole("banner"));
  expect(overlaps(box, banner), "toast over the header").toBe(false);
  expect(overlaps(box, await boxOf(quickEntry(page))), "toast over the +").toBe(false);
  if (width < 1024) expect(overlaps(box, await boxOf(bottomNav(page))), "toast over the bottom bar").toBe(false);
  expect(box.width).toBeLessThanOrEqual(420);
  expect(box.x + box.width).toBeLessThanOrEqual(width);

  // The pointer on the toast pauses its 5 s timer (Radix), so only leaving the page can end it.
  await toast.hover();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Daily Input" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Daily Input" })).toBeVisible();
  await expect(toasts(page).getByText("Daily Stats Updated")).toHaveCount(0);
});
