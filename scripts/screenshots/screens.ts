/**
 * The capture behind `npm run screenshots` (config: ./playwright.config.ts). Each project is one
 * width and theme; each test below makes its own reps through the API and photographs its screens.
 * A screen that cannot be reached (a label changed) is written as <screen>.error.txt and the others
 * are still taken; the run then fails, listing them.
 */
import { ANALYTICS_IDS, INDUSTRY_TEMPLATES } from "@measured/core";
import { expect, type Page, test } from "@playwright/test";
import { browserToday, periodButton } from "../../e2e/support/metrics";
import { createTestUser, registerViaApi } from "../../e2e/support/users";
import { applyTheme, Camera, clickUntil, visible } from "./camera";
import { seedHistory } from "./seed";

/** All Time and Custom sit in the period control's "More" menu (decision 021): opens it and picks one. */
async function chooseFromMore(page: Page, label: "All Time" | "Custom"): Promise<void> {
  const item = page.getByRole("menuitem", { name: label, exact: true });
  const more = page.getByRole("group", { name: "Period" }).getByRole("button", { name: /^(More|All Time|Custom)$/ });
  await clickUntil(more, visible(item));
  await item.click();
}

async function choosePeriod(page: Page, label: string): Promise<void> {
  if (label === "All Time") await chooseFromMore(page, label);
  const button = periodButton(page, label);
  await clickUntil(button, async () => (await button.getAttribute("aria-pressed")) === "true");
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** A rep onboarded through the API with every analytics card, and nine weeks of figures. */
async function seededRep(page: Page, label: string, industry: "solar" | "pest_control"): Promise<void> {
  await registerViaApi(page.request, createTestUser(label));
  const onboarding = { industry, kpis: INDUSTRY_TEMPLATES[industry].kpis, analytics: ANALYTICS_IDS };
  const onboarded = await page.request.post("/api/onboarding", { data: onboarding });
  expect(onboarded.ok(), await onboarded.text()).toBe(true);
  await seedHistory(page, await browserToday(page), industry === "solar" ? "Referrals" : null);
}

test("signed out: landing, sign in, forgot password, reset link, 404", async ({ page }, info) => {
  const camera = new Camera(page, info);
  await applyTheme(page, info);
  await camera.shot("landing", async () => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
  await camera.shot("signin-login", async () => {
    await page.goto("/signin");
    await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
  });
  await camera.shot("signin-register", async () => {
    await page.goto("/signin");
    await clickUntil(page.getByRole("tab", { name: "Register" }), visible(page.getByRole("form", { name: "Create account" })));
  });
  await camera.shot(
    "forgot-password",
    async () => {
      await page.goto("/signin");
      const dialog = page.getByRole("dialog", { name: "Forgot Password" });
      await clickUntil(page.getByRole("button", { name: "Forgot Password?" }), visible(dialog));
    },
    { firstScreen: true },
  );
  await camera.shot("reset-password-invalid", async () => {
    await page.goto("/reset-password?token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  });
  await camera.shot("not-found-signed-out", async () => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
  camera.expectAllTaken();
});

test("onboarding: steps 1 and 2", async ({ page }, info) => {
  const camera = new Camera(page, info);
  await applyTheme(page, info);
  await registerViaApi(page.request, createTestUser("shots-onboarding", { firstName: "Jordan" }));
  await camera.shot("onboarding-step-1", async () => {
    await page.goto("/");
    await expect(page.getByRole("img", { name: "Step 1 of 2" })).toBeVisible();
    const solar = page.getByRole("radio", { name: /^Solar/ });
    await clickUntil(solar, () => solar.isChecked());
  });
  await camera.shot("onboarding-step-2", async () => {
    await clickUntil(page.getByRole("button", { name: "Continue" }), visible(page.getByRole("img", { name: "Step 2 of 2" })));
  });
  camera.expectAllTaken();
});

test("solar rep: dashboard at each period, Manage, quick entry, Daily Input, settings, 404", async ({ page }, info) => {
  const camera = new Camera(page, info);
  await applyTheme(page, info);
  await seededRep(page, "shots-solar", "solar");

  const periods = [
    ["dashboard-today", "Today"],
    ["dashboard-week", "This Week"],
    ["dashboard-month", "This Month"],
    ["dashboard-year", "This Year"],
    ["dashboard-all", "All Time"],
  ] as const;
  for (const [name, label] of periods) {
    await camera.shot(name, async () => {
      await openDashboard(page);
      await choosePeriod(page, label);
    });
  }
  // What the rep sees on opening the app, before any scrolling (this month, as a returning rep would pick).
  await camera.shot(
    "dashboard-first-screen",
    async () => {
      await openDashboard(page);
      await choosePeriod(page, "This Month");
    },
    { firstScreen: true },
  );
  await camera.shot("dashboard-custom", async () => {
    await openDashboard(page);
    const form = page.getByRole("form", { name: "Custom period" });
    await chooseFromMore(page, "Custom");
    await expect(form).toBeVisible();
    const today = await browserToday(page);
    const start = new Date(`${today}T12:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 13);
    await form.getByLabel("Start date").fill(start.toISOString().slice(0, 10));
    await form.getByLabel("End date").fill(today);
    await form.getByRole("button", { name: "Apply" }).click();
  });
  await camera.shot(
    "dashboard-manage",
    async () => {
      await openDashboard(page);
      await clickUntil(
        page.getByRole("button", { name: "Manage", exact: true }),
        visible(page.getByRole("dialog", { name: "Manage metrics" })),
      );
    },
    { firstScreen: true },
  );
  await camera.shot(
    "quick-entry",
    async () => {
      await openDashboard(page);
      const sheet = page.getByRole("dialog", { name: "Daily Stats Entry" });
      const item = page.getByRole("menuitem", { name: "Daily Stats Entry" });
      await clickUntil(page.getByRole("button", { name: "Quick entry" }), visible(item));
      await item.click();
      await expect(sheet).toBeVisible();
      // A rep mid-entry: a couple of taps on the first counters.
      const adds = sheet.getByRole("button", { name: /^Add / });
      for (let i = 0; i < Math.min(2, await adds.count()); i++) await adds.nth(i).click();
    },
    { firstScreen: true },
  );
  await camera.shot("daily-input", async () => {
    await page.goto("/daily-input");
    await expect(page.getByRole("heading", { level: 1, name: "Daily Input" })).toBeVisible();
  });
  await camera.shot("customize-metrics", async () => {
    await page.goto("/customize-metrics");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("listitem").first()).toBeVisible();
  });
  await camera.shot("change-industry", async () => {
    await page.goto("/change-industry");
    await expect(page.getByRole("heading", { level: 1, name: "Change Industry Template" })).toBeVisible();
  });
  await camera.shot("settings", async () => {
    await page.goto("/settings");
    await expect(page.getByRole("switch", { name: "Email notifications" })).toBeVisible();
  });
  await camera.shot("theme-settings", async () => {
    await page.goto("/theme-settings");
    await expect(page.getByRole("switch", { name: "High contrast" })).toBeVisible();
  });
  await camera.shot("not-found-signed-in", async () => {
    await page.goto("/goals");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
  camera.expectAllTaken();
});

test("pipeline: the screen, Log Appointment and the quick lead modal", async ({ page }, info) => {
  const camera = new Camera(page, info);
  await applyTheme(page, info);
  await registerViaApi(page.request, createTestUser("shots-pipeline"), {
    industry: "solar",
    kpis: [...INDUSTRY_TEMPLATES.solar.kpis],
  });
  const today = await browserToday(page);
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const names = ["Jordan Avery", "Riley Chen", "Morgan Blake", "Samantha Ortiz", "Ana Diaz", "Ben Ford"];
  for (const [i, name] of names.entries()) {
    const made = await page.request.post("/api/appointments", {
      data: { client: { name }, date: today, time: `${String(9 + i).padStart(2, "0")}:30`, type: "Consultation", timeZone },
    });
    const { id } = (await made.json()) as { id: number };
    if (i % 2 === 0) await page.request.patch(`/api/appointments/${id}`, { data: { status: "completed" } });
  }
  for (const [firstName, lastName] of [
    ["Casey", "Nguyen"],
    ["Drew", "Patel"],
    ["Ellis", "Moore"],
  ]) {
    await page.request.post("/api/clients", { data: { firstName, lastName } });
  }
  const openPipeline = async () => {
    await page.goto("/pipeline");
    await expect(page.getByRole("heading", { level: 1, name: "Pipeline" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Recent Appointments" }).getByRole("listitem").first()).toBeVisible();
  };
  await camera.shot("pipeline", openPipeline);
  await camera.shot(
    "pipeline-stage-records",
    async () => {
      await openPipeline();
      const dialog = page.getByRole("dialog", { name: "Appointments Sat" });
      await clickUntil(
        page.getByRole("button", { name: /^Appointments Sat: show the \d+ leads? that reached it/ }),
        visible(dialog),
      );
      await expect(dialog.getByRole("link").first()).toBeVisible();
    },
    { firstScreen: true },
  );
  await camera.shot(
    "dashboard-records",
    async () => {
      await openDashboard(page);
      const dialog = page.getByRole("dialog", { name: "Appts Ran" });
      await clickUntil(page.getByRole("button", { name: /^Appts Ran: show the records behind/ }).first(), visible(dialog));
      await expect(dialog.getByRole("link").first()).toBeVisible();
    },
    { firstScreen: true },
  );
  await camera.shot(
    "pipeline-log-appointment",
    async () => {
      await openPipeline();
      const dialog = page.getByRole("dialog", { name: "Log Appointment" });
      await clickUntil(page.getByRole("button", { name: "Log Appointment" }).first(), visible(dialog));
      await expect(dialog.getByLabel("Lead Name")).toBeVisible();
    },
    { firstScreen: true },
  );
  await camera.shot(
    "quick-lead",
    async () => {
      await openDashboard(page);
      const item = page.getByRole("menuitem", { name: "Log Lead/Appointment" });
      await clickUntil(page.getByRole("button", { name: "Quick entry" }), visible(item));
      await item.click();
      await expect(page.getByRole("dialog", { name: "Log Lead/Appointment" }).getByLabel("First Name")).toBeVisible();
    },
    { firstScreen: true },
  );
  camera.expectAllTaken();
});

test("pest control rep: dashboard and Daily Input", async ({ page }, info) => {
  const camera = new Camera(page, info);
  await applyTheme(page, info);
  await seededRep(page, "shots-pest", "pest_control");
  await camera.shot("pest-dashboard-month", async () => {
    await openDashboard(page);
    await choosePeriod(page, "This Month");
  });
  await camera.shot("pest-daily-input", async () => {
    await page.goto("/daily-input");
    await expect(page.getByRole("heading", { level: 1, name: "Daily Input" })).toBeVisible();
  });
  camera.expectAllTaken();
});

/** A few leads at every stage, one follow-up due today and one overdue (issue 11, decision 028). */
const SHOT_LEADS = [
  {
    firstName: "Marisol",
    lastName: "Ortega",
    phone: "(555) 201-7788",
    email: "marisol@example.com",
    address: "48 Birch Lane, Fresno CA",
  },
  {
    firstName: "Devon",
    lastName: "Price",
    phone: "555-330-1200",
    knockAppointment: true,
    appointmentSat: true,
    nextFollowUpDate: "today",
  },
  {
    firstName: "Priya",
    lastName: "Natarajan",
    email: "priya.n@example.com",
    address: "7 Harbor View Rd",
    knockAppointment: true,
    appointmentSat: true,
    signed: true,
    installed: true,
  },
  { firstName: "Tom", lastName: "Becker", phone: "555 118 2040", tagAppointment: true },
  { firstName: "Lena", lastName: "Fischer", phone: "555-0134", notInterested: true, nextFollowUpDate: "2025-01-05" },
];

test("leads: empty, list, Edit Lead dialog, delete confirmation", async ({ page }, info) => {
  const camera = new Camera(page, info);
  await applyTheme(page, info);
  await registerViaApi(page.request, createTestUser("shots-leads"), {
    industry: "solar",
    kpis: [...INDUSTRY_TEMPLATES.solar.kpis],
  });
  await camera.shot("leads-empty", async () => {
    await page.goto("/clients");
    await expect(page.getByRole("heading", { name: "No leads yet" })).toBeVisible();
  });
  const today = await browserToday(page);
  for (const lead of SHOT_LEADS) {
    const data = { ...lead, ...(lead.nextFollowUpDate === "today" ? { nextFollowUpDate: today } : {}) };
    const created = await page.request.post("/api/clients", { data });
    expect(created.ok(), await created.text()).toBe(true);
  }
  await camera.shot("leads", async () => {
    await page.goto("/clients");
    await expect(page.getByRole("article", { name: "Marisol Ortega" })).toBeVisible();
  });
  await camera.shot(
    "leads-dialog",
    async () => {
      await page.goto("/clients");
      const dialog = page.getByRole("dialog", { name: "Edit Lead" });
      await clickUntil(page.getByRole("button", { name: "Edit Devon Price" }), visible(dialog));
    },
    { firstScreen: true },
  );
  await camera.shot(
    "leads-delete",
    async () => {
      await page.goto("/clients");
      await clickUntil(page.getByRole("button", { name: "Delete Tom Becker" }), visible(page.getByRole("alertdialog")));
    },
    { firstScreen: true },
  );
  camera.expectAllTaken();
});

test("goals: none, four colours, the dialog, the dashboard's strip, the bar's More", async ({ page }, info) => {
  const camera = new Camera(page, info);
  await applyTheme(page, info);
  await registerViaApi(page.request, createTestUser("shots-goals"), {
    industry: "solar",
    kpis: [...INDUSTRY_TEMPLATES.solar.kpis],
  });
  await camera.shot("goals-empty", async () => {
    await page.goto("/goals");
    await expect(page.getByRole("heading", { name: "No Goals Set" })).toBeVisible();
  });
  const today = await browserToday(page);
  const entries = [
    { metricName: "Doors Knocked", value: 30, date: today },
    { metricName: "Knocking Appt Sets", value: 3, date: today },
  ];
  expect((await page.request.post("/api/kpi-entries/bulk", { data: { entries } })).ok()).toBe(true);
  const definitions = (await (await page.request.get("/api/kpi-definitions")).json()) as { id: number; name: string }[];
  const id = (name: string) => definitions.find((d) => d.name === name)?.id;
  const goals = [
    { kpiDefinitionId: id("Doors Knocked"), targetValue: 30, targetPeriod: "daily", description: "Thirty a day, every day" },
    { kpiDefinitionId: id("Knocking Appt Sets"), targetValue: 20, targetPeriod: "weekly" },
    { kpiDefinitionId: id("Doors Knocked"), targetValue: 40, targetPeriod: "monthly", description: "Elm and Birch streets" },
    { kpiDefinitionId: id("Deals Closed"), targetValue: 12, targetPeriod: "quarterly" },
  ];
  for (const goal of goals) expect((await page.request.post("/api/goals", { data: goal })).status()).toBe(201);
  await camera.shot("goals", async () => {
    await page.goto("/goals");
    await expect(page.getByTestId("goal-card")).toHaveCount(4);
  });
  await camera.shot(
    "goals-dialog",
    async () => {
      await page.goto("/goals");
      await page.getByRole("button", { name: "New Goal" }).click();
      await page.getByRole("dialog", { name: "Create New Goal" }).getByRole("button", { name: "Create Goal" }).click();
      await expect(page.getByText("Please select a metric")).toBeVisible();
    },
    { firstScreen: true },
  );
  await camera.shot(
    "dashboard-goals",
    async () => {
      await openDashboard(page);
      await page.getByRole("list", { name: "Goal progress" }).scrollIntoViewIfNeeded();
    },
    { firstScreen: true },
  );
  if ((page.viewportSize()?.width ?? 0) < 640) {
    await camera.shot(
      "more-menu",
      async () => {
        await page.goto("/goals");
        await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "More", exact: true }).click();
        await expect(page.getByRole("menu")).toBeVisible();
      },
      { firstScreen: true },
    );
  }
  camera.expectAllTaken();
});
