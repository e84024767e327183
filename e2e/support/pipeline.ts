import { expect, type Locator, type Page } from "@playwright/test";

/** A stage of the Sales Pipeline funnel, by its name ("Appointments Set"). */
export function funnelStage(page: Page, name: string) {
  return page.locator(`[data-stage="${name}"]`);
}

export async function expectStageCount(page: Page, name: string, count: number) {
  await expect(funnelStage(page, name).getByTestId("stage-count")).toHaveText(count.toLocaleString("en-US"));
}

/** The Recent Appointments section of the pipeline. */
export function recentAppointments(page: Page) {
  return page.getByRole("region", { name: "Recent Appointments" });
}

/** Opens /pipeline and waits for its figures. */
export async function openPipeline(page: Page) {
  await page.goto("/pipeline");
  await expect(page.getByRole("heading", { level: 1, name: "Pipeline" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sales Pipeline" })).toBeVisible();
}

/** A lead and its appointment through the API, as the Log Appointment dialog saves them (in the browser's zone). */
export async function seedAppointment(page: Page, name: string, date: string, time = "10:00") {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const response = await page.request.post("/api/appointments", {
    data: {
      timeZone,
      client: { name, phone: "555-010-2030", email: "", address: "12 Elm St", status: "lead" },
      date,
      time,
      type: "Consultation",
      notes: "",
      status: "scheduled",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; clientId: number };
}

/** In Log Appointment: the rep says the lead is new (decision 041), so the new-lead fields show. */
export async function chooseNewLead(dialog: Locator, firstField = "Lead Name") {
  await dialog.getByRole("combobox", { name: "Lead" }).click();
  await dialog.getByRole("option", { name: /^New lead/ }).click();
  await expect(dialog.getByLabel(firstField)).toBeVisible();
}

/** An appointment's status badge in a list (Scheduled, Sat, No-show, Cancelled). */
export function appointmentStatus(row: Locator) {
  return row.getByTestId("appointment-status");
}
