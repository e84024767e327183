import type { Page } from "@playwright/test";
import { browserToday, saveDay, signInOnboarded } from "./metrics";
import { seedAppointment } from "./pipeline";

/**
 * A fresh solar rep with a day to show on every screen: doors and hours typed today and a lead with an
 * appointment today at `appointmentTime` (in the browser's zone), all through the API.
 */
export async function signInWithADay(page: Page, label: string, appointmentTime: string) {
  await signInOnboarded(page, label);
  await page.goto("/");
  const today = await browserToday(page);
  await saveDay(page, today, { "Doors Knocked": 40, "Hours Worked": 5 });
  await seedAppointment(page, "Dana Ortiz", today, appointmentTime);
}
