import { axeReport } from "./support/axe";
import { expect, type Page, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";
import { expectToast, navigateTo } from "./support/ui";

/** Issue 24, Goals: the screen, its dialog and messages, and progress that moves with Daily Input. */

const goalCard = (page: Page, metric: string) =>
  page.getByTestId("goal-card").filter({ has: page.getByRole("heading", { level: 3, name: metric, exact: true }) });

async function openGoals(page: Page) {
  await page.goto("/");
  await navigateTo(page, "Goals");
  await expect(page.getByRole("heading", { level: 1, name: "My Goals" })).toBeVisible();
}

test("a rep sets a weekly goal, watches it move after a Daily Input save, edits and deletes it", async ({ page }) => {
  test.setTimeout(60_000);
  await signInOnboarded(page, "goals");
  await openGoals(page);

  // Empty: the spec's words and one way forward.
  await expect(page.getByRole("heading", { name: "No Goals Set" })).toBeVisible();
  await page.getByRole("button", { name: "Create Your First Goal" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Goal" });
  await expect(dialog).toBeVisible();

  // Nothing chosen: each field says what is wrong, and nothing is sent.
  await dialog.getByRole("button", { name: "Create Goal" }).click();
  await expect(dialog.getByText("Please select a metric")).toBeVisible();
  await expect(dialog.getByText("Target must be greater than 0")).toBeVisible();
  await expect(dialog.getByLabel("Metric")).toBeFocused();
  await dialog.getByLabel("Metric").selectOption({ label: "Doors Knocked (count)" });
  await dialog.getByLabel("Target Value").fill("0");
  await dialog.getByRole("button", { name: "Create Goal" }).click();
  await expect(dialog.getByText("Please select a metric")).toBeHidden();
  await expect(dialog.getByText("Target must be greater than 0")).toBeVisible();

  await dialog.getByLabel("Target Value").fill("50");
  await dialog.getByLabel("Time Period").selectOption("weekly");
  await dialog.getByLabel("Description (Optional)").fill("Elm Street this week");
  await dialog.getByRole("button", { name: "Create Goal" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Goal created");

  const card = goalCard(page, "Doors Knocked");
  await expect(card.getByText("Weekly", { exact: true })).toBeVisible();
  await expect(card.getByText("Target: 50")).toBeVisible();
  await expect(card.getByTestId("goal-progress")).toHaveText("0.0%");
  await expect(card.getByText("Elm Street this week")).toBeVisible();

  // Daily Input, as a rep saves it: the goal counts the same doors.
  await navigateTo(page, "Daily Input");
  const form = page.getByRole("form", { name: "Daily metrics" });
  await form.getByRole("textbox", { name: "Doors Knocked", exact: true }).fill("20");
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Daily metrics saved successfully!");
  await navigateTo(page, "Goals");
  await expect(card.getByTestId("goal-progress")).toHaveText("40.0%");
  await expect(card.getByText("20 of 50 this week")).toBeVisible();
  await expect(card.getByRole("progressbar", { name: "Doors Knocked progress" })).toHaveAttribute("aria-valuenow", "40");

  // The dashboard's strip reads the same answer.
  await navigateTo(page, "Dashboard");
  const strip = page.getByRole("list", { name: "Goal progress" });
  await expect(strip.getByRole("listitem").filter({ hasText: "Doors Knocked" })).toContainText("40.0%");

  // Edit: a smaller target, the same doors.
  await navigateTo(page, "Goals");
  await card.getByRole("button", { name: "Edit goal: Doors Knocked" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Goal" });
  await expect(edit.getByLabel("Target Value")).toHaveValue("50");
  await edit.getByLabel("Target Value").fill("25");
  await edit.getByRole("button", { name: "Update Goal" }).click();
  await expectToast(page, "Goal updated");
  await expect(card.getByTestId("goal-progress")).toHaveText("80.0%");

  // Delete asks first; Cancel keeps it.
  await card.getByRole("button", { name: "Delete goal: Doors Knocked" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete this goal?")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Delete goal: Doors Knocked" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Goal deleted");
  await expect(page.getByRole("heading", { name: "No Goals Set" })).toBeVisible();
});

test("a goal that could not be saved says so and keeps the dialog open", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await signInOnboarded(page, "goalsfail");
  await openGoals(page);
  await page.route("**/api/goals", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
  );
  await page.getByRole("button", { name: "Create Your First Goal" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Goal" });
  await dialog.getByLabel("Metric").selectOption({ label: "Doors Knocked (count)" });
  await dialog.getByLabel("Target Value").fill("10");
  await dialog.getByRole("button", { name: "Create Goal" }).click();
  await expectToast(page, "Error", "Failed to create goal. Please try again.");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Target Value")).toHaveValue("10");
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`Goals is clean under axe in ${colorScheme}: empty, with goals, and its dialogs`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme });
    const axe = axeReport(page);
    await signInOnboarded(page, `goalsa11y${colorScheme}`);
    await openGoals(page);
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(page.getByRole("heading", { name: "No Goals Set" })).toBeVisible();
    await axe.check("goals, empty");

    // One goal of each colour: red, yellow, blue and green.
    const definitions = (await (await page.request.get("/api/kpi-definitions")).json()) as { id: number; name: string }[];
    const doors = definitions.find((d) => d.name === "Doors Knocked");
    if (!doors) throw new Error("the solar template tracks Doors Knocked");
    const today = await page.evaluate(() => new Intl.DateTimeFormat("en-CA").format(new Date()));
    await page.request.post("/api/kpi-entries/bulk", {
      data: { entries: [{ metricName: "Doors Knocked", value: 30, date: today }] },
    });
    for (const target of [100, 50, 40, 30]) {
      const made = await page.request.post("/api/goals", {
        data: { kpiDefinitionId: doors.id, targetValue: target, targetPeriod: "daily", description: `Target ${target}` },
      });
      expect(made.status()).toBe(201);
    }
    await page.reload();
    const bars = page.getByRole("progressbar");
    await expect(bars).toHaveCount(4);
    await expect(page.locator("[data-colour]")).toHaveCount(4);
    expect(await page.locator("[data-colour]").evaluateAll((els) => els.map((el) => el.getAttribute("data-colour")))).toEqual([
      "red",
      "yellow",
      "blue",
      "green",
    ]);
    await axe.check("goals, four colours");

    await page.getByRole("button", { name: "New Goal" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Goal" });
    await dialog.getByRole("button", { name: "Create Goal" }).click();
    await expect(dialog.getByText("Please select a metric")).toBeVisible();
    await axe.check("new goal with messages");
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.getByRole("button", { name: "Delete goal: Doors Knocked" }).first().click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await axe.check("delete confirmation");
    axe.expectClean();
  });
}
