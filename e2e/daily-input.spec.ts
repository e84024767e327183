import { INDUSTRY_TEMPLATES } from "@measured/core";
import { expect, type Page, test } from "./support/fixtures";
import { browserToday, expectMetricTotal, metricCard, periodButton, saveDay, signInOnboarded } from "./support/metrics";
import { openQuickEntry } from "./support/quick-entry";
import { bottomNav, expectToast, fitsViewportWidth } from "./support/ui";

function dailyForm(page: Page) {
  return page.getByRole("form", { name: "Daily metrics" });
}

function field(page: Page, name: string) {
  return dailyForm(page).getByRole("textbox", { name, exact: true });
}

/** A link of the app's navigation, wherever the shell shows it (bottom bar or sidebar). */
function navLink(page: Page, name: string) {
  return page.getByRole("navigation").getByRole("link", { name, exact: true }).filter({ visible: true }).first();
}

/** Every request to the bulk save, so a test can say none was made. */
function recordBulkSaves(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/kpi-entries/bulk")) calls.push(request.postData() ?? "");
  });
  return calls;
}

/** The question asked before a save lowers a stored total (decision 042). */
function loweredQuestion(page: Page, title: string) {
  return page.getByRole("alertdialog", { name: title });
}

async function storedEntries(page: Page, date?: string) {
  const query = date ? `?startDate=${date}&endDate=${date}` : "";
  const response = await page.request.get(`/api/kpi-entries${query}`);
  return (await response.json()) as { kpiName: string; value: number }[];
}

/** The smallest part of the dashboard holding a heading and a text ("Door Knocking Performance", "Deals Installed"). */
function cardWithHeading(page: Page, heading: string, holding: string) {
  return page
    .getByRole("main")
    .locator("section, article, div")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    .filter({ hasText: holding })
    .last();
}

