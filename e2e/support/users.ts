import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { latestConfirmationToken } from "./mail";

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${randomBytes(3).toString("hex")}@example.com`;
}

export function createTestUser(label: string, overrides: Partial<TestUser> = {}): TestUser {
  return {
    email: uniqueEmail(label),
    password: `Pa55-${randomBytes(6).toString("hex")}`,
    firstName: "Casey",
    lastName: "Rivera",
    ...overrides,
  };
}

/**
 * Registers through the API and, as a rep who opened the link in the e-mail would, confirms the
 * address (`confirm: false` leaves it unconfirmed); with `industry`, also completes onboarding. The
 * request context shares the page's cookies, so the page is then signed in.
 */
export async function registerViaApi(
  request: APIRequestContext,
  user: TestUser,
  onboarding?: { industry: string; kpis: string[]; analytics?: string[] },
  { confirm = true }: { confirm?: boolean } = {},
): Promise<string> {
  const registered = await request.post("/api/auth/register", { data: user });
  if (registered.status() !== 201) {
    throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
  }
  const { token } = (await registered.json()) as { token: string };
  if (confirm) {
    const confirmed = await request.post("/api/auth/confirm-email", {
      data: { token: await latestConfirmationToken(user.email) },
    });
    if (!confirmed.ok()) throw new Error(`confirm-email answered ${confirmed.status()}: ${await confirmed.text()}`);
  }
  if (onboarding) {
    const onboarded = await request.post("/api/onboarding", {
      data: onboarding,
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!onboarded.ok()) throw new Error(`onboarding answered ${onboarded.status()}: ${await onboarded.text()}`);
  }
  return token;
}

/** A registered and onboarded user, signed out again so a test can sign in through the UI. */
export async function createOnboardedUser(request: APIRequestContext, label: string): Promise<TestUser> {
  const user = createTestUser(label);
  const token = await registerViaApi(request, user, { industry: "solar", kpis: ["hoursWorked", "doorsKnocked"] });
  await request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${token}` } });
  return user;
}
