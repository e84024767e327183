import { UNSUBSCRIBED_MESSAGE } from "@measured/core";
import { expect, test } from "./support/fixtures";
import { mailsWithSubject, waitForMail } from "./support/mail";
import { browserToday, signInOnboarded } from "./support/metrics";
import { expectToast } from "./support/ui";

/** A fixed-offset zone where it is mid-morning now, so the digest is due whenever the test runs. */
function morningZone(now = new Date()): string {
  let ahead = 10 - now.getUTCHours();
  if (ahead > 14) ahead -= 24;
  if (ahead < -12) ahead += 24;
  return ahead === 0 ? "Etc/GMT" : ahead > 0 ? `Etc/GMT-${ahead}` : `Etc/GMT+${-ahead}`;
}

test.use({ timezoneId: morningZone() });

test.describe("Follow-ups", () => {
  test("a follow-up due today shows on the dashboard, comes in the morning e-mail once, and can be marked done", async ({
    page,
  }) => {
    // The digest sweeps once a minute in the browser tests' server.
    test.setTimeout(150_000);
    const rep = await signInOnboarded(page, "followup");
    await page.goto("/settings");
    await page.getByRole("switch", { name: "Email notifications" }).click();
    await expect(page.getByRole("switch", { name: "Email notifications" })).toBeChecked();

    const today = await browserToday(page);
    const created = await page.request.post("/api/clients", {
      data: { firstName: "Dana", lastName: "Follow", phone: "555-867-5309", nextFollowUpDate: today },
    });
    expect(created.status()).toBe(201);

    await page.goto("/");
    const section = page.getByRole("region", { name: "Follow-ups due" });
    await expect(section.getByText("Dana Follow")).toBeVisible();
    await expect(section.getByText("Due today · 555-867-5309")).toBeVisible();

    const mail = await waitForMail(rep.email, "Follow-ups due today: 1", 120_000);
    expect(mail.text).toContain("- Dana Follow, 555-867-5309 (today)");
    expect(mail.text).toMatch(/\/clients$/m);

    await section.getByRole("button", { name: "Mark follow-up with Dana Follow done" }).click();
    await expectToast(page, "Follow-up with Dana Follow done");
    await expect(page.getByRole("region", { name: "Follow-ups due" })).toHaveCount(0);
    // One e-mail that day, however many sweeps ran.
    expect(await mailsWithSubject(rep.email, "Follow-ups due today: 1")).toHaveLength(1);

    // Its unsubscribe link asks for one press (decision 054), then e-mails are off in Settings.
    const unsubscribe = mail.text.match(/^Unsubscribe: (\S+)$/m)?.[1] ?? "";
    expect(unsubscribe).toMatch(/\/unsubscribe\?token=/);
    await page.goto(unsubscribe);
    await expect(page).toHaveTitle("Unsubscribe · Measured");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(UNSUBSCRIBED_MESSAGE);
    await page.getByRole("link", { name: "Open Settings" }).click();
    await expect(page.getByRole("switch", { name: "Email notifications" })).not.toBeChecked();
  });
});