test.describe("Daily Input", () => {
  test("fields start empty, steppers count, a saved day shows on the dashboard", { tag: "@finding" }, async ({
    page,
    isMobile,
  }) => {
    await signInOnboarded(page, "daily");
    await page.goto("/daily-input");
    await expect(page.getByRole("heading", { level: 1, name: "Daily Input" })).toBeVisible();
    const form = dailyForm(page);
    await expect(form.getByText("Saving sets this day's totals")).toBeVisible();
    // Solar (spec section 5): the tagging fields, deals and installs entered by source, no general "Appointments Set".
    for (const title of ["Daily Activity", "Appointments Set", "Appointments Held/Ran", "Deals Closed", "Installs", "Notes"]) {
      await expect(form.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(field(page, "Tags Put")).toBeVisible();
    await expect(field(page, "Appointments Set")).toHaveCount(0);
    // Empty, never a "0" to delete.
    for (const name of ["Hours Worked", "Doors Knocked", "Knocking Appt Sets", "Deals Closed from Knocks"]) {
      await expect(field(page, name)).toHaveValue("");
    }
    await expect(field(page, "Doors Knocked")).toHaveAttribute("inputmode", "numeric");
    await expect(field(page, "Hours Worked")).toHaveAttribute("inputmode", "decimal");
    expect(await fitsViewportWidth(page)).toBe(true);

    // The steppers: large targets, + from empty gives one step, − goes back, never below 0.
    const plus = form.getByRole("button", { name: "Increase Doors Knocked" });
    const minus = form.getByRole("button", { name: "Decrease Doors Knocked" });
    const box = await plus.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(56);
    expect((await form.getByRole("button", { name: "Increase Hours Worked" }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await plus.click();
    await expect(field(page, "Doors Knocked")).toHaveValue("3");
    await minus.click();
    await expect(field(page, "Doors Knocked")).toHaveValue("2");
    await form.getByRole("button", { name: "Increase Hours Worked" }).click();
    await expect(field(page, "Hours Worked")).toHaveValue("0.5");

    await field(page, "Hours Worked").fill("6.5");
    await field(page, "Doors Knocked").fill("42");
    await field(page, "Knocking Appt Sets").fill("3");
    await form.getByLabel("Daily Notes").fill("Good weather on Elm Street");
    // Save sits above the bottom bar without scrolling.
    const save = form.getByRole("button", { name: "Save" });
    await expect(save).toBeInViewport();
    if (isMobile) {
      // Phones have the bottom bar (wide screens may have a sidebar instead).
      const saveBox = await save.boundingBox();
      const navBox = await bottomNav(page).boundingBox();
      if (!saveBox || !navBox) throw new Error("Save or the bottom bar is not on screen");
      expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(navBox.y);
    }
    await save.click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");

    // Only the fields that have a figure were sent; the form shows the saved day after a reload.
    const saved = await storedEntries(page);
    expect(saved.map((e) => e.kpiName).sort()).toEqual(["Doors Knocked", "Hours Worked", "Knocking Appt Sets"]);
    await page.reload();
    await expect(field(page, "Doors Knocked")).toHaveValue("42");
    await expect(field(page, "Hours Worked")).toHaveValue("6.5");
    await expect(field(page, "Tags Put")).toHaveValue("");
    await expect(form.getByLabel("Daily Notes")).toHaveValue("Good weather on Elm Street");

    await navLink(page, "Dashboard").click();
    await expect(periodButton(page, "Today")).toHaveAttribute("aria-pressed", "true");
    await expectMetricTotal(page, "Doors Knocked", "42");
    await expectMetricTotal(page, "Knocking Appt Sets", "3");
  });

  test("a general rep enters Deals Closed directly, its card titled once, not once per field", { tag: "@finding" }, async ({
    page,
  }) => {
    await signInOnboarded(page, "dailypest", "pest_control", [...INDUSTRY_TEMPLATES.pest_control.kpis]);
    await page.goto("/daily-input");
    const form = dailyForm(page);
    await expect(form.getByRole("heading", { name: "Serviced Accounts", exact: true })).toBeVisible();
    // The lone field's label is its card's heading: the name shows once.
    await expect(form.getByText("Deals Closed", { exact: true })).toHaveCount(1);
    await expect(form.getByRole("heading", { name: "Deals Closed", exact: true })).toBeVisible();
    await expect(form.getByTestId("computed-total")).toHaveCount(0);
    await form.getByRole("button", { name: "Increase Deals Closed" }).click();
    await expect(field(page, "Deals Closed")).toHaveValue("1");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    expect((await storedEntries(page)).map((e) => [e.kpiName, e.value])).toEqual([["Deals Closed", 1]]);
  });

  test("an emptied field clears the day's figure; the others are kept", async ({ page }) => {
    await signInOnboarded(page, "dailyempty");
    const today = await browserToday(page);
    await saveDay(page, today, { "Doors Knocked": 17, "Tags Put": 4 });
    await page.goto("/daily-input");
    await expect(field(page, "Doors Knocked")).toHaveValue("17");
    await field(page, "Tags Put").fill("");
    await dailyForm(page).getByRole("button", { name: "Save" }).click();
    // Emptying a stored figure lowers it to 0: asked first (decision 042).
    await loweredQuestion(page, "Tags Put 4 → 0: replace?").getByRole("button", { name: "Replace" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    const values = Object.fromEntries((await storedEntries(page, today)).map((e) => [e.kpiName, e.value]));
    expect(values).toMatchObject({ "Doors Knocked": 17, "Tags Put": 0 });
    // The day now holds 0: it reads back as 0, not as an empty field.
    await expect(field(page, "Tags Put")).toHaveValue("0");
  });

  test("lowering a saved total asks first: Keep leaves the stored figure, Replace saves the lower one", {
    tag: "@finding",
  }, async ({ page }) => {
    await signInOnboarded(page, "dailylower");
    const today = await browserToday(page);
    await saveDay(page, today, { "Doors Knocked": 60, "Tags Put": 5 });
    const bulkCalls = recordBulkSaves(page);
    await page.goto("/daily-input");
    const form = dailyForm(page);
    await expect(field(page, "Doors Knocked")).toHaveValue("60");
    await field(page, "Doors Knocked").fill("10");
    // Raising never asks.
    await field(page, "Tags Put").fill("8");
    await form.getByRole("button", { name: "Save" }).click();
    const question = loweredQuestion(page, "Doors Knocked 60 → 10: replace?");
    await expect(question).toBeVisible();
    expect(bulkCalls).toEqual([]);
    await question.getByRole("button", { name: "Keep" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    const kept = Object.fromEntries((await storedEntries(page, today)).map((e) => [e.kpiName, e.value]));
    expect(kept).toMatchObject({ "Doors Knocked": 60, "Tags Put": 8 });
    // Only the raised field was sent; the kept one shows its stored figure again.
    expect(bulkCalls.map((body) => JSON.parse(body).entries.map((e: { metricName: string }) => e.metricName))).toEqual([
      ["Tags Put"],
    ]);
    await expect(field(page, "Doors Knocked")).toHaveValue("60");

    await field(page, "Doors Knocked").fill("10");
    await form.getByRole("button", { name: "Save" }).click();
    // The first save's toast may still be up: wait for this save's own answer before reading the day back.
    const replacing = page.waitForResponse((r) => r.url().includes("/api/kpi-entries/bulk") && r.request().method() === "POST");
    await question.getByRole("button", { name: "Replace" }).click();
    expect((await replacing).ok()).toBe(true);
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    const replaced = Object.fromEntries((await storedEntries(page, today)).map((e) => [e.kpiName, e.value]));
    expect(replaced).toMatchObject({ "Doors Knocked": 10, "Tags Put": 8 });
    await page.reload();
    await expect(field(page, "Doors Knocked")).toHaveValue("10");
  });

  test("a saved 0 reads back as 0", async ({ page }) => {
    await signInOnboarded(page, "dailyzero");
    const today = await browserToday(page);
    await page.goto("/daily-input");
    await field(page, "Doors Knocked").fill("0");
    await field(page, "Hours Worked").fill("4");
    await dailyForm(page).getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    expect((await storedEntries(page, today)).find((e) => e.kpiName === "Doors Knocked")?.value).toBe(0);
    await page.reload();
    await expect(field(page, "Doors Knocked")).toHaveValue("0");
    await expect(field(page, "Hours Worked")).toHaveValue("4");
    // A field the day holds nothing for is still empty.
    await expect(field(page, "Tags Put")).toHaveValue("");
  });

  test("the steppers offer the quick entry's increments", { tag: "@finding" }, async ({ page }) => {
    await signInOnboarded(page, "dailysteps");
    await page.goto("/daily-input");
    const form = dailyForm(page);
    // Spec section 9: doors 1/5/10/25, tags 1/5/15/50; hours 0.5/1/2/4 (decision 019).
    for (const n of [5, 10, 25]) await expect(form.getByRole("button", { name: `Add ${n} to Doors Knocked` })).toBeVisible();
    for (const n of [5, 15, 50]) await expect(form.getByRole("button", { name: `Add ${n} to Tags Put` })).toBeVisible();
    await form.getByRole("button", { name: "Add 25 to Doors Knocked" }).click();
    await form.getByRole("button", { name: "Add 10 to Doors Knocked" }).click();
    await form.getByRole("button", { name: "Increase Doors Knocked" }).click();
    await expect(field(page, "Doors Knocked")).toHaveValue("36");
    await form.getByRole("button", { name: "Decrease Doors Knocked" }).click();
    await expect(field(page, "Doors Knocked")).toHaveValue("35");
    await form.getByRole("button", { name: "Add 4 to Hours Worked" }).click();
    await form.getByRole("button", { name: "Increase Hours Worked" }).click();
    await expect(field(page, "Hours Worked")).toHaveValue("4.5");
    expect((await form.getByRole("button", { name: "Add 5 to Doors Knocked" }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await fitsViewportWidth(page)).toBe(true);
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    const values = Object.fromEntries((await storedEntries(page)).map((e) => [e.kpiName, e.value]));
    expect(values).toEqual({ "Doors Knocked": 35, "Hours Worked": 4.5 });
  });

  test("a percent above 100 asks first, in Daily Input and in the quick entry", async ({ page }) => {
    await signInOnboarded(page, "dailypercent");
    const created = await page.request.post("/api/kpi-definitions", { data: { name: "Close Rate", unit: "percent" } });
    expect(created.ok(), await created.text()).toBe(true);
    const today = await browserToday(page);
    const bulkCalls = recordBulkSaves(page);
    await page.goto("/daily-input");
    const form = dailyForm(page);
    await field(page, "Close Rate").fill("100");
    await field(page, "Doors Knocked").fill("150");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    await field(page, "Close Rate").fill("150");
    await form.getByRole("button", { name: "Save" }).click();
    const question = page.getByRole("dialog", { name: "150% Close Rate, above 100%?" });
    await question.getByRole("button", { name: "Fix" }).click();
    await expect(field(page, "Close Rate")).toBeFocused();
    expect(bulkCalls).toHaveLength(1);

    // The quick entry adds to the day: 100 + 3 would be 103.
    const sheet = await openQuickEntry(page);
    await sheet.getByRole("button", { name: "Add 3 to Close Rate" }).click();
    await sheet.getByRole("button", { name: "Save" }).click();
    const asked = page.getByRole("alertdialog", { name: "103% Close Rate, above 100%?" });
    await asked.getByRole("button", { name: "Fix" }).click();
    await expect(asked).toBeHidden();
    expect((await storedEntries(page, today)).find((e) => e.kpiName === "Close Rate")?.value).toBe(100);
    await sheet.getByRole("button", { name: "Save" }).click();
    await asked.getByRole("button", { name: "Save anyway" }).click();
    await expectToast(page, "Daily Stats Updated", "Your metrics have been recorded successfully.");
    expect((await storedEntries(page, today)).find((e) => e.kpiName === "Close Rate")?.value).toBe(103);
  });

  test("a quick entry while the form is open refreshes the untouched fields and keeps what was typed", async ({ page }) => {
    await signInOnboarded(page, "dailyrefresh");
    const today = await browserToday(page);
    await saveDay(page, today, { "Doors Knocked": 20, "Tags Put": 3 });
    await page.goto("/daily-input");
    await expect(field(page, "Tags Put")).toHaveValue("3");
    await field(page, "Doors Knocked").fill("40");
    const sheet = await openQuickEntry(page);
    await sheet.getByRole("button", { name: "Add 5 to Tags Put" }).click();
    await sheet.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Daily Stats Updated", "Your metrics have been recorded successfully.");
    await expect(field(page, "Tags Put")).toHaveValue("8");
    await expect(field(page, "Doors Knocked")).toHaveValue("40");
    await dailyForm(page).getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    const values = Object.fromEntries((await storedEntries(page, today)).map((e) => [e.kpiName, e.value]));
    expect(values).toMatchObject({ "Doors Knocked": 40, "Tags Put": 8 });
  });

  test("2.5 doors and 25 hours are refused on the field and nothing is saved", async ({ page }) => {
    await signInOnboarded(page, "dailyvalid");
    const bulkCalls = recordBulkSaves(page);
    await page.goto("/daily-input");
    const form = dailyForm(page);
    await field(page, "Doors Knocked").fill("2.5");
    await field(page, "Hours Worked").fill("25");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Doors Knocked must be a whole number.")).toBeVisible();
    await expect(form.getByText("Hours Worked must be between 0 and 24 hours.")).toBeVisible();
    await expect(field(page, "Doors Knocked")).toHaveAttribute("aria-invalid", "true");
    // The first refused field in the form's order takes the focus.
    await expect(field(page, "Hours Worked")).toBeFocused();
    expect(bulkCalls).toEqual([]);
    expect(await storedEntries(page)).toEqual([]);

    await field(page, "Doors Knocked").fill("2");
    await expect(form.getByText("Doors Knocked must be a whole number.")).toBeHidden();
    await field(page, "Hours Worked").fill("24");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    await expect(form.getByText("Hours Worked must be between 0 and 24 hours.")).toBeHidden();
  });

  test("a day after today is refused, typed or in the address", async ({ page }) => {
    await signInOnboarded(page, "dailyfuture");
    const today = await browserToday(page);
    const nextYear = `${Number(today.slice(0, 4)) + 1}-03-15`;
    const shown = `Mar 15, ${nextYear.slice(0, 4)}`;
    await page.goto("/daily-input");
    const form = dailyForm(page);
    await expect(form.getByLabel("Date")).toHaveAttribute("max", today);
    await form.getByLabel("Date").fill(nextYear);
    const refusal = `The date ${shown} is after today; choose today or an earlier day.`;
    await expect(form.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
    // The day stays today, and Save cannot send the refused day.
    await expect(form.getByLabel("Date")).toHaveValue(today);
    await expect(form.getByRole("button", { name: "Save" })).toBeDisabled();

    await page.goto(`/daily-input?date=${nextYear}`);
    await expect(form.getByText(refusal)).toBeVisible();
    await expect(form.getByLabel("Date")).toHaveValue(today);

    await page.goto("/daily-input?date=2025-06-03");
    await expect(form.getByLabel("Date")).toHaveValue("2025-06-03");
    await expect(form.getByRole("alert")).toHaveCount(0);
  });

  test("99,999,999 doors asks before saving: Fix goes back, Save anyway saves", { tag: "@finding" }, async ({ page }) => {
    await signInOnboarded(page, "dailyoutlier");
    const bulkCalls = recordBulkSaves(page);
    await page.goto("/daily-input");
    const form = dailyForm(page);
    await field(page, "Doors Knocked").fill("99999999");
    await form.getByRole("button", { name: "Save" }).click();
    const question = page.getByRole("dialog", { name: "99,999,999 Doors Knocked in one day?" });
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Fix" }).click();
    await expect(question).toBeHidden();
    await expect(field(page, "Doors Knocked")).toBeFocused();
    expect(bulkCalls).toEqual([]);

    await form.getByRole("button", { name: "Save" }).click();
    await question.getByRole("button", { name: "Save anyway" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    expect((await storedEntries(page)).find((e) => e.kpiName === "Doors Knocked")?.value).toBe(99_999_999);
  });

  test("more deals than appointments held warns on the field and still saves", async ({ page }) => {
    await signInOnboarded(page, "dailywarn");
    await page.goto("/daily-input");
    const form = dailyForm(page);
    await field(page, "Appts Ran").fill("1");
    await field(page, "Deals Closed from Knocks").fill("3");
    const warning = "Deals Closed from Knocks (3) is more than Appts Ran (1) on this day; check both before saving.";
    await expect(form.getByText(warning)).toBeVisible();
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    await field(page, "Appts Ran").fill("3");
    await expect(form.getByText(warning)).toBeHidden();
  });

  test("choosing a date fills the form with that day's figures; a day without entries is empty", async ({ page }) => {
    await signInOnboarded(page, "dailydate");
    await saveDay(page, "2025-06-03", { "Doors Knocked": 17, "Hours Worked": 7.25, "Deals Closed from Knocks": 2 }, "June notes");
    await page.goto("/daily-input");
    const form = dailyForm(page);
    const today = await browserToday(page);
    await expect(form.getByLabel("Date")).toHaveValue(today);

    await form.getByLabel("Date").fill("2025-06-03");
    await expect(form.getByText("Jun 03, 2025")).toBeVisible();
    await expect(field(page, "Doors Knocked")).toHaveValue("17");
    await expect(field(page, "Hours Worked")).toHaveValue("7.25");
    await expect(field(page, "Deals Closed from Knocks")).toHaveValue("2");
    await expect(form.getByLabel("Daily Notes")).toHaveValue("June notes");

    await form.getByLabel("Date").fill("2025-06-04");
    await expect(form.getByText("Jun 04, 2025")).toBeVisible();
    await expect(field(page, "Doors Knocked")).toHaveValue("");
    await expect(form.getByLabel("Daily Notes")).toHaveValue("");

    await form.getByLabel("Date").fill("2025-06-03");
    await expect(field(page, "Doors Knocked")).toHaveValue("17");
  });

  test("choosing another day with unsaved figures asks first: Stay keeps them, Drop and open leaves them", async ({ page }) => {
    await signInOnboarded(page, "dailyleave");
    const today = await browserToday(page);
    await page.goto("/daily-input");
    const form = dailyForm(page);
    await field(page, "Doors Knocked").fill("33");
    await form.getByLabel("Date").fill("2025-06-03");
    const question = page.getByRole("alertdialog", { name: /^Leave .* without saving\?$/ });
    await question.getByRole("button", { name: "Stay" }).click();
    await expect(question).toBeHidden();
    await expect(form.getByLabel("Date")).toHaveValue(today);
    await expect(field(page, "Doors Knocked")).toHaveValue("33");

    await form.getByLabel("Date").fill("2025-06-03");
    await question.getByRole("button", { name: "Drop and open" }).click();
    await expect(form.getByText("Jun 03, 2025")).toBeVisible();
    await expect(field(page, "Doors Knocked")).toHaveValue("");
    expect(await storedEntries(page, today)).toEqual([]);
  });

  test("the fixed variant edits 2025-06-03", async ({ page }) => {
    await signInOnboarded(page, "dailyfixed");
    await saveDay(page, "2025-06-03", { "Doors Knocked": 5 });
    await page.goto("/daily-input-fixed");
    await expect(page.getByRole("heading", { level: 1, name: "Daily Input - June 3rd, 2025" })).toBeVisible();
    await expect(field(page, "Doors Knocked")).toHaveValue("5");
    await field(page, "Doors Knocked").fill("9");
    await dailyForm(page).getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");
    expect((await storedEntries(page, "2025-06-03")).find((e) => e.kpiName === "Doors Knocked")?.value).toBe(9);
  });

  test("a failed save shows the error toast", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    await signInOnboarded(page, "dailyfail");
    await page.route("**/api/kpi-entries/bulk", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Database is down" }) }),
    );
    await page.goto("/daily-input");
    await field(page, "Doors Knocked").fill("3");
    await dailyForm(page).getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error", "Failed to save daily metrics. Please try again.");

    await page.goto("/daily-input-fixed");
    await field(page, "Doors Knocked").fill("3");
    await dailyForm(page).getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error", "Failed to save metrics: Database is down");
  });
});

// At each width and theme of the matrix (playwright.config.ts): the figures agree wherever they show.
test.describe("Daily Input, figures that agree", { tag: "@finding" }, () => {
  test("a solar rep's deal and install show as one figure on the cards, the funnel and Door Knocking Performance", async ({
    page,
  }) => {
    await signInOnboarded(page, "dailysolar");
    await page.goto("/daily-input");
    const form = dailyForm(page);
    await form.getByRole("button", { name: "Increase Deals Closed from Knocks" }).click();
    await form.getByRole("button", { name: "Increase Deals Installed from Knocks" }).click();
    // The totals are computed from the parts, and say so.
    await expect(form.getByTestId("computed-total").filter({ hasText: "Deals Closed" })).toContainText(
      /Deals Closed \(computed: 1 from Knocks \+ 0 from Tags\)\s*1/,
    );
    await expect(form.getByTestId("computed-total").filter({ hasText: "Installs" })).toContainText(/computed.*1$/);
    expect(await fitsViewportWidth(page)).toBe(true);
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Daily metrics saved successfully!");

    await page.goto("/");
    await expectMetricTotal(page, "Deals Closed", "1");
    await expectMetricTotal(page, "Installs", "1");
    const performance = cardWithHeading(page, "Door Knocking Performance", "Deals Installed");
    await expect(performance).toContainText(/Deals Closed\s*1(?!\d)/);
    await expect(performance).toContainText(/Deals Installed\s*1(?!\d)/);
    // The funnel strip shows the same figures (decision 019: the server answers it, no client derives it).
    const funnel = page.getByRole("region", { name: "Funnel" });
    // A step reads "<count><label>…"; the next step names it too ("Conversion from Closes").
    const step = (label: string) => funnel.getByRole("listitem").filter({ hasText: new RegExp(`^[\\d,.K]+${label}`) });
    await expect(step("Closes")).toContainText(/^1Closes/);
    await expect(step("Installs")).toContainText(/^1Installs/);

    // Back on Daily Input, the day's parts fill the form again.
    await page.goto("/daily-input");
    await expect(field(page, "Deals Closed from Knocks")).toHaveValue("1");
    await expect(field(page, "Deals Installed from Knocks")).toHaveValue("1");
    await expect(metricCard(page, "Deals Closed from Knocks")).toHaveCount(0);
  });
});
