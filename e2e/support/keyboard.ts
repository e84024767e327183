import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would;
 * fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached by ${backwards ? "Shift+Tab" : "Tab"} within ${max} presses`).toBeFocused();
}

/** The focused element shows a focus indicator: a visible outline or a box-shadow ring. */
export async function expectFocusVisible(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { focused: "nothing", outline: "none", boxShadow: "none" };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) === 0 ? "none" : style.outline;
    return {
      focused: `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent?.trim() ?? ""}`,
      outline,
      boxShadow: style.boxShadow,
    };
  });
  expect(
    indicator.outline !== "none" || indicator.boxShadow !== "none",
    `focus indicator on ${indicator.focused} (outline ${indicator.outline}, box-shadow ${indicator.boxShadow})`,
  ).toBe(true);
}
