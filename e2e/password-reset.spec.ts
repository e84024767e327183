import { APP_URL } from "./support/env";
import { expect, test } from "./support/fixtures";
import { latestResetLink } from "./support/mail";
import { expectToast, signInViaUi } from "./support/ui";
import { createOnboardedUser } from "./support/users";

test("sending a reset link does not submit the sign-in form behind the dialog (issue 10, finding 1)", {
  tag: "@finding",
}, async ({ page }) => {
  const user = await createOnboardedUser(page.request, "reset-behind");
  await page.goto("/signin");
  // Typed credentials behind the dialog: a submit that bubbled would sign the rep in.
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(user.email);
  await signIn.getByLabel("Password").fill(user.password);
  let signInRequests = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/login")) signInRequests++;
  });
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot Password" });
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expectToast(page, "Reset Email Sent", "If an account with that email exists, we've sent you a password reset link.");
  await expect(dialog).toBeHidden();
  expect(signInRequests).toBe(0);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(signIn).toBeVisible();
});

test("forgot password: the e-mailed link sets a new password that then signs in", async ({ page }) => {
  const user = await createOnboardedUser(page.request, "reset");
  const newPassword = `${user.password}-new`;

  await page.goto("/signin");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot Password" });
  const send = dialog.getByRole("button", { name: "Send Reset Link" });
  await expect(send).toBeDisabled();
  await dialog.getByLabel("Email").fill(user.email);
  await expect(send).toBeEnabled();
  await send.click();
  await expectToast(page, "Reset Email Sent", "If an account with that email exists, we've sent you a password reset link.");
  await expect(dialog).toBeHidden();

  const link = await latestResetLink(user.email);
  expect(link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveTitle("Reset Password · Measured");
  await expect(page.getByText(`Resetting password for ${user.email}`)).toBeVisible();

  await page.getByLabel("New Password").fill(newPassword);
  await page.getByLabel("Confirm Password").fill(`${newPassword}x`);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByLabel("Confirm Password")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Confirm Password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expectToast(page, "Password Reset Successful");
  await expect(page).toHaveURL(/\/signin$/, { timeout: 5_000 });

  await signInViaUi(page, { email: user.email, password: newPassword });
  await expect(page.getByRole("banner")).toContainText("Solar Representative");
});

test("forgot password answers the same for an address without an account", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot Password" });
  await dialog.getByLabel("Email").fill("nobody.here@example.com");
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expectToast(page, "Reset Email Sent", "If an account with that email exists, we've sent you a password reset link.");
});

test("an invalid reset link shows 'Invalid Reset Link' and leads back to sign-in", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 40[04] .*\/api\/auth\/validate-reset-token/);
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("This password reset link is invalid or has expired.");
  await page.getByRole("link", { name: "Back to Sign In" }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test("a reset page without a token is invalid", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
});
