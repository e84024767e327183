import { expect, test } from "./support/fixtures";
import { expectToast, openAccountMenu, signInViaUi } from "./support/ui";
import { createOnboardedUser } from "./support/users";

const storedToken = (page: import("@playwright/test").Page) => page.evaluate(() => window.localStorage.getItem("authToken"));

test("a registered user signs in and logs out through the account menu", async ({ page }) => {
  const user = await createOnboardedUser(page.request, "login");

  await signInViaUi(page, user);
  await expect(page.getByRole("banner")).toContainText("Solar Representative");
  await expect(page).toHaveURL(/\/$/);
  expect(await storedToken(page)).toBeTruthy();

  await page.reload();
  await expect(page.getByRole("banner")).toContainText("Solar Representative");

  await (await openAccountMenu(page)).getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What Gets Measured Gets Managed" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedToken(page)).toBeNull();

  // Signed out on the server too, not only in this tab.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "What Gets Measured Gets Managed" })).toBeVisible();
  // A screen of the app asks to sign in first (decision 039).
  await page.goto("/pipeline");
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
  await expect(page).toHaveURL(/\/signin\?next=%2Fpipeline$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});

test("a wrong password shows 'Login Failed' with the server's message", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401 .*\/api\/auth\/login/);
  const user = await createOnboardedUser(page.request, "badlogin");

  await signInViaUi(page, { email: user.email, password: "not-the-password" });
  await expectToast(page, "Login Failed", "Invalid email or password");
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedToken(page)).toBeNull();
});

test("the login form shows validation messages before calling the server", async ({ page }) => {
  let loginCalls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/login")) loginCalls += 1;
  });
  await page.goto("/signin");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Password is required")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  expect(loginCalls).toBe(0);
});

test("signed in, Back and /signin lead to the dashboard, never the not-found page (issue 10, finding 5)", {
  tag: "@finding",
}, async ({ page }) => {
  const user = await createOnboardedUser(page.request, "back");
  await page.goto("/");
  await signInViaUi(page, user);
  await expect(page.getByRole("banner")).toContainText("Solar Representative");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/signin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner")).toContainText("Solar Representative");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
});
