import { expect, test } from "./support/fixtures";
import { latestResetLink } from "./support/mail";
import { expectToast, signInViaUi } from "./support/ui";
import { createTestUser, registerViaApi } from "./support/users";

/** Issue 10, "Routes by session". */
for (const onboarded of [true, false]) {
  // The matrix (decision 025) runs the onboarded case; the other differs only in the page it starts from.
  test(`a reset link opened while signed in${onboarded ? "" : " (not onboarded)"} lets its owner set a new password`, {
    tag: onboarded ? ["@finding"] : [],
  }, async ({ page }) => {
    const user = createTestUser(onboarded ? "resetin" : "resetonb");
    await registerViaApi(page.request, user, onboarded ? { industry: "solar", kpis: ["doorsKnocked"] } : undefined);
    const sent = await page.request.post("/api/auth/forgot-password", { data: { email: user.email } });
    expect(sent.ok()).toBe(true);
    const link = await latestResetLink(user.email);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: onboarded ? "Dashboard" : "Welcome, Casey!" })).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Set a New Password" })).toBeVisible();
    await expect(page.getByText(`Resetting password for ${user.email}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);

    const newPassword = `${user.password}-new`;
    await page.getByLabel("New Password").fill(newPassword);
    await page.getByLabel("Confirm Password").fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expectToast(page, "Password Reset Successful");
    // The reset ended every session, this one too: the sign-in form, not the dashboard.
    await expect(page).toHaveURL(/\/signin$/, { timeout: 5_000 });
    await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();

    await signInViaUi(page, { email: user.email, password: newPassword });
    await expect(page.getByRole("heading", { level: 1, name: onboarded ? "Dashboard" : "Welcome, Casey!" })).toBeVisible();
  });
}

test("the onboarding screen has a way to sign out", { tag: "@finding" }, async ({ page }) => {
  await registerViaApi(page.request, createTestUser("onblogout"));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome, Casey!" })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What Gets Measured Gets Managed" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
  // Signed out on the server too.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "What Gets Measured Gets Managed" })).toBeVisible();
  await page.goto("/signin");
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
});
