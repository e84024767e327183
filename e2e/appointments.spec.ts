import { expect, type Page, test } from "./support/fixtures";
import { browserToday, signInOnboarded } from "./support/metrics";
import { appointmentStatus, expectStageCount, openPipeline, recentAppointments } from "./support/pipeline";
import { expectToast, toasts } from "./support/ui";

/** Issue 21: appointments on the leads a rep already has, and one-tap Sat / No-show / Cancelled with Undo. */

interface LeadRow {
  id: number;
  firstName: string;
  appointmentSat: boolean;
  cancelledAppointment: boolean;
}

async function createLead(page: Page, lead: Record<string, unknown>) {
  const response = await page.request.post("/api/clients", { data: lead });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

async function leads(page: Page): Promise<LeadRow[]> {
  return (await (await page.request.get("/api/clients")).json()) as LeadRow[];
}

async function appointments(page: Page): Promise<{ clientId: number; status: string }[]> {
  return (await (await page.request.get("/api/appointments")).json()) as { clientId: number; status: string }[];
}

/** Screens for the review, at a phone's 390 px or a desktop's 1,440 px. */
async function screenshot(page: Page, isMobile: boolean, name: string) {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/screens/appointments-${name}-${isMobile ? 390 : 1440}.png`, fullPage: false });
}

test("Log Appointment books on a lead found by search (no second lead); Sat, Undo, then Cancelled", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(60_000);
  await signInOnboarded(page, "apptsearch");
  const ada = await createLead(page, { firstName: "Ada", lastName: "Lane", phone: "555-010-7788", address: "4 Oak Row" });
  await createLead(page, { firstName: "Bo", lastName: "Other", phone: "555-222-3333" });
  const today = await browserToday(page);
  await openPipeline(page);

  await page.getByRole("button", { name: "Log Appointment" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Log Appointment" });
  const search = dialog.getByRole("combobox", { name: "Lead" });
  await search.click();
  await search.fill("lane");
  const option = dialog.getByRole("option", { name: /Ada Lane/ });
  await expect(option).toBeVisible();
  await expect(dialog.getByRole("option", { name: /Bo Other/ })).toHaveCount(0);
  await expect(dialog.getByRole("option", { name: "New lead: lane" })).toBeVisible();
  // Keyboard: Escape closes the list, not the dialog; Arrow Down opens it on the first match; Enter picks it.
  await search.press("Escape");
  await expect(dialog.getByRole("listbox", { name: "Leads" })).toBeHidden();
  await expect(dialog).toBeVisible();
  await search.press("ArrowDown");
  await expect(option).toBeVisible();
  await expect(search).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
  await screenshot(page, isMobile, "search");
  await search.press("Enter");
  await expect(dialog.getByTestId("picked-lead")).toHaveText("Ada Lane");
  await expect(dialog.getByLabel("Lead Name")).toHaveCount(0);
  await dialog.getByLabel("Date").fill(today);
  await dialog.getByLabel("Time").fill("09:00");
  await dialog.getByRole("button", { name: "Log Appointment" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Appointment logged", "Ada Lane is on your pipeline.");
  // Booked on Ada's lead: still two leads, the appointment is hers.
  expect((await leads(page)).length).toBe(2);
  expect(await appointments(page)).toEqual([expect.objectContaining({ clientId: ada.id, status: "scheduled" })]);

  const row = recentAppointments(page).getByRole("listitem").filter({ hasText: "Ada Lane" });
  await expect(appointmentStatus(row)).toHaveText("Scheduled");
  await expectStageCount(page, "Appointments Set", 1);

  await row.getByRole("button", { name: "Sat: Ada Lane" }).click();
  await expectToast(page, "Marked sat", "Ada Lane");
  await expect(appointmentStatus(row)).toHaveText("Sat");
  await expectStageCount(page, "Appointments Sat", 1);
  expect((await leads(page)).find((l) => l.id === ada.id)?.appointmentSat).toBe(true);
  await screenshot(page, isMobile, "sat-with-undo");

  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Appointment restored");
  await expect(appointmentStatus(row)).toHaveText("Scheduled");
  await expectStageCount(page, "Appointments Sat", 0);
  await expectStageCount(page, "Appointments Set", 1);
  expect((await leads(page)).find((l) => l.id === ada.id)).toMatchObject({ appointmentSat: false, cancelledAppointment: false });

  await row.getByRole("button", { name: "Cancelled: Ada Lane" }).click();
  await expectToast(page, "Marked cancelled", "Ada Lane");
  await expect(appointmentStatus(row)).toHaveText("Cancelled");
  expect((await leads(page)).find((l) => l.id === ada.id)).toMatchObject({ appointmentSat: false, cancelledAppointment: true });
  expect(await appointments(page)).toEqual([expect.objectContaining({ status: "cancelled" })]);

  // Reschedule: a new day makes it scheduled again, and the lead no longer a cancelled one.
  await row.getByRole("button", { name: "Reschedule: Ada Lane" }).click();
  const form = row.getByRole("form", { name: "Reschedule Ada Lane" });
  const nextWeek = new Date(Date.parse(`${today}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("New date").fill(nextWeek);
  await form.getByLabel("New time").fill("15:30");
  await screenshot(page, isMobile, "reschedule");
  await form.getByRole("button", { name: "Save new time" }).click();
  await expectToast(page, "Appointment rescheduled", "Ada Lane");
  await expect(appointmentStatus(row)).toHaveText("Scheduled");
  await expect(row).toContainText("3:30 PM");
  expect((await leads(page)).find((l) => l.id === ada.id)?.cancelledAppointment).toBe(false);
});

