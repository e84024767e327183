import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";
import { chooseNewLead, expectStageCount, openPipeline, recentAppointments } from "./support/pipeline";
import { openQuickEntry } from "./support/quick-entry";
import { expectToast } from "./support/ui";

/** Issue 11: the Log Lead/Appointment quick modal from the + (spec sections 2, 5 and 8). */

interface ClientRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  appointmentSetForDate: string | null;
}
interface AppointmentRow {
  id: number;
  clientId: number;
  scheduledAt: string;
  status: string;
}

async function listed<T>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T[];
}

/** Every POST to the leads and appointments API the page makes. */
function watchCreates(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/api\/(appointments|clients)$/.test(r.url())) posts.push(new URL(r.url()).pathname);
  });
  return posts;
}

/** Opens the modal; unless `find`, the rep says the lead is new (decision 041), so its fields show. */
async function openQuickLead(page: Page, { find = false } = {}) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const dialog = await openQuickEntry(page, "Log Lead/Appointment");
  if (!find) {
    // The typed search does not name the lead: First Name starts empty.
    await chooseNewLead(dialog, "First Name");
  }
  return dialog;
}

test.describe("Log Lead/Appointment (quick modal)", () => {
  test("from the dashboard: a lead without a date is a lead only", async ({ page }) => {
    await signInOnboarded(page, "quicklead");
    const posts = watchCreates(page);
    const dialog = await openQuickLead(page);
    await dialog.getByLabel("First Name").fill("Dana");
    await dialog.getByLabel("Last Name").fill("Whitfield");
    await dialog.getByLabel("Email").fill("dana@example.com");
    await dialog.getByLabel("Phone").fill("555-222-3333");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Lead/Appointment logged successfully");
    expect(posts).toEqual(["/api/clients"]);

    const clients = await listed<ClientRow>(page, "/api/clients");
    expect(clients.map((c) => [c.firstName, c.lastName, c.email, c.phone])).toEqual([
      ["Dana", "Whitfield", "dana@example.com", "555-222-3333"],
    ]);
    expect(await listed<AppointmentRow>(page, "/api/appointments")).toEqual([]);
  });

  test("with a date set for: the lead and its appointment, on the pipeline", async ({ page }) => {
    await signInOnboarded(page, "quickappt");
    const dialog = await openQuickLead(page);
    await dialog.getByLabel("First Name").fill("Elliot");
    await dialog.getByLabel("Phone").fill("555 444 1212");
    const setFor = await page.evaluate(() => {
      const at = new Date(Date.now() + 2 * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T16:45`;
    });
    await dialog.getByLabel("Appointment Date Set For").fill(setFor);
    await dialog.getByLabel("Notes").fill("Gate code 1234");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Lead/Appointment logged successfully");

    const [client] = await listed<ClientRow>(page, "/api/clients");
    expect(client?.firstName).toBe("Elliot");
    const expectedAt = await page.evaluate((local) => new Date(local).toISOString(), setFor);
    expect(client?.appointmentSetForDate && new Date(client.appointmentSetForDate).toISOString()).toBe(expectedAt);
    const appointments = await listed<AppointmentRow>(page, "/api/appointments");
    expect(appointments.map((a) => [a.clientId, new Date(a.scheduledAt).toISOString(), a.status])).toEqual([
      [client?.id, expectedAt, "scheduled"],
    ]);
    await openPipeline(page);
    await expect(recentAppointments(page).getByRole("button", { name: "Edit client Elliot" })).toBeVisible();
    // The lead was flagged as set: the funnel counts it there, not in Leads.
    await expectStageCount(page, "Appointments Set", 1);
    await expectStageCount(page, "Leads", 0);
  });

  test("an invalid e-mail, or nothing to name the lead by, shows a message and saves nothing", async ({ page }) => {
    await signInOnboarded(page, "quickbad");
    const posts = watchCreates(page);
    const dialog = await openQuickLead(page);
    await dialog.getByLabel("First Name").fill("Frankie");
    await dialog.getByLabel("Email").fill("frankie@");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Invalid email address")).toBeVisible();

    // A date alone makes neither a lead nor an appointment (spec section 5).
    await dialog.getByLabel("First Name").fill("   ");
    await dialog.getByLabel("Email").fill("");
    await dialog.getByLabel("Appointment Date Set For").fill("2026-12-01T10:00");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Enter a first name, last name, email or phone to log a lead.");
    await expect(dialog).toBeVisible();
    expect(posts).toEqual([]);
    expect(await listed<ClientRow>(page, "/api/clients")).toEqual([]);
  });

  test("when the appointment fails, Save again makes no second lead", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    await signInOnboarded(page, "quickretry");
    const dialog = await openQuickLead(page);
    await dialog.getByLabel("First Name").fill("Gale");
    await dialog.getByLabel("Last Name").fill("Moreno");
    await dialog.getByLabel("Appointment Date Set For").fill("2026-12-02T11:30");
    await page.route("**/api/appointments", (route) => route.fulfill({ status: 500, body: "{}" }));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error logging lead/appointment");
    await expect(dialog).toBeVisible();

    await page.unroute("**/api/appointments");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Lead/Appointment logged successfully");
    const clients = await listed<ClientRow>(page, "/api/clients");
    expect(clients.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(["Gale Moreno"]);
    expect(await listed<AppointmentRow>(page, "/api/appointments")).toHaveLength(1);
  });

  test("only a phone: the lead is named by it", async ({ page }) => {
    await signInOnboarded(page, "quickphone");
    const dialog = await openQuickLead(page);
    await dialog.getByLabel("Phone").fill("555-777-8888");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Lead/Appointment logged successfully");
    const clients = await listed<ClientRow>(page, "/api/clients");
    expect(clients.map((c) => [c.firstName, c.lastName, c.phone])).toEqual([["555-777-8888", "", "555-777-8888"]]);
  });

  test("a lead the rep has, found by search: its appointment only, no second lead", async ({ page }) => {
    await signInOnboarded(page, "quickfind");
    const made = await page.request.post("/api/clients", { data: { firstName: "Hana", lastName: "Ito", phone: "555-303-4040" } });
    expect(made.status()).toBe(201);
    const hana = (await made.json()) as { id: number };
    const posts = watchCreates(page);
    const dialog = await openQuickLead(page, { find: true });
    const search = dialog.getByRole("combobox", { name: "Lead" });
    await search.fill("3034");
    await expect(dialog.getByRole("option", { name: /Hana Ito/ })).toBeVisible();
    await search.press("Enter");
    await expect(dialog.getByTestId("picked-lead")).toHaveText("Hana Ito");
    await expect(dialog.getByLabel("First Name")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Enter the date and time the appointment is set for.")).toBeVisible();
    await dialog.getByLabel("Appointment Date Set For").fill("2026-12-03T10:00");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect(posts).toEqual(["/api/appointments"]);
    expect(await listed<ClientRow>(page, "/api/clients")).toHaveLength(1);
    const appointments = await listed<AppointmentRow>(page, "/api/appointments");
    expect(appointments.map((a) => a.clientId)).toEqual([hana.id]);
  });
});
