import { INVALID_PHONE } from "@measured/core";
import { expect, type Page, test } from "./support/fixtures";
import { signInOnboarded } from "./support/metrics";
import { chooseNewLead, openPipeline } from "./support/pipeline";
import { openQuickEntry } from "./support/quick-entry";
import { expectToast } from "./support/ui";

/** Issue 21 (decision 040): one lead form everywhere; a first name alone is a lead; a phone is a phone number. */

type StoredLead = { id: number; firstName: string; lastName: string; phone: string | null; address: string | null };

async function leadNamed(page: Page, firstName: string): Promise<StoredLead | undefined> {
  const leads = (await (await page.request.get("/api/clients")).json()) as StoredLead[];
  return leads.find((lead) => lead.firstName === firstName);
}

test.describe("one lead form", () => {
  test("Add Lead saves a first name alone, Edit Lead saves it again, and letters are no phone", async ({ page }) => {
    await signInOnboarded(page, "oneform-leads");
    await page.goto("/clients");
    await page.getByRole("button", { name: "Add Lead" }).first().click();
    const add = page.getByRole("dialog", { name: "Add Lead" });
    await add.getByLabel("First name").fill("Cher");
    await add.getByLabel("Address").fill("1 Sunset Blvd, Los Angeles");
    // The address sits under the names, with a link that opens it in Maps.
    await expect(add.getByRole("link", { name: "Open address in Maps" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=1%20Sunset%20Blvd%2C%20Los%20Angeles",
    );
    await add.getByLabel("Phone").fill("abc");
    await add.getByRole("button", { name: "Save" }).click();
    await expect(add.getByText(INVALID_PHONE)).toBeVisible();
    await add.getByLabel("Phone").fill("555-123-4567 ext. 12");
    await add.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Client created successfully!");
    await expect(add).toHaveCount(0);
    expect(await leadNamed(page, "Cher")).toMatchObject({ lastName: "", phone: "555-123-4567 ext. 12" });

    // Saved again from Edit Lead (it was refused while the last name was empty).
    const card = page.getByRole("article", { name: "Cher", exact: true });
    await card.getByRole("button", { name: "Edit Cher" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Lead" });
    await expect(edit.getByTestId("lead-status")).toHaveText("Lead");
    await edit.getByRole("checkbox", { name: "Knocking appointment", exact: true }).check();
    // The status shown is the badge's, as the boxes give it; there is no other status to pick.
    await expect(edit.getByTestId("lead-status")).toHaveText("Appointment Set");
    await edit.getByLabel("Phone").fill("+44 20 7946 0958");
    await edit.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Client updated successfully!");
    await expect(edit).toHaveCount(0);
    await expect(card.getByTestId("lead-status")).toHaveText("Appointment Set");
    expect(await leadNamed(page, "Cher")).toMatchObject({ lastName: "", phone: "+44 20 7946 0958" });
  });

  test("the pipeline's New Lead and Log Appointment save a first name alone; letters are no phone", async ({ page }) => {
    await signInOnboarded(page, "oneform-pipeline");
    await openPipeline(page);

    await page.getByRole("button", { name: "New Lead" }).click();
    const lead = page.getByRole("dialog", { name: "New Lead" });
    await lead.getByLabel("First Name").fill("Madonna");
    await lead.getByLabel("Phone").fill("abc");
    await lead.getByRole("button", { name: "Add Lead" }).click();
    await expect(lead.getByText(INVALID_PHONE)).toBeVisible();
    await lead.getByLabel("Phone").fill("555 987 6543 x12");
    await lead.getByRole("button", { name: "Add Lead" }).click();
    await expectToast(page, "Client created successfully!");
    await expect(lead).toBeHidden();
    expect(await leadNamed(page, "Madonna")).toMatchObject({ lastName: "", phone: "555 987 6543 x12" });

    await page.getByRole("button", { name: "Log Appointment" }).first().click();
    const log = page.getByRole("dialog", { name: "Log Appointment" });
    // The lead is found first (decision 041); this one is new.
    await chooseNewLead(log);
    await log.getByLabel("Lead Name").fill("Bono");
    await log.getByLabel("Address").fill("2 Elm St");
    await expect(log.getByRole("link", { name: "Open address in Maps" })).toBeVisible();
    await log.getByLabel("Phone").fill("abc");
    await log.getByRole("button", { name: "Log Appointment" }).click();
    await expect(log.getByText(INVALID_PHONE)).toBeVisible();
    await log.getByLabel("Phone").fill("(555) 123-4567");
    await log.getByRole("button", { name: "Log Appointment" }).click();
    await expectToast(page, "Appointment logged");
    await expect(log).toBeHidden();
    expect(await leadNamed(page, "Bono")).toMatchObject({ lastName: "", address: "2 Elm St" });

    // The one-name lead of an appointment is saved again from Edit Client.
    await page.getByRole("button", { name: "Edit client Bono" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Client" });
    await edit.getByLabel("Phone").fill("555-123-9999");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Client updated successfully!");
    expect(await leadNamed(page, "Bono")).toMatchObject({ lastName: "", phone: "555-123-9999" });
  });

  test("the + menu's quick lead saves a first name alone and refuses letters as a phone", async ({ page }) => {
    await signInOnboarded(page, "oneform-quick");
    await page.goto("/clients");
    const dialog = await openQuickEntry(page, "Log Lead/Appointment");
    await chooseNewLead(dialog, "First Name");
    await dialog.getByLabel("First Name").fill("Sting");
    await dialog.getByLabel("Phone").fill("abc");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText(INVALID_PHONE)).toBeVisible();
    await dialog.getByLabel("Phone").fill("555-222-1111");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Lead/Appointment logged successfully");
    expect(await leadNamed(page, "Sting")).toMatchObject({ lastName: "", phone: "555-222-1111" });
  });
});
