import { expect, type Page, test } from "./support/fixtures";
import { browserToday, choosePeriod, metricCard, periodButton, SOLAR_KPIS, saveDay, signInOnboarded } from "./support/metrics";
import { createTestUser, registerViaApi } from "./support/users";

/** The figures (counts and totals, not percentages) whose box lies within the top `px` of the page. */
async function figuresInTop(page: Page, px: number): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.locator("main [data-figure], main [data-testid='metric-total']").evaluateAll(
    (elements, limit) =>
      elements
        .filter((e) => {
          const box = e.getBoundingClientRect();
          return box.height > 0 && box.top >= 0 && box.bottom <= limit && !(e.textContent ?? "").includes("%");
        })
        .map((e) => e.textContent ?? ""),
    px,
  );
}

const GROUPS_IN_FUNNEL_ORDER = ["Activity Tracking", "Appointments Set", "Appointments Held/Ran", "Deals Closed", "Installs"];

test.describe("Dashboard layout (issue 10)", { tag: "@finding" }, () => {
  test("the top 640 px show at least six figures (the matrix runs it at 360, 390 and 1,440 px)", async ({ page }) => {
    await signInOnboarded(page, "sixfigures");
    await saveDay(page, await browserToday(page), {
      "Doors Knocked": 40,
      "Tags Put": 5,
      "Knocking Appt Sets": 4,
      "Appts Ran": 3,
    });
    const width = page.viewportSize()?.width ?? 360;
    await page.goto("/");
    await expect(metricCard(page, "Doors Knocked").getByTestId("metric-total")).toHaveText("40");
    const figures = await figuresInTop(page, 640);
    expect(figures.length, `figures in the top 640 px at ${width} px: ${figures.join(", ")}`).toBeGreaterThanOrEqual(6);
    // The funnel strip's five steps keep one row, each name on one line ("Doors + Tags" did wrap at 360 px).
    const funnel = page.getByRole("region", { name: "Funnel" });
    await expect(funnel.getByRole("listitem").first()).toHaveText(/^45Doors \+ Tags\s*$/);
    // Each step's name is the second line of its column (count, name, conversion).
    const labels = await funnel.getByRole("list").evaluate((list) =>
      [...list.children].map((step) => {
        const box = step.children[1]?.getBoundingClientRect();
        return { name: step.children[1]?.textContent, height: box?.height ?? 0, top: box?.top ?? 0 };
      }),
    );
    expect(labels).toHaveLength(5);
    for (const label of labels) {
      expect(label.height, `${label.name} on one line`).toBeLessThanOrEqual(20);
      expect(label.top, `${label.name} level with the others`).toBeCloseTo(labels[0]?.top ?? 0, 0);
    }
    // The trend chart (loaded when it comes into view) never makes the page wider than the phone.
    await periodButton(page, "This Month").click();
    await page.getByRole("img", { name: /^Trend by day/ }).scrollIntoViewIfNeeded();
    await expect(page.locator("[data-testid='trend-chart'] canvas")).toBeVisible();
    // A phone zooms out to fit a page wider than itself, so compare with the screen's width, not the window's.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test("groups follow the funnel whatever the rep's order; inside a group, the rep's order", async ({ page }) => {
    await signInOnboarded(page, "grouporder");
    const saved = await page.request.put("/api/user/preferences", {
      data: { metricOrder: ["Installs", "Appts Ran", "Deals Closed", "Tags Put", "Hours Worked", "Doors Knocked"] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto("/");
    await expect(metricCard(page, "Doors Knocked")).toBeVisible();
    const regions = await page.locator("main section[aria-label]").evaluateAll((s) => s.map((e) => e.getAttribute("aria-label")));
    expect(regions.filter((name) => name !== null && GROUPS_IN_FUNNEL_ORDER.includes(name))).toEqual(GROUPS_IN_FUNNEL_ORDER);
    const activity = page.getByRole("region", { name: "Activity Tracking", exact: true });
    await expect(activity.getByRole("heading", { level: 3 })).toHaveText(["Tags Put", "Hours Worked", "Doors Knocked"]);
  });

  test("a rep who tracks no doors reads the card figures built from doors as not tracked, a tracked 0 as 0", async ({ page }) => {
    const onboarding = {
      industry: "solar",
      kpis: ["hoursWorked", "apptsRan", "dealsClosed"],
      analytics: ["door_knocking_performance", "appointment_efficiency", "productivity_metrics"],
    };
    await registerViaApi(page.request, createTestUser("nodoors"), onboarding);
    await page.goto("/");
    await saveDay(page, await browserToday(page), { "Hours Worked": 6 });
    await page.reload();
    // Decision 048: "–", to a screen reader "not tracked", never 0 for a figure the rep has no input for.
    const notTracked = [
      ["Door Knocking Performance", "Total Doors"],
      ["Door Knocking Performance", "Doors per Appointment"],
      ["Appointment Efficiency", "Doors per Set"],
      ["Productivity Metrics", "Doors per Hour"],
    ] as const;
    for (const [card, figure] of notTracked) {
      const value = page.getByRole("region", { name: card }).getByTitle(`${figure}: not tracked`);
      await expect(value, `${card}: ${figure}`).toHaveText("–not tracked");
    }
    const productivity = page.getByRole("region", { name: "Productivity Metrics" });
    await expect(productivity.locator("div", { hasText: /^Deals per Hour/ }).locator("dd")).toHaveText("0");
  });

  test("analytics left unticked at onboarding are absent; Manage shows them again", async ({ page }) => {
    const user = createTestUser("analytics");
    const onboarding = { industry: "solar", kpis: SOLAR_KPIS, analytics: ["door_knocking_performance", "productivity_metrics"] };
    await registerViaApi(page.request, user, onboarding);
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Door Knocking Performance" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Productivity Metrics" })).toBeVisible();
    // No hours logged: per-hour figures say what they need instead of showing 0.
    await expect(page.getByRole("region", { name: "Productivity Metrics" })).toContainText("Log Hours Worked");
    for (const absent of ["Tagging Performance", "Conversion Metrics", "Appointment Efficiency", "Revenue Tracking"]) {
      await expect(main.getByRole("heading", { name: absent })).toHaveCount(0);
    }
    await expect(page.getByRole("button", { name: "Single-stream view" })).toHaveCount(0);

    await page.getByRole("button", { name: "Manage", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Manage metrics" });
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/preferences") && r.request().method() === "PATCH");
    await dialog.getByRole("button", { name: "Revenue Tracking: Hidden" }).click();
    expect((await saved).ok()).toBe(true);
    await expect(dialog.getByRole("button", { name: "Revenue Tracking: Visible" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(main.getByRole("heading", { name: "Revenue Tracking" })).toBeVisible();
    // Nothing logged: zeros from the books, and where to log them.
    await expect(page.getByRole("region", { name: "Revenue Tracking" })).toContainText("Nothing logged in this period");
    await page.reload();
    await expect(main.getByRole("heading", { name: "Revenue Tracking" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Conversion Metrics" })).toHaveCount(0);
  });

  test("a failed period switch keeps the controls, says so in words and retries", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    await signInOnboarded(page, "switchfail");
    await saveDay(page, await browserToday(page), { "Doors Knocked": 12 });
    let fail = true;
    await page.route("**/api/dashboard?*period=month*", (route) =>
      fail ? route.fulfill({ status: 500, body: '{"statusCode":500,"message":"Internal Server Error"}' }) : route.fallback(),
    );
    await page.goto("/");
    await expect(metricCard(page, "Doors Knocked").getByTestId("metric-total")).toHaveText("12");
    await periodButton(page, "This Month").click();
    const alert = page
      .getByRole("alert")
      .filter({ has: page.getByRole("heading", { name: "Your metrics could not be loaded" }) });
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText("500");
    await expect(page.getByTestId("period-range")).toHaveText("This Month");
    await expect(periodButton(page, "This Month")).toHaveAttribute("aria-pressed", "true");
    await expect(periodButton(page, "Today")).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage", exact: true })).toBeVisible();
    // The old period's figures are not passed off as this month's.
    await expect(metricCard(page, "Doors Knocked")).toHaveCount(0);

    fail = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(metricCard(page, "Doors Knocked").getByTestId("metric-total")).toHaveText("12");
    await expect(page.getByTestId("period-range")).not.toContainText("Loading");
  });

  test("while a period loads, the old figures are dimmed under the new period's name", async ({ page }) => {
    await signInOnboarded(page, "switchslow");
    await saveDay(page, await browserToday(page), { "Doors Knocked": 12 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/dashboard?*period=year*", async (route) => {
      await gate;
      await route.fallback();
    });
    await page.goto("/");
    await expect(metricCard(page, "Doors Knocked").getByTestId("metric-total")).toHaveText("12");
    await periodButton(page, "This Year").click();
    await expect(page.getByTestId("period-range")).toHaveText("This Year · Loading…");
    await expect(page.getByTestId("dashboard-figures")).toHaveAttribute("aria-busy", "true");
    // No comparison is claimed for the figures shown meanwhile.
    await expect(metricCard(page, "Doors Knocked")).not.toContainText("vs ");
    release();
    await expect(page.getByTestId("dashboard-figures")).not.toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("period-range")).not.toContainText("Loading");
    await expect(metricCard(page, "Doors Knocked")).toContainText("vs last year");

    // All Time from the More menu: the button then names it; no comparison for All Time.
    await choosePeriod(page, "All Time");
    await expect(periodButton(page, "All Time")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("period-range")).toHaveText("All time");
    await expect(metricCard(page, "Doors Knocked")).not.toContainText("vs ");
  });
});
