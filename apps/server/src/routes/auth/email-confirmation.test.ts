import { CONFIRMATION_MESSAGES, CONFIRMATION_RESENDS_PER_HOUR, UNCONFIRMED_QUOTAS } from "@measured/core";
import { eq, schema } from "@measured/db";
import { describe, expect } from "vitest";
import { hashToken } from "../../lib/tokens";
import { TEST_APP_URL, test } from "../../test/app";
import { bearer, confirmationToken, createUser } from "../../test/factories";
import { insertLeads } from "../../test/inserted-leads";

const confirm = (app: Parameters<typeof createUser>[0], token: string) =>
  app.inject({ method: "POST", url: "/api/auth/confirm-email", payload: { token } });

describe("a confirmed address (decision 054)", () => {
  test("sign-up mails a link from APP_URL; opening it once confirms the address, a second time is refused", async ({
    app,
    outbox,
  }) => {
    const rep = await createUser(app, { onboard: "solar", confirm: false });
    const me = () => app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(rep) });
    expect((await me()).json()).toMatchObject({ isEmailVerified: false });

    const mail = outbox.find((m) => m.to === rep.email);
    expect(mail?.subject).toBe("Confirm your e-mail address for Measured");
    expect(mail?.text).toContain(`${TEST_APP_URL}/confirm-email?token=`);
    const token = confirmationToken(mail?.text) ?? "";
    const [stored] = await app.db.select().from(schema.emailConfirmations).where(eq(schema.emailConfirmations.userId, rep.id));
    expect(stored?.tokenHash).toBe(hashToken(token));

    const first = await confirm(app, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: CONFIRMATION_MESSAGES.confirmed });
    expect((await me()).json()).toMatchObject({ isEmailVerified: true, email: rep.email });

    const again = await confirm(app, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CONFIRMATION_MESSAGES.invalidLink);
  });

  test("an expired or made-up link confirms nothing", async ({ app, outbox }) => {
    const rep = await createUser(app, { confirm: false });
    const token = confirmationToken(outbox.find((m) => m.to === rep.email)?.text) ?? "";
    await app.db
      .update(schema.emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.emailConfirmations.userId, rep.id));
    expect((await confirm(app, token)).statusCode).toBe(404);
    expect((await confirm(app, "not-a-token")).statusCode).toBe(404);
    const [user] = await app.db.select().from(schema.users).where(eq(schema.users.id, rep.id));
    expect(user?.isEmailVerified).toBe(false);
  });

  test("a new link replaces the old; at most five an hour; none once confirmed", async ({ app, outbox }) => {
    const rep = await createUser(app, { confirm: false });
    const oldToken = confirmationToken(outbox.find((m) => m.to === rep.email)?.text) ?? "";
    const resend = () => app.inject({ method: "POST", url: "/api/auth/confirm-email/resend", headers: bearer(rep) });

    const sent = await resend();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: CONFIRMATION_MESSAGES.sent(rep.email) });
    const newToken = confirmationToken(outbox.at(-1)?.text) ?? "";
    expect(newToken).not.toBe(oldToken);
    expect((await confirm(app, oldToken)).statusCode).toBe(404);

    for (let i = 1; i < CONFIRMATION_RESENDS_PER_HOUR; i++) expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();

    expect((await confirm(app, confirmationToken(outbox.at(-1)?.text) ?? "")).statusCode).toBe(200);
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(CONFIRMATION_MESSAGES.alreadyConfirmed);
    expect((await app.inject({ method: "POST", url: "/api/auth/confirm-email/resend" })).statusCode).toBe(401);
  });

  test("two opens of one link at once confirm once and neither fails", async ({ app, outbox }) => {
    const rep = await createUser(app, { confirm: false });
    const token = confirmationToken(outbox.find((m) => m.to === rep.email)?.text) ?? "";
    const answers = await Promise.all([confirm(app, token), confirm(app, token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
  });

  test("an unconfirmed account keeps at most the smaller book of leads, in every way a lead is made", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar", confirm: false });
    const max = UNCONFIRMED_QUOTAS.clients.max;
    await insertLeads(
      app,
      rep,
      Array.from({ length: max }, () => ({})),
    );
    const newLead = () =>
      app.inject({ method: "POST", url: "/api/clients", headers: bearer(rep), payload: { firstName: "One", lastName: "More" } });
    const refused = await newLead();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(UNCONFIRMED_QUOTAS.clients.message);

    const withAppointment = await app.inject({
      method: "POST",
      url: "/api/appointments",
      headers: bearer(rep),
      payload: {
        client: { name: "Inline Lead" },
        date: "2026-12-01",
        time: "10:00",
        timeZone: "UTC",
      },
    });
    expect(withAppointment.statusCode).toBe(409);
    expect(withAppointment.json().message).toBe(UNCONFIRMED_QUOTAS.clients.message);

    const imported = await app.inject({
      method: "POST",
      url: "/api/clients/import",
      headers: bearer(rep),
      payload: { rows: [{ line: 2, values: { firstName: "Imported", lastName: "Lead" } }] },
    });
    expect(imported.statusCode).toBe(409);
    expect(imported.json().message).toBe(UNCONFIRMED_QUOTAS.clients.message);

    await app.db.update(schema.users).set({ isEmailVerified: true }).where(eq(schema.users.id, rep.id));
    expect((await newLead()).statusCode).toBe(201);
  });
});
