import { APP_URL } from "./support/env";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/ui";

/** Spec section 8: the toast for each `error` value the Google flow sends back. */
const CASES: readonly [value: string, message: string][] = [
  ["oauth_access_denied", "Google authentication was cancelled."],
  ["oauth_failed", "Google authentication failed. Please try again."],
  ["no_code", "Authentication error: No authorization code received."],
  ["token_exchange", "Authentication error: Token exchange failed."],
  ["no_email", "Unable to get email from Google account."],
  ["google_not_configured", "Google sign-in is not set up on this server. Please sign in with email and password."],
  ["something_else", "Authentication error: something_else"],
  ["", "Authentication failed. Please try again."],
];

test.describe("sign-in error parameter", () => {
  for (const [value, message] of CASES) {
    test(`error=${value || "(empty)"} shows its toast and leaves the address`, async ({ page }) => {
      await page.goto(`/signin?error=${encodeURIComponent(value)}`);
      await expectToast(page, "Authentication Error", message);
      await expect(page).toHaveURL(`${APP_URL}/signin`);
      // A reload shows no second toast: the parameter is really gone.
      await page.reload();
      await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
      await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Authentication Error")).toHaveCount(0);
    });
  }

  test("other parameters stay when the error is removed", async ({ page }) => {
    await page.goto("/signin?error=no_code&ref=mail");
    await expectToast(page, "Authentication Error", "Authentication error: No authorization code received.");
    await expect(page).toHaveURL(`${APP_URL}/signin?ref=mail`);
  });
});
