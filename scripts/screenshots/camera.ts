/** The screenshot run's camera and the helpers every capture file shares (screens.ts, teams-screens.ts). */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { type ScreenName, shotDir, type Theme } from "./layout";

export class Camera {
  private readonly failures: string[] = [];
  private readonly dir: string;

  constructor(
    private readonly page: Page,
    info: TestInfo,
  ) {
    const { width, theme } = info.project.metadata as { width: number; theme: Theme };
    this.dir = shotDir(width, theme);
    mkdirSync(this.dir, { recursive: true });
  }

  /**
   * Brings the screen up with `prepare`, lets it settle, and takes it: the whole page, or with
   * `{ firstScreen: true }` only what the viewport shows (a dialog over the page, the first screen).
   */
  async shot(name: ScreenName, prepare: () => Promise<void>, { firstScreen = false } = {}): Promise<void> {
    const png = path.join(this.dir, `${name}.png`);
    const error = path.join(this.dir, `${name}.error.txt`);
    try {
      await prepare();
      await settle(this.page);
      if (firstScreen) await this.page.screenshot({ path: png, animations: "disabled", caret: "hide" });
      else await wholePage(this.page, png);
      rmSync(error, { force: true });
    } catch (thrown) {
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      this.failures.push(`${name}: ${message.split("\n")[0]}`);
      rmSync(png, { force: true });
      writeFileSync(error, `${message}\n`);
    }
  }

  expectAllTaken(): void {
    expect(this.failures, "screens that could not be taken").toEqual([]);
  }
}

/**
 * Waits for the network to rest and the fonts, and scrolls the page once to the end so that what loads
 * when it scrolls into view (the trend chart) is there, then back to the top.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
  // No hover state left on the last button clicked (desktop).
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
}

/**
 * The whole page, taken with a viewport as tall as the page: Playwright's fullPage would leave the
 * fixed bottom bar and floating + where the first screen ends, in the middle of the picture. This way
 * they sit at the end of the page, as when the rep has scrolled to the bottom.
 */
export async function wholePage(page: Page, file: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height <= (page.viewportSize()?.height ?? 0)) break;
      await page.setViewportSize({ width: viewport.width, height });
      await page.waitForTimeout(300);
    }
    await page.screenshot({ path: file, animations: "disabled", caret: "hide" });
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** The way to pick a theme: local storage `theme` after the first page load, then reload. */
export async function applyTheme(page: Page, info: TestInfo): Promise<void> {
  const { theme } = info.project.metadata as { theme: Theme };
  await page.goto("/");
  await page.evaluate((value) => window.localStorage.setItem("theme", value), theme);
  await page.reload();
}

/**
 * Clicks `target` until `done` holds: on a busy machine a click can land before the page has hydrated
 * and do nothing (seen at a load average of 20 on two cores).
 */
export async function clickUntil(target: Locator, done: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    if (!(await done())) await target.click({ timeout: 5_000 });
    expect(await done()).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
}

export const visible = (locator: Locator) => () => locator.isVisible();
