import { INDUSTRY_TEMPLATES } from "@measured/core";
import { expect, type Page } from "@playwright/test";
import { createTestUser, registerViaApi } from "./users";

/** The solar template's KPI keys, as onboarding sends them. */
export const SOLAR_KPIS: string[] = [...INDUSTRY_TEMPLATES.solar.kpis];

/** A fresh user, onboarded with `industry`; the page shares the request's cookies, so it is signed in. */
export async function signInOnboarded(page: Page, label: string, industry = "solar", kpis: string[] = SOLAR_KPIS) {
  const user = createTestUser(label);
  await registerViaApi(page.request, user, { industry, kpis });
  return user;
}

/** Today's date in the browser's time zone, as the app computes it. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date()),
  );
}

/** Sets metrics for a day through the API (the Daily Input's save). */
export async function saveDay(page: Page, date: string, values: Record<string, number>, notes?: string) {
  const entries = Object.entries(values).map(([metricName, value]) => ({ metricName, value, date, notes }));
  const response = await page.request.post("/api/kpi-entries/bulk", { data: { entries } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A metric card on the dashboard, found by the metric's name. */
export function metricCard(page: Page, name: string) {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

export async function expectMetricTotal(page: Page, name: string, total: string) {
  await expect(metricCard(page, name).getByTestId("metric-total")).toHaveText(total);
}

/**
 * The period buttons: Today … This Year, and the "More" button, which names All Time or Custom
 * once one of them is chosen (issue 10: one row on a phone).
 */
export function periodButton(page: Page, label: string) {
  return page.getByRole("group", { name: "Period" }).getByRole("button", { name: label, exact: true });
}

/** Chooses a period: Today … This Year directly, All Time and Custom from the "More" menu. */
export async function choosePeriod(page: Page, label: string) {
  if (label !== "All Time" && label !== "Custom") return periodButton(page, label).click();
  await page
    .getByRole("group", { name: "Period" })
    .getByRole("button", { name: /^(More|All Time|Custom)$/ })
    .click();
  await page.getByRole("menuitem", { name: label, exact: true }).click();
}
