import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe on the page as it is now and returns the violations as short lines
 * (`rule (impact): target, target`), empty when there are none.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // After a colour-scheme switch the links' colour transitions are still running; axe would measure a
  // blend of the two themes' colours (a contrast no rep reads for more than 150 ms).
  // Transitions only: a loading skeleton's pulse runs forever.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join(", ")}${violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ""}`,
  );
}

/**
 * Collects axe results screen by screen, so one test reports every screen's
 * violations at once; `expectClean()` fails listing them all.
 */
export function axeReport(page: Page) {
  const found: Record<string, string[]> = {};
  return {
    async check(screen: string): Promise<void> {
      const violations = await axeViolations(page);
      if (violations.length > 0) found[screen] = violations;
    },
    expectClean(): void {
      expect(found, "axe WCAG 2.1 A/AA violations by screen").toEqual({});
    },
  };
}
