import { expect, type Page, test } from "./support/fixtures";
import { browserToday, saveDay, signInOnboarded } from "./support/metrics";
import { boxOf, overlaps } from "./support/overlap";
import { seedAppointment } from "./support/pipeline";
import { quickEntryButton } from "./support/quick-entry";
import { bottomNav, expectToast, toasts } from "./support/ui";

/**
 * Issue 21 at phone widths (decision 039): the + is in the bottom bar, so at any scroll it covers
 * no button, input or link of the page; the bar's labels are on one line; a toast never covers
 * Daily Input's sticky Save bar.
 */
// Skipped on desktop projects on purpose: from 1,024 px the + lives in the sidebar, not over the page, so there is
// nothing for it to cover; these checks are about the bottom bar at phone widths (decision 039).
test.skip(({ isMobile }) => !isMobile, "phone widths");

const SCREENS = ["/", "/daily-input", "/pipeline", "/clients", "/settings", "/theme-settings"];

/** The page's controls (inside main) on screen, by what they are. */
function controlBoxes(page: Page) {
  return page.getByRole("main").evaluate((main) =>
    [...main.querySelectorAll("a, button, input, select, textarea, [role=button], [role=switch], [role=checkbox]")]
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
        return {
          what: `${element.tagName.toLowerCase()} "${name}"`,
          box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        };
      })
      .filter(({ box }) => box.width >= 1 && box.height >= 1 && box.y + box.height > 0 && box.y < window.innerHeight),
  );
}

for (const width of [360, 390]) {
  test(`at ${width} px the + covers no control on any main screen, at any scroll`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 740 });
    await signInOnboarded(page, "plus");
    await page.goto("/");
    const today = await browserToday(page);
    await saveDay(page, today, { "Doors Knocked": 40, "Hours Worked": 5 });
    await seedAppointment(page, "Dana Ortiz", today, "09:00");
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main").getByText(/^Loading/)).toHaveCount(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      const bar = await boxOf(page.locator('[data-shell="bottom-bar"]'));
      for (const at of [0, 0.25, 0.5, 0.75, 1]) {
        await page.evaluate((y) => window.scrollTo(0, y), Math.round(at * height));
        const plus = await boxOf(quickEntryButton(page));
        // Inside the bar: it covers only what the bar itself hides while the page scrolls under it.
        const where = `${path} at ${width} px, scrolled to ${at * 100}%`;
        expect(plus.y, where).toBeGreaterThanOrEqual(bar.y);
        expect(plus.y + plus.height, where).toBeLessThanOrEqual(bar.y + bar.height);
        // And no control the rep can see lies under it: the part of each above the bar, which the
        // page scrolls under.
        const shown = (await controlBoxes(page))
          .filter(({ box }) => box.y < bar.y)
          .map(({ what, box }) => ({ what, box: { ...box, height: Math.min(box.y + box.height, bar.y) - box.y } }));
        const covered = shown.filter(({ box }) => overlaps(plus, box)).map(({ what }) => what);
        expect(covered, where).toEqual([]);
      }
    }
  });
}

test("at 390 px every bottom-bar label is on one line, inside the screen and apart", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOnboarded(page, "labels390");
  await page.goto("/");
  await expect(bottomNav(page)).toBeVisible();
  const labels = await bottomNav(page)
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => {
        const label = link.lastElementChild as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(label);
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const text = range.getBoundingClientRect();
        return { name: label.textContent, lines: lineTops.size, left: text.left, right: text.right };
      }),
    );
  expect(labels.map(({ name }) => name)).toEqual(["Dashboard", "Daily Input", "Pipeline", "Leads"]);
  const plus = await boxOf(quickEntryButton(page));
  for (const [index, label] of labels.entries()) {
    expect(label.lines, `${label.name} on one line`).toBe(1);
    expect(label.left, `${label.name} clear of the left edge`).toBeGreaterThanOrEqual(4);
    expect(label.right, `${label.name} clear of the +`).toBeLessThan(plus.x);
    const next = labels[index + 1];
    if (next) expect(label.right, `${label.name} apart from ${next.name}`).toBeLessThan(next.left);
  }
});

test("on Daily Input a toast sits above the sticky Save bar and the bottom bar, never over them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOnboarded(page, "toastsave");
  await page.goto("/daily-input");
  await expect(page.getByRole("heading", { level: 1, name: "Daily Input" })).toBeVisible();
  const form = page.getByRole("form", { name: "Daily metrics" });
  await form.getByRole("textbox", { name: "Doors Knocked", exact: true }).fill("25");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Success", "Daily metrics saved successfully!");
  const toast = await boxOf(toasts(page).getByRole("listitem"));
  const save = await boxOf(form.getByRole("button", { name: "Save", exact: true }));
  const bar = await boxOf(page.locator("[data-sticky-actions]"));
  expect(overlaps(toast, save), "toast over Save").toBe(false);
  expect(overlaps(toast, bar), "toast over the Save bar").toBe(false);
  expect(overlaps(toast, await boxOf(bottomNav(page))), "toast over the bottom bar").toBe(false);
  expect(overlaps(toast, await boxOf(quickEntryButton(page))), "toast over the +").toBe(false);
  expect(overlaps(toast, await boxOf(page.getByRole("banner"))), "toast over the header").toBe(false);
});
