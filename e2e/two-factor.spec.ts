import { Secret, TOTP } from "otpauth";
import { axeViolations } from "./support/axe";
import { APP_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { useGoogleAccount } from "./support/google";
import { expectToast, fitsViewportWidth, openAccountMenu, signInViaUi } from "./support/ui";
import { createTestUser, registerViaApi } from "./support/users";

/** Turns two-factor on through the API for the signed-in rep of `page`, answering the key. */
async function turnOnByApi(page: Page, password: string): Promise<string> {
  const setup = await page.request.post("/api/user/two-factor/setup");
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await page.request.post("/api/user/two-factor/confirm", {
    data: { code: codeFor(secret, 0), currentPassword: password },
  });
  expect(confirmed.status()).toBe(200);
  return secret;
}

/**
 * The code an authenticator app would show for `key`. A step ahead by default: the code that turned two-factor on
 * used this step already, and a step's code signs in once (decision 066); the server accepts one step either side.
 */
function codeFor(key: string, steps = 1): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, "")), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function signOut(page: Page) {
  await (await openAccountMenu(page)).getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Get Started Today" })).toBeVisible();
}

test.describe("two-factor authentication (issue 25)", () => {
  test("set up on Privacy & Security with the key shown, then sign in with the password and a code, then a recovery code", async ({
    page,
    consoleErrors,
  }) => {
    // The wrong codes' answers (400 in set-up, 401 at sign-in) and the reused recovery code's, each said on the page.
    consoleErrors.allow(/status of 400 .*\/api\/user\/two-factor\/confirm/);
    consoleErrors.allow(/status of 401 .*\/api\/auth\/two-factor/);
    const rep = createTestUser("two-factor");
    await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
    await page.goto("/privacy");
    const section = page.getByRole("region", { name: "Two-factor authentication" });
    await expect(section.getByText(/^Off\./)).toBeVisible();
    await section.getByRole("button", { name: "Set Up" }).click();

    const dialog = page.getByRole("dialog", { name: "Set Up Two-Factor Authentication" });
    await expect(dialog.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
    const key = (await dialog.getByTestId("two-factor-key").textContent()) ?? "";
    expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel("6-digit code").fill("000000");
    await dialog.getByLabel("Current password").fill(rep.password);
    await dialog.getByRole("button", { name: "Turn On" }).click();
    await expect(dialog.getByText("That code didn't work")).toBeVisible();
    await dialog.getByLabel("6-digit code").fill(codeFor(key, 0));
    await dialog.getByRole("button", { name: "Turn On" }).click();

    const done = page.getByRole("dialog", { name: "Two-factor authentication is on" });
    const listed = done.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(listed).toHaveCount(10);
    const codes = (await listed.allTextContents()).map((c) => c.trim());
    expect(new Set(codes).size).toBe(10);
    await expect(done.getByRole("button", { name: "Download Codes" })).toBeVisible();
    expect(await fitsViewportWidth(page)).toBe(true);
    await done.getByRole("button", { name: "Done" }).click();
    await expect(section.getByText("10 of 10 recovery codes left.")).toBeVisible();

    // The password alone no longer signs in: the code step asks for the app's code.
    await signOut(page);
    await signInViaUi(page, rep);
    const step = page.getByRole("form", { name: "Two-factor authentication" });
    await expect(step.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await axeViolations(page)).toEqual([]);
    await step.getByLabel("6-digit code").fill("000000");
    await step.getByRole("button", { name: "Verify" }).click();
    await expect(step.getByText("That code didn't work. Check your authenticator app and try again.")).toBeVisible();
    await step.getByLabel("6-digit code").fill(codeFor(key));
    await step.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    // The dashboard's reads finish before signing out: one still in flight then answers 401, which Chromium logs
    // as a console error (seen once in CI: follow-ups due, the day's appointments and the goals).
    await page.waitForLoadState("networkidle");

    // A recovery code instead: once.
    await signOut(page);
    await signInViaUi(page, rep);
    await step.getByRole("button", { name: "Use a recovery code instead" }).click();
    await step.getByLabel("Recovery code").fill(codes[0] ?? "");
    await step.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await page.goto("/privacy");
    await expect(section.getByText("9 of 10 recovery codes left.")).toBeVisible();

    await signOut(page);
    await signInViaUi(page, rep);
    await step.getByRole("button", { name: "Use a recovery code instead" }).click();
    await step.getByLabel("Recovery code").fill(codes[0] ?? "");
    await step.getByRole("button", { name: "Verify" }).click();
    await expect(step.getByText("That code didn't work.")).toBeVisible();
    await step.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
  });

  test("turning it off asks for the password; sign-in is one step again", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 400 .*\/api\/user\/two-factor\/disable/);
    const rep = createTestUser("two-factor-off");
    await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
    await turnOnByApi(page, rep.password);

    await page.goto("/privacy");
    const section = page.getByRole("region", { name: "Two-factor authentication" });
    await section.getByRole("button", { name: "Turn Off" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn Off Two-Factor Authentication" });
    await dialog.getByLabel("Current password").fill("not my password");
    await dialog.getByRole("button", { name: "Turn Off" }).click();
    await expect(dialog.getByText("Current password is incorrect")).toBeVisible();
    await dialog.getByLabel("Current password").fill(rep.password);
    await dialog.getByRole("button", { name: "Turn Off" }).click();
    await expectToast(page, "Two-factor authentication is off.");
    await expect(section.getByText(/^Off\./)).toBeVisible();

    await signOut(page);
    await signInViaUi(page, rep);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  });

  test("Google sign-in stops at the code step too, and lands on the screen the rep was headed for", async ({ page, context }) => {
    const rep = createTestUser("two-factor-google");
    await registerViaApi(page.request, rep, { industry: "solar", kpis: ["doorsKnocked"] });
    const key = await turnOnByApi(page, rep.password);
    // Signed out: registering signed this browser in.
    await context.clearCookies();

    await useGoogleAccount(context, { email: rep.email, given_name: "Casey", family_name: "Rivera" });
    await page.goto("/pipeline");
    await expect(page).toHaveURL(/\/signin\?next=%2Fpipeline$/);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const step = page.getByRole("form", { name: "Two-factor authentication" });
    await expect(step.getByLabel("6-digit code")).toBeFocused();
    // The challenge came in the fragment and is gone from the address.
    await expect(page).toHaveURL(`${APP_URL}/signin?next=%2Fpipeline`);
    expect(await page.request.get("/api/auth/user").then((r) => r.status())).toBe(401);
    await step.getByLabel("6-digit code").fill(codeFor(key));
    await step.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(`${APP_URL}/pipeline`);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  });
});
