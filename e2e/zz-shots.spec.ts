import { expect, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";
import { openQuickEntry } from "./support/quick-entry";

const at = (d: number, h: number) => new Date(Date.UTC(2026, 10, 23 + d, h, 0)).toISOString();
const appt = (id: number, name: string, d: number, h: number, status: string, type: string) => ({
  id,
  clientId: id,
  clientName: name,
  title: null,
  type,
  scheduledAt: at(d, h),
  status,
  outcome: null,
  notes: null,
  createdAt: at(0, 1),
});
const pipeline = {
  stages: [
    { name: "Leads", count: 42, conversion: null },
    { name: "Appointments Set", count: 18, conversion: 42.9 },
    { name: "Appointments Sat", count: 11, conversion: 61.1 },
    { name: "Deals Closed", count: 6, conversion: 54.5 },
    { name: "Installed", count: 4, conversion: 66.7 },
  ],
  cancellations: [
    { name: "Unqualified Leads", count: 5 },
    { name: "Not Interested", count: 9 },
    { name: "Signed but Cancelled", count: 1 },
  ],
  recentAppointments: [
    appt(1, "Jordan Avery", 2, 21, "scheduled", "Consultation"),
    appt(2, "Riley Chen", 1, 17, "scheduled", "Follow-up"),
    appt(3, "Morgan Blake", 0, 19, "completed", "Site survey"),
    appt(4, "Samantha Ortiz-Delacroix", -1, 22, "completed", "Signing"),
    appt(5, "Ana Diaz", -2, 16, "scheduled", "Consultation"),
  ],
  projections: {
    dealValue: 3000,
    showFactor: 0.67,
    closeTarget: 0.8,
    closedDeals: 10,
    closedRevenue: 30000,
    expectedDeals: 18.45,
    pipelineRevenue: 55344,
    projectedRevenue: 85344,
  },
  insights: { appointmentsSet: 33, appointmentsSat: 21, dealsSigned: 11, showRate: 63.6, closeRate: 52.4 },
};

for (const width of [390, 1440]) {
  for (const theme of ["light", "dark"]) {
    test(`shots ${width} ${theme}`, async ({ page }) => {
      test.skip(test.info().project.name !== "desktop", "one project");
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await signInOnboarded(page, "shots");
      await page.route("**/api/pipeline", (r) => r.fulfill({ json: pipeline }));
      await page.goto("/");
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      await page.goto("/pipeline");
      await expect(page.getByText("Jordan Avery")).toBeVisible();
      await page.screenshot({ path: `/tmp/pw-shots/pipeline-${width}-${theme}.png`, fullPage: true });
      await page.getByRole("button", { name: "Log Appointment" }).first().click();
      await expect(page.getByRole("dialog", { name: "Log Appointment" }).getByLabel("Lead Name")).toBeVisible();
      await page.screenshot({ path: `/tmp/pw-shots/log-appointment-${width}-${theme}.png` });
      await page.keyboard.press("Escape");
      await page.route("**/api/pipeline", (r) =>
        r.fulfill({
          json: {
            ...pipeline,
            recentAppointments: [],
            stages: pipeline.stages.map((s) => ({ ...s, count: 0, conversion: null })),
            insights: { appointmentsSet: 0, appointmentsSat: 0, dealsSigned: 0, showRate: null, closeRate: null },
          },
        }),
      );
      await page.reload();
      await expect(page.getByText("No appointments yet")).toBeVisible();
      await page.screenshot({ path: `/tmp/pw-shots/pipeline-empty-${width}-${theme}.png`, fullPage: true });
      await page.goto("/");
      await page.getByRole("button", { name: "Quick entry" }).click();
      await expect(page.getByRole("menuitem", { name: "Log Lead/Appointment" })).toBeVisible();
      await page.screenshot({ path: `/tmp/pw-shots/menu-${width}-${theme}.png` });
      await page.keyboard.press("Escape");
      await openQuickEntry(page, "Log Lead/Appointment");
      await page.screenshot({ path: `/tmp/pw-shots/quick-lead-${width}-${theme}.png` });
    });
  }
}
