import { APP_URL, OIDC_ISSUER } from "./support/env";
import { expect, test } from "./support/fixtures";
import { useGoogleAccount } from "./support/google";
import { expectToast, openAccountMenu, signInViaUi } from "./support/ui";
import { createOnboardedUser, uniqueEmail } from "./support/users";

test("a new Google user signs in through the provider and lands on onboarding", async ({ page, context }) => {
  await useGoogleAccount(context, { email: uniqueEmail("google-new"), given_name: "Gia", family_name: "Lopez" });
  await page.goto("/signin");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Gia!" })).toBeVisible();
  await expect(page).toHaveURL(`${APP_URL}/`);

  await page.getByRole("radio", { name: /^Coaching/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(page.getByRole("banner")).toContainText("Coaching");
});

test("signing in with Google links an existing e-mail account", async ({ page, context }) => {
  const user = await createOnboardedUser(page.request, "google-link");
  await useGoogleAccount(context, { email: user.email, given_name: "Other", family_name: "Name" });

  await page.goto("/signin");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  // The existing, onboarded account: straight into the shell, not onboarding.
  await expect(page.getByRole("banner")).toContainText("Solar Representative");
  const profile = await page.request.get("/api/auth/user");
  expect(((await profile.json()) as { email: string }).email).toBe(user.email);

  // The password still works after linking.
  await (await openAccountMenu(page)).getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What Gets Measured Gets Managed" })).toBeVisible();
  await signInViaUi(page, user);
  await expect(page.getByRole("banner")).toContainText("Solar Representative");
});

test("cancelling at Google returns to sign-in with the cancelled message", async ({ page }) => {
  // Google answers a denied consent by redirecting back with error=access_denied and the state.
  // Routes see only the first request of a redirect chain, so rewrite the app's redirect to Google.
  await page.route("**/api/auth/google", async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const authorize = new URL(response.headers().location ?? "");
    expect(authorize.origin).toBe(OIDC_ISSUER);
    const callback = new URL(authorize.searchParams.get("redirect_uri") ?? "");
    callback.searchParams.set("error", "access_denied");
    const state = authorize.searchParams.get("state");
    if (state) callback.searchParams.set("state", state);
    await route.fulfill({ response, headers: { ...response.headers(), location: callback.toString() } });
  });
  await page.goto("/signin");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expectToast(page, "Authentication Error", "Google authentication was cancelled.");
  await expect(page).toHaveURL(`${APP_URL}/signin`);
});

test("the callback itself with error=access_denied ends on the cancelled message", async ({ page }) => {
  await page.goto("/api/auth/google/callback?error=access_denied");
  await expectToast(page, "Authentication Error", "Google authentication was cancelled.");
  await expect(page).toHaveURL(`${APP_URL}/signin`);
});
