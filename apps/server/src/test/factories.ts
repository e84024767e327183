import { randomBytes } from "node:crypto";
import type { App } from "../app";
import type { MailMessage } from "../services/mail/mailer";

export interface TestUser {
  email: string;
  password: string;
  token: string;
  /** The Cookie header value of the user's session. */
  cookie: string;
  id: number;
}

export function uniqueEmail(prefix = "rep"): string {
  return `${prefix}.${randomBytes(4).toString("hex")}@example.com`;
}

/** Registers a user through the API (optionally onboarded) and returns their credentials. */
export async function createUser(
  app: App,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    onboard: string | false;
    /** The KPI ids onboarding tracks (default Hours Worked and Doors Knocked). */
    kpis: string[];
    /** Open the confirmation link, as a rep does (default); false leaves the address unconfirmed. */
    confirm: boolean;
  }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "correct horse battery";
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password, firstName: overrides.firstName ?? "Riley", lastName: overrides.lastName ?? "Rep" },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ token: string }>().token;
  const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${token}` } });
  const user: TestUser = { email, password, token, cookie: `measured_session=${token}`, id: me.json<{ id: number }>().id };
  if (overrides.confirm !== false) await confirmAddress(app, email);
  if (overrides.onboard !== false && overrides.onboard !== undefined) {
    await app.inject({
      method: "POST",
      url: "/api/onboarding",
      headers: { authorization: `Bearer ${token}` },
      payload: { industry: overrides.onboard, kpis: overrides.kpis ?? ["hoursWorked", "doorsKnocked"] },
    });
  }
  return user;
}

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

/**
 * Makes the user track a metric (POST /api/kpi-definitions): a write may name only a metric the
 * user tracks (decision 019), so a test that writes a custom metric tracks it first.
 */
export async function trackMetric(app: App, user: TestUser, name: string, unit = "count"): Promise<number> {
  const res = await app.inject({ method: "POST", url: "/api/kpi-definitions", headers: bearer(user), payload: { name, unit } });
  if (res.statusCode !== 201) throw new Error(`track ${name} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/**
 * Takes the confirmation e-mail sign-up sent to `email` out of the test mailer's outbox (so a test's
 * own mails are the only ones it sees) and opens its link.
 */
export async function confirmAddress(app: App, email: string): Promise<void> {
  const outbox = "outbox" in app.mailer ? (app.mailer.outbox as MailMessage[]) : [];
  const index = outbox.findLastIndex((mail) => mail.to === email && mail.text.includes("/confirm-email?token="));
  const token = confirmationToken(outbox[index]?.text);
  if (index < 0 || !token) throw new Error(`no confirmation e-mail to ${email}`);
  outbox.splice(index, 1);
  const res = await app.inject({ method: "POST", url: "/api/auth/confirm-email", payload: { token } });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
}

/** The token of the confirmation link in an e-mail's text. */
export function confirmationToken(text: string | undefined): string | undefined {
  const link = text?.match(/https?:\/\/\S+\/confirm-email\?token=[^\s]+/)?.[0];
  return link ? (new URL(link).searchParams.get("token") ?? undefined) : undefined;
}

/**
 * An account written straight to the users table, onboarded and confirmed, with no session: a team's other
 * people in fixtures that make many (sign-up through the API is rate limited per address).
 */
export async function insertedUser(app: App, label = "teammate"): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(label);
  const [row] = await app.db
    .insert(app.db._.fullSchema.users)
    .values({ email, firstName: "Team", lastName: "Mate", isOnboarded: true, isEmailVerified: true })
    .returning({ id: app.db._.fullSchema.users.id });
  if (!row) throw new Error("no user inserted");
  return { id: row.id, email };
}
