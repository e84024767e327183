import { CONFIRMATION_MESSAGES } from "@measured/core";
import { APP_URL } from "./support/env";
import { expect, test } from "./support/fixtures";
import { latestConfirmationLink } from "./support/mail";
import { createTestUser, registerViaApi } from "./support/users";

const BANNER = "Confirm your e-mail address";

test("a new rep sees what is held back until the address is confirmed; the e-mailed link confirms it", async ({
  page,
  consoleErrors,
}) => {
  const user = createTestUser("confirm");
  await registerViaApi(page.request, user, { industry: "solar", kpis: ["hoursWorked", "doorsKnocked"] }, { confirm: false });
  await page.goto("/");
  const banner = page.getByRole("region", { name: BANNER });
  await expect(banner).toContainText(user.email);

  // A new link, then the newest one confirms.
  await banner.getByRole("button", { name: "Send a new link" }).click();
  await expect(banner.getByRole("status")).toHaveText(CONFIRMATION_MESSAGES.sent(user.email));
  const link = await latestConfirmationLink(user.email);
  expect(link.startsWith(`${APP_URL}/confirm-email?token=`)).toBe(true);

  await page.goto(link);
  await expect(page).toHaveTitle("Confirm Your E-mail · Measured");
  await expect(page.getByRole("status")).toHaveText(CONFIRMATION_MESSAGES.confirmed);
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("region", { name: BANNER })).toHaveCount(0);

  // The same link again: spent.
  consoleErrors.allow(/status of 404/);
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(CONFIRMATION_MESSAGES.invalidLink);
});
