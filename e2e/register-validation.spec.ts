import { expect, test } from "./support/fixtures";
import { expectToast, submitRegistration } from "./support/ui";
import { createOnboardedUser, createTestUser } from "./support/users";

test.describe("register form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/signin");
    await page.getByRole("tab", { name: "Register" }).click();
  });

  test("shows each field's validation message and sends nothing", async ({ page }) => {
    let registerCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/register")) registerCalls += 1;
    });
    const form = page.getByRole("form", { name: "Create account" });
    await form.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Invalid email address",
      "Password must be at least 8 characters",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }

    await form.getByLabel("First Name").fill("  ");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Password").fill("short");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();

    await form.getByLabel("Password").fill("long-enough-password");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Password must be at least 8 characters")).toBeHidden();
    expect(registerCalls).toBe(0);
  });

  test("an e-mail that already has an account shows 'Registration Failed' with the server's message", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 409 .*\/api\/auth\/register/);
    const existing = await createOnboardedUser(page.request, "taken");
    const user = createTestUser("dup", { email: existing.email });
    await submitRegistration(page, user);
    await expectToast(page, "Registration Failed", "An account with this email already exists");
    await expect(page).toHaveURL(/\/signin$/);
  });
});
