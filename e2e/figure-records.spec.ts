import { expect, test } from "./support/fixtures";
import { browserToday, metricCard, saveDay, signInOnboarded } from "./support/metrics";

/** Decision 047: a dashboard figure opens the records it counts, and a lead among them opens that lead. */
test("a card's figure opens its typed days and its leads, and a lead opens on the leads page", async ({ page }) => {
  await signInOnboarded(page, "records");
  await page.goto("/");
  await saveDay(page, await browserToday(page), { "Knocking Appt Sets": 2 });
  const created = await page.request.post("/api/clients", {
    data: { firstName: "Rita", lastName: "Records", knockAppointment: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/");
  await metricCard(page, "Knocking Appt Sets")
    .getByRole("button", { name: "Knocking Appt Sets: show the records behind 3" })
    .click();
  const sheet = page.getByRole("dialog", { name: "Knocking Appt Sets" });
  await expect(sheet).toContainText("1 from your leads · 2 typed");
  await expect(sheet.getByRole("region", { name: "Typed in Daily Input" }).getByRole("link")).toHaveCount(1);
  await sheet.getByRole("link", { name: /Rita Records/ }).click();

  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole("dialog", { name: "Edit Lead" }).getByLabel("First Name")).toHaveValue("Rita");
});
