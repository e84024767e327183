import type { Locator, Page } from "@playwright/test";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** True when two boxes share more than a hairline (half a pixel each way). */
export function overlaps(a: Box, b: Box): boolean {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0.5 && height > 0.5;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box: it is not visible`);
  return box;
}

/**
 * What a rep reads or presses inside `main`, as boxes on screen: every line of text (the box of
 * the text itself, not its container), every control, every graphic (icons, charts, images).
 */
export function contentBoxes(page: Page): Promise<{ what: string; box: Box }[]> {
  return page.getByRole("main").evaluate((main) => {
    const found: { what: string; box: Box }[] = [];
    const add = (what: string, rect: DOMRect) => {
      if (rect.width < 1 || rect.height < 1) return;
      if (rect.bottom <= 0 || rect.top >= window.innerHeight) return;
      found.push({ what, box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height } });
    };
    const shown = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      if (!text || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) add(`text "${text.slice(0, 40)}"`, rect);
    }
    const controls = "a, button, input, select, textarea, [role=button], [role=switch], [tabindex], svg, img, canvas";
    for (const element of main.querySelectorAll(controls)) {
      if (!shown(element)) continue;
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      add(`${element.tagName.toLowerCase()} "${name}"`, element.getBoundingClientRect());
    }
    return found;
  });
}