test("Book appointment from a lead's card and from Edit Lead: no new lead", async ({ page, isMobile }) => {
  test.setTimeout(60_000);
  await signInOnboarded(page, "apptbook");
  const cy = await createLead(page, { firstName: "Cy", lastName: "Park", email: "cy@example.com" });
  await page.goto("/clients");
  const card = page.getByRole("article", { name: "Cy Park", exact: true });
  await card.getByRole("button", { name: "Book appointment with Cy Park" }).click();
  const dialog = page.getByRole("dialog", { name: "Book appointment with Cy Park" });
  await expect(dialog.getByRole("combobox", { name: "Lead", exact: true })).toHaveCount(0);
  await dialog.getByLabel("Time").fill("11:00");
  await screenshot(page, isMobile, "book-from-card");
  await dialog.getByRole("button", { name: "Book appointment" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Appointment logged", "Cy Park is on your pipeline.");
  // Booked: the card's status moves to an appointment set.
  await expect(card.getByTestId("lead-status")).not.toHaveText("Lead");

  await card.getByRole("button", { name: "Edit Cy Park" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lead" });
  // The lead's appointments, each with the same one-tap statuses.
  const booked = edit.getByRole("region", { name: "Appointments" }).getByRole("listitem");
  await expect(booked).toHaveCount(1);
  await expect(appointmentStatus(booked)).toHaveText("Scheduled");
  await booked.getByRole("button", { name: "Cancelled: Cy Park" }).click();
  await expect(appointmentStatus(booked)).toHaveText("Cancelled");
  expect((await leads(page))[0]?.cancelledAppointment).toBe(true);
  await screenshot(page, isMobile, "edit-lead-appointments");
  // Undo from the toast while Edit Lead is open: the dialog stays, the appointment and the lead are back.
  await toasts(page).getByRole("button", { name: "Undo", includeHidden: true }).click();
  await expect(appointmentStatus(booked)).toHaveText("Scheduled");
  await expect(edit).toBeVisible();
  expect((await leads(page))[0]?.cancelledAppointment).toBe(false);
  await booked.getByRole("button", { name: "Cancelled: Cy Park" }).click();
  await expect(appointmentStatus(booked)).toHaveText("Cancelled");
  await edit.getByRole("button", { name: "Book appointment" }).click();
  await expect(edit).toBeHidden();
  const again = page.getByRole("dialog", { name: "Book appointment with Cy Park" });
  await again.getByLabel("Time").fill("16:00");
  await again.getByRole("button", { name: "Book appointment" }).click();
  await expect(again).toBeHidden();
  // One lead, two appointments, and booking again took the lead out of "cancelled".
  expect((await leads(page)).map((l) => [l.id, l.cancelledAppointment])).toEqual([[cy.id, false]]);
  const all = await appointments(page);
  expect(all.map((a) => [a.clientId, a.status]).sort()).toEqual([
    [cy.id, "cancelled"],
    [cy.id, "scheduled"],
  ]);
});
