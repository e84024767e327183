import { CONFIRMATION_MESSAGES, EMAIL_CHANGES_PER_HOUR, PROFILE_MESSAGES } from "@measured/core";
import { eq, schema } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, confirmationToken, createUser, uniqueEmail } from "../../test/factories";

type App = Parameters<typeof createUser>[0];
type Rep = Awaited<ReturnType<typeof createUser>>;

const profileOf = (app: App, rep: Rep) => app.inject({ method: "GET", url: "/api/user/profile", headers: bearer(rep) });
const saveNames = (app: App, rep: Rep, payload: unknown) =>
  app.inject({ method: "PATCH", url: "/api/user/profile", headers: bearer(rep), payload: payload as object });
const changeEmail = (app: App, rep: Rep, payload: unknown) =>
  app.inject({ method: "POST", url: "/api/user/email", headers: bearer(rep), payload: payload as object });
const login = (app: App, email: string, password: string) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

describe("GET/PATCH /api/user/profile (issue 25)", () => {
  test("Save Changes stores the trimmed names, and the signed-in user shows them", async ({ app }) => {
    const rep = await createUser(app, { onboard: "pest_control" });
    expect((await profileOf(app, rep)).json()).toEqual({
      firstName: "Riley",
      lastName: "Rep",
      email: rep.email,
      industry: "pest_control",
      authProvider: "email",
      pendingEmail: null,
    });
    const saved = await saveNames(app, rep, { firstName: "  Dana ", lastName: "O'Neil-Ávila " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: "Dana", lastName: "O'Neil-Ávila" });
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(rep) });
    expect(me.json()).toMatchObject({ firstName: "Dana", lastName: "O'Neil-Ávila", email: rep.email });
  });

  test("a blank or over-long name is 400 with the field's message and nothing is saved", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const blank = await saveNames(app, rep, { firstName: "   ", lastName: "Rep" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors?.firstName).toEqual(["First name is required"]);
    const long = await saveNames(app, rep, { firstName: "Dana", lastName: "x".repeat(5000) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors ?? {})).toEqual(["lastName"]);
    const extra = await saveNames(app, rep, { firstName: "Dana", lastName: "Rep", email: "x@example.com" });
    expect(extra.statusCode).toBe(400);
    expect((await profileOf(app, rep)).json()).toMatchObject({ firstName: "Riley", lastName: "Rep", email: rep.email });
  });
});

describe("POST /api/user/email: a new address by a link (issue 25)", () => {
  test("with the current password a link goes to the new address; the address changes only when it is opened", async ({
    app,
    outbox,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const next = uniqueEmail();
    const sent = await changeEmail(app, rep, { email: next, currentPassword: rep.password });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: PROFILE_MESSAGES.emailLinkSent(next) });
    expect((await profileOf(app, rep)).json()).toMatchObject({ email: rep.email, pendingEmail: next });
    // Until the link is opened the old address still signs in and the new one does not.
    expect((await login(app, rep.email, rep.password)).statusCode).toBe(200);
    expect((await login(app, next, rep.password)).statusCode).toBe(401);

    const token = confirmationToken(outbox.find((m) => m.to === next)?.text) ?? "";
    const opened = await app.inject({ method: "POST", url: "/api/auth/confirm-email", payload: { token } });
    expect(opened.json()).toEqual({ message: CONFIRMATION_MESSAGES.confirmed });
    expect((await profileOf(app, rep)).json()).toMatchObject({ email: next, pendingEmail: null });
    expect((await login(app, next, rep.password)).statusCode).toBe(200);
    expect((await login(app, rep.email, rep.password)).statusCode).toBe(401);
  });

  test("a wrong password, the same address or another account's address sends nothing", async ({ app, outbox }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    const before = outbox.length;
    const wrong = await changeEmail(app, rep, { email: uniqueEmail(), currentPassword: "not my password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors?.currentPassword).toEqual([PROFILE_MESSAGES.wrongPassword]);
    const same = await changeEmail(app, rep, { email: rep.email.toUpperCase(), currentPassword: rep.password });
    expect(same.json().errors?.email).toEqual([PROFILE_MESSAGES.sameEmail]);
    const taken = await changeEmail(app, rep, { email: other.email, currentPassword: rep.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors?.email).toEqual([PROFILE_MESSAGES.emailTaken]);
    const invalid = await changeEmail(app, rep, { email: "not an address", currentPassword: rep.password });
    expect(invalid.json().errors?.email).toEqual(["Invalid email address"]);
    expect(outbox.length).toBe(before);
    expect((await profileOf(app, rep)).json()).toMatchObject({ email: rep.email, pendingEmail: null });
  });

  test(`at most ${EMAIL_CHANGES_PER_HOUR} tries an hour, wrong passwords included`, async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const tries = await Promise.all(
      Array.from({ length: EMAIL_CHANGES_PER_HOUR + 3 }, () =>
        changeEmail(app, rep, { email: uniqueEmail(), currentPassword: "guess" }),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 400)).toHaveLength(EMAIL_CHANGES_PER_HOUR);
    const refused = tries.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json().message).toMatch(/^Too many e-mail changes\. Try again in /);
    const right = await changeEmail(app, rep, { email: uniqueEmail(), currentPassword: rep.password });
    expect(right.statusCode).toBe(429);
  });

  test("an account that signs in with Google is told its address is Google's", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await app.db.update(schema.users).set({ passwordHash: null, authProvider: "google" }).where(eq(schema.users.id, rep.id));
    const res = await changeEmail(app, rep, { email: uniqueEmail(), currentPassword: "anything" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROFILE_MESSAGES.googleAccount);
  });
});
