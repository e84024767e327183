import { axeReport } from "./support/axe";
import { expect, type Page, test } from "./support/fixtures";
import { latestResetLink } from "./support/mail";
import { browserToday, choosePeriod, metricCard, periodButton, saveDay, signInOnboarded } from "./support/metrics";
import { chooseNewLead, openPipeline, recentAppointments, seedAppointment } from "./support/pipeline";
import { openQuickEntry, quickEntryButton } from "./support/quick-entry";
import { openAccountMenu } from "./support/ui";
import { createTestUser, registerViaApi } from "./support/users";

/**
 * axe (WCAG 2.1 A and AA) on every screen, in light and dark: the theme is System
 * (nothing in local storage), so the emulated colour scheme decides, and each test
 * checks the root element's `dark` class to be sure which palette it measured.
 */
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`Accessibility (${colorScheme})`, () => {
    test.use({ colorScheme });

    async function expectScheme(page: Page) {
      if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    }

    test("signed out: landing, sign in, register, forgot password, not found", async ({ page }) => {
      const axe = axeReport(page);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: "What Gets Measured Gets Managed" })).toBeVisible();
      await expectScheme(page);
      await axe.check("landing");
      // The preview's carousel loads as it scrolls into view: checked in both frames.
      await page.getByRole("region", { name: "Preview Our CRM" }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId("preview-slide")).toBeVisible();
      await axe.check("landing: preview, desktop frame");
      await page.getByRole("button", { name: "Mobile" }).click();
      await page.getByRole("button", { name: "Next slide" }).click();
      await axe.check("landing: preview, phone frame");

      await page.goto("/signin");
      await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
      await axe.check("sign in: Login tab");
      await page.getByRole("tab", { name: "Register" }).click();
      await expect(page.getByRole("form", { name: "Create account" })).toBeVisible();
      await axe.check("sign in: Register tab");
      await page.getByRole("tab", { name: "Login" }).click();
      await page.getByRole("button", { name: "Forgot Password?" }).click();
      await expect(page.getByRole("dialog", { name: "Forgot Password" })).toBeVisible();
      await axe.check("sign in: Forgot Password dialog");

      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
      await axe.check("not found (signed out)");
      axe.expectClean();
    });

    test("reset password: invalid and valid links", async ({ page, consoleErrors }) => {
      consoleErrors.allow(/status of 40[04] .*\/api\/auth\/validate-reset-token/);
      const axe = axeReport(page);
      await page.goto("/reset-password?token=not-a-real-token");
      await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
      await expectScheme(page);
      await axe.check("reset password: invalid token");

      const user = createTestUser("a11yreset");
      await registerViaApi(page.request, user);
      await page.request.post("/api/auth/logout");
      await page.context().clearCookies();
      const sent = await page.request.post("/api/auth/forgot-password", { data: { email: user.email } });
      expect(sent.ok()).toBe(true);
      await page.goto(await latestResetLink(user.email));
      await expect(page.getByRole("heading", { name: "Set a New Password" })).toBeVisible();
      await axe.check("reset password: valid token");
      axe.expectClean();
    });

    test("onboarding: steps 1 and 2", async ({ page }) => {
      const axe = axeReport(page);
      await registerViaApi(page.request, createTestUser("a11yonboard"));
      await page.goto("/");
      await expect(page.getByRole("img", { name: "Step 1 of 2" })).toBeVisible();
      await expectScheme(page);
      await axe.check("onboarding step 1");
      await page.getByRole("radio", { name: /^Solar/ }).check();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("img", { name: "Step 2 of 2" })).toBeVisible();
      await axe.check("onboarding step 2");
      axe.expectClean();
    });

    test("dashboard: with data, Manage, Custom dates, account menu, Daily Stats Entry", async ({ page }) => {
      test.slow(); // Five axe runs over a dashboard with data and four overlays.
      const axe = axeReport(page);
      await signInOnboarded(page, "a11ydash");
      await saveDay(page, await browserToday(page), { "Doors Knocked": 40, "Knocking Appt Sets": 4, "Appts Ran": 3 });
      await page.goto("/");
      await expect(metricCard(page, "Doors Knocked").getByTestId("metric-total")).toHaveText("40");
      await expectScheme(page);
      await axe.check("dashboard with data");

      await periodButton(page, "This Month").click();
      await expect(periodButton(page, "This Month")).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("img", { name: /^Trend by/ })).toBeVisible();
      await axe.check("dashboard: This Month (trend chart)");

      await page.getByRole("button", { name: "Manage", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Manage metrics" })).toBeVisible();
      await axe.check("dashboard: Manage dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await choosePeriod(page, "Custom");
      await expect(page.getByRole("form", { name: "Custom period" })).toBeVisible();
      await axe.check("dashboard: Custom dates");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await openAccountMenu(page);
      await axe.check("account menu open");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);

      await openQuickEntry(page, "Daily Stats Entry");
      await axe.check("Daily Stats Entry dialog");
      axe.expectClean();
    });

    test("leads: list with follow-ups and insights, Add Lead dialog, delete confirmation", async ({ page }) => {
      const axe = axeReport(page);
      await signInOnboarded(page, "a11yleads");
      await page.goto("/");
      const today = await browserToday(page);
      const lead = { firstName: "Ada", lastName: "Lane", phone: "555-0101", email: "ada@example.com", address: "1 Main St" };
      for (const data of [
        { ...lead, nextFollowUpDate: today },
        { firstName: "Bo", lastName: "Park", knockAppointment: true },
      ]) {
        expect((await page.request.post("/api/clients", { data })).status()).toBe(201);
      }
      await page.goto("/clients");
      // From 1,024 px the leads are a table and the chosen lead shows beside it (decision 045).
      if ((page.viewportSize()?.width ?? 0) >= 1024) {
        await page.getByRole("table").getByRole("button", { name: "Ada Lane", exact: true }).click();
      }
      await expect(page.getByRole("article", { name: "Ada Lane" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Follow-ups due" })).toBeVisible();
      await expectScheme(page);
      await axe.check("leads");

      await page.getByRole("button", { name: "Add Lead" }).click();
      await expect(page.getByRole("dialog", { name: "Add Lead" })).toBeVisible();
      await page.getByRole("dialog").getByLabel("First name").fill(" ");
      await expect(page.getByText("First name is required")).toBeVisible();
      await axe.check("leads: Add Lead dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await page.getByRole("button", { name: "Delete Ada Lane" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await axe.check("leads: delete confirmation");
      axe.expectClean();
    });

    test("pipeline, its dialogs and the Log Lead/Appointment modal", async ({ page }) => {
      test.slow(); // Six axe runs on a shared two-core machine.
      const axe = axeReport(page);
      await signInOnboarded(page, "a11ypipeline");
      await seedAppointment(page, "Jamie Lopez", await browserToday(page));
      await openPipeline(page);
      await expect(recentAppointments(page).getByText("Jamie Lopez")).toBeVisible();
      await expectScheme(page);
      await axe.check("pipeline");
      await page.getByRole("button", { name: "Log Appointment" }).first().click();
      const log = page.getByRole("dialog", { name: "Log Appointment" });
      await log.getByRole("button", { name: "Log Appointment" }).click();
      await expect(log.getByText("Find the lead, or choose New lead")).toBeVisible();
      await axe.check("Log Appointment dialog (with a message)");
      await chooseNewLead(log);
      await log.getByRole("button", { name: "Log Appointment" }).click();
      await expect(log.getByText("Lead name is required")).toBeVisible();
      await axe.check("Log Appointment dialog, new lead (with a message)");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "New Lead" }).click();
      await expect(page.getByRole("dialog", { name: "New Lead" })).toBeVisible();
      await axe.check("New Lead dialog");
      await page.keyboard.press("Escape");
      await recentAppointments(page).getByRole("button", { name: "Edit client Jamie Lopez" }).click();
      await expect(page.getByRole("dialog", { name: "Edit Client" }).getByLabel("First Name")).toHaveValue("Jamie");
      await axe.check("Edit Client dialog");
      await page.keyboard.press("Escape");
      await quickEntryButton(page).click();
      await expect(page.getByRole("menuitem", { name: "Log Lead/Appointment" })).toBeVisible();
      await axe.check("quick entry menu");
      await page.getByRole("menuitem", { name: "Log Lead/Appointment" }).click();
      await expect(page.getByRole("dialog", { name: "Log Lead/Appointment" })).toBeVisible();
      await axe.check("Log Lead/Appointment dialog");
      axe.expectClean();
    });

    test("daily input, fixed daily input, customize metrics, change industry, not found", async ({ page }) => {
      test.slow(); // Five screens, an axe run each.
      const axe = axeReport(page);
      await signInOnboarded(page, "a11yscreens");
      await page.goto("/daily-input");
      await expect(page.getByRole("heading", { level: 1, name: "Daily Input" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Daily Activity" })).toBeVisible();
      await expectScheme(page);
      await axe.check("daily input");

      await page.goto("/daily-input-fixed");
      await expect(page.getByRole("heading", { level: 1, name: "Daily Input - June 3rd, 2025" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Daily Activity" })).toBeVisible();
      await axe.check("daily input (fixed)");

      await page.goto("/customize-metrics");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("listitem").first()).toBeVisible();
      await axe.check("customize metrics");

      await page.goto("/change-industry");
      await expect(page.getByRole("heading", { level: 1, name: "Change Industry Template" })).toBeVisible();
      await expect(page.getByRole("radio").first()).toBeVisible();
      await axe.check("change industry");

      await page.goto("/profile");
      await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
      await axe.check("profile");

      await page.goto("/privacy");
      await expect(page.getByRole("heading", { level: 1, name: "Privacy & Security" })).toBeVisible();
      await axe.check("privacy & security");
      await page.getByRole("button", { name: "Delete Account" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await axe.check("delete account dialog");
      await page.keyboard.press("Escape");

      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
      await axe.check("not found (signed in)");
      axe.expectClean();
    });
  });
}
