import { ACCOUNT_MESSAGES, PASSWORD_CHANGES_PER_HOUR } from "@measured/core";
import { eq, schema } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser, uniqueEmail } from "../../test/factories";
import { send } from "../../test/finance-rows";
import { photo, putReceipt } from "../../test/receipt-photos";
import { repFootprint, tableCount } from "../../test/rep-footprint";
import { bodyOf } from "../../test/route-cases";
import { joined, makeTeam } from "../../test/team-fixtures";

type App = Parameters<typeof createUser>[0];

const login = (app: App, email: string, password: string) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const me = (app: App, token: string) =>
  app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${token}` } });
const changePassword = (app: App, rep: TestUser, payload: object) =>
  app.inject({ method: "POST", url: "/api/user/password", headers: bearer(rep), payload });
const deleteAccount = (app: App, rep: TestUser, confirmation: string) =>
  app.inject({ method: "DELETE", url: "/api/user/account", headers: bearer(rep), payload: { confirmation } });

describe("POST /api/user/password (issue 25)", () => {
  test("changes the password and ends every other session, keeping this one", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const phone = (await login(app, rep.email, rep.password)).json<{ token: string }>().token;
    const res = await changePassword(app, rep, { currentPassword: rep.password, newPassword: "a brand new passphrase" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await me(app, rep.token)).statusCode).toBe(200);
    expect((await me(app, phone)).statusCode).toBe(401);
    expect((await login(app, rep.email, rep.password)).statusCode).toBe(401);
    expect((await login(app, rep.email, "a brand new passphrase")).statusCode).toBe(200);
  });

  test("a wrong current password, a short or unchanged new one change nothing and end no session", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const phone = (await login(app, rep.email, rep.password)).json<{ token: string }>().token;
    const wrong = await changePassword(app, rep, { currentPassword: "not it at all", newPassword: "a brand new passphrase" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors?.currentPassword).toEqual([ACCOUNT_MESSAGES.wrongPassword]);
    const short = await changePassword(app, rep, { currentPassword: rep.password, newPassword: "short" });
    expect(short.json().errors?.newPassword).toEqual(["Password must be at least 8 characters"]);
    const same = await changePassword(app, rep, { currentPassword: rep.password, newPassword: rep.password });
    expect(same.json().errors?.newPassword).toEqual([ACCOUNT_MESSAGES.samePassword]);
    expect((await me(app, phone)).statusCode).toBe(200);
    expect((await login(app, rep.email, rep.password)).statusCode).toBe(200);
  });

  test(`at most ${PASSWORD_CHANGES_PER_HOUR} tries an hour, in parallel too`, async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const tries = await Promise.all(
      Array.from({ length: PASSWORD_CHANGES_PER_HOUR + 3 }, () =>
        changePassword(app, rep, { currentPassword: "guess guess", newPassword: "a brand new passphrase" }),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 400)).toHaveLength(PASSWORD_CHANGES_PER_HOUR);
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(3);
    const right = await changePassword(app, rep, { currentPassword: rep.password, newPassword: "a brand new passphrase" });
    expect(right.statusCode).toBe(429);
    expect((await login(app, rep.email, rep.password)).statusCode).toBe(200);
  });
});

/** The rep's records in as many tables as the API makes them: metrics, entries, leads, money, goals, teams, keys. */
async function plantEverything(app: App, rep: TestUser): Promise<void> {
  for (const route of [
    "POST /api/clients",
    "POST /api/appointments",
    "POST /api/expenses",
    "POST /api/revenue",
    "POST /api/mileage",
    "POST /api/goals",
    "POST /api/team-invitations",
  ]) {
    const [method, url = ""] = route.split(" ");
    const res = await send(app, rep, method as "POST", url, await bodyOf(app, rep, route));
    expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
  }
  const [expense] = (await send(app, rep, "GET", "/api/expenses")).json<{ id: number }[]>();
  expect((await putReceipt(app, rep, expense?.id ?? 0, await photo())).statusCode).toBe(200);
  const entries = [{ metricName: "Doors Knocked", value: 30, date: "2026-11-02" }];
  expect((await send(app, rep, "POST", "/api/kpi-entries/bulk", { entries })).statusCode).toBe(200);
  expect((await send(app, rep, "PATCH", "/api/user/notifications", { emailNotifications: true })).statusCode).toBe(200);
  const keyed = await send(app, rep, "POST", "/api/teams", { name: "Keyed", description: "" }, { "idempotency-key": "k-1" });
  expect(keyed.statusCode).toBe(201);
  expect(
    (await send(app, rep, "POST", "/api/user/email", { email: uniqueEmail(), currentPassword: rep.password })).statusCode,
  ).toBe(200);
  expect((await login(app, rep.email, "a wrong password")).statusCode).toBe(401);
}

describe("DELETE /api/user/account (issue 25)", () => {
  test("leaves no row of the rep in any table, ends every session, and leaves another rep's rows as they were", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    await plantEverything(app, rep);
    await plantEverything(app, other);
    // The rep is on the other's team, and is invited to another of theirs.
    const othersTeam = await makeTeam(app, other, "Other's crew");
    const member = await joined(app, other, othersTeam.id, "member");
    expect(member.id).not.toBe(rep.id);
    expect(
      (await send(app, other, "POST", "/api/team-invitations", { email: rep.email, role: "member", teamId: othersTeam.id }))
        .statusCode,
    ).toBe(201);

    const before = await repFootprint(app.db, rep);
    expect(Object.keys(before).length, JSON.stringify(before)).toBeGreaterThanOrEqual(18);
    const othersBefore = await repFootprint(app.db, other);

    const refused = await deleteAccount(app, rep, "delete");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors?.confirmation).toEqual([ACCOUNT_MESSAGES.deleteNotConfirmed]);
    expect(await repFootprint(app.db, rep)).toEqual(before);

    const gone = await deleteAccount(app, rep, ` ${rep.email.toUpperCase()} `);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(gone.headers["set-cookie"]).toBeDefined();
    expect(await repFootprint(app.db, rep)).toEqual({});
    expect((await me(app, rep.token)).statusCode).toBe(401);
    expect((await login(app, rep.email, rep.password)).statusCode).toBe(401);
    // The other rep lost only the invitation to the deleted address.
    expect(await repFootprint(app.db, other)).toEqual({
      ...othersBefore,
      team_invitations: (othersBefore.team_invitations ?? 0) - 1,
    });
    expect(tableCount()).toBeGreaterThan(20);
  });

  test("a team the rep owns passes to its longest-serving admin; one without an admin closes", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const led = await makeTeam(app, rep, "Led");
    const alone = await makeTeam(app, rep, "Alone");
    const first = await joined(app, rep, led.id, "admin");
    await joined(app, rep, led.id, "admin");
    const plain = await joined(app, rep, led.id, "member");
    await joined(app, rep, alone.id, "member");
    expect((await deleteAccount(app, rep, "DELETE")).statusCode).toBe(204);

    const [team] = await app.db.select().from(schema.teams).where(eq(schema.teams.id, led.id));
    expect(team?.ownerId).toBe(first.id);
    const roles = await app.db.select().from(schema.teamMembers).where(eq(schema.teamMembers.teamId, led.id));
    expect(roles.find((m) => m.userId === first.id)?.role).toBe("owner");
    expect(roles.filter((m) => m.role === "owner")).toHaveLength(1);
    expect(roles.map((m) => m.userId)).toContain(plain.id);
    expect(await app.db.select().from(schema.teams).where(eq(schema.teams.id, alone.id))).toEqual([]);
    // The new owner runs the team.
    const metrics = await send(app, first, "GET", `/api/teams/${led.id}/metrics?period=week`);
    expect(metrics.statusCode, metrics.body).toBe(200);
  });
});
