import {
  DEMO_EMAIL_DOMAIN,
  DEMO_LIFETIME_MS,
  DEMO_LIMIT_PER_ADDRESS,
  DEMO_MESSAGES,
  TIME_ZONE_COOKIE,
  todayIn,
} from "@measured/core";
import { count, eq, schema } from "@measured/db";
import { describe, expect } from "vitest";
import { type BuiltTestApp, test } from "../../test/app";

type App = BuiltTestApp["app"];

const openDemo = (app: App, remoteAddress = "203.0.113.7", cookie = "") =>
  app.inject({ method: "POST", url: "/api/auth/demo", payload: {}, remoteAddress, headers: cookie ? { cookie } : {} });
const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function rowsOf(app: App, userId: number) {
  const tables = {
    kpiEntries: schema.kpiEntries,
    clients: schema.clients,
    appointments: schema.appointments,
    expenses: schema.expenses,
    revenueEntries: schema.revenueEntries,
    mileageEntries: schema.mileageEntries,
    goals: schema.goals,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await app.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

describe("POST /api/auth/demo (issue 25)", () => {
  test("opens a signed-in solar rep with a few months of work, expiring in a day, in well under 2 s", async ({ app }) => {
    const zone = "America/Phoenix";
    // The server's first demo also warms its statements and code paths (about 1.5 s on the embedded
    // database of a loaded test machine); what a visitor waits for is a later one. The fastest of three
    // is checked, so a moment when other work holds the test machine's two cores does not decide it.
    const cold = Date.now();
    let res = await openDemo(app, "192.0.2.1");
    expect(res.statusCode).toBe(201);
    const times = [Date.now() - cold];
    let before = 0;
    for (const address of ["192.0.2.2", "192.0.2.3", "203.0.113.7"]) {
      before = Date.now();
      res = await openDemo(app, address, `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`);
      times.push(Date.now() - before);
      expect(res.statusCode, res.body).toBe(201);
    }
    const took = times.at(-1) ?? 0;
    console.info(`demos opened in ${times.join(", ")} ms (the first on a fresh server)`);
    expect(Math.min(...times.slice(1))).toBeLessThan(2000);
    const { token } = res.json<{ token: string }>();
    // Signed in at once: the cookie and the token both carry the session.
    expect(String(res.headers["set-cookie"])).toContain("measured_session=");
    const me = (await app.inject({ method: "GET", url: "/api/auth/user", headers: asBearer(token) })).json();
    expect(me).toMatchObject({ industry: "solar", isOnboarded: true, isEmailVerified: true, authProvider: "demo" });
    expect(me.email).toMatch(new RegExp(`^demo-[0-9a-f]{18}@${DEMO_EMAIL_DOMAIN.replaceAll(".", "\\.")}$`));

    const [user] = await app.db.select().from(schema.users).where(eq(schema.users.id, me.id));
    expect(user?.passwordHash).toBeNull();
    const expiresIn = (user?.demoExpiresAt?.getTime() ?? 0) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(DEMO_LIFETIME_MS - 1000);
    expect(expiresIn).toBeLessThanOrEqual(DEMO_LIFETIME_MS + took + 1000);
    const [prefs] = await app.db.select().from(schema.userPreferences).where(eq(schema.userPreferences.userId, me.id));
    expect(prefs).toMatchObject({ timeZone: zone, autoBackup: false, emailNotifications: false });

    const rows = await rowsOf(app, me.id);
    expect(rows.kpiEntries).toBeGreaterThan(150);
    expect(rows.clients).toBeGreaterThan(80);
    expect(rows.appointments).toBeGreaterThan(50);
    expect(rows.expenses).toBeGreaterThan(30);
    expect(rows.revenueEntries).toBeGreaterThan(5);
    expect(rows.mileageEntries).toBeGreaterThan(60);
    expect(rows.goals).toBe(1);

    // The dashboard opens on today's figures: today is always a worked day in a demo.
    const today = todayIn(zone);
    const dashboard = await app.inject({
      method: "GET",
      url: `/api/dashboard?period=today&timeZone=${encodeURIComponent(zone)}`,
      headers: asBearer(token),
    });
    expect(dashboard.json().today).toBe(today);
    const doors = dashboard.json().metrics.find((m: { name: string }) => m.name === "Doors Knocked");
    expect(doors?.total).toBeGreaterThan(0);
    const all = (
      await app.inject({ method: "GET", url: `/api/dashboard?period=all&timeZone=${zone}`, headers: asBearer(token) })
    ).json();
    const total = (name: string) => all.metrics.find((m: { name: string }) => m.name === name)?.total ?? 0;
    expect(total("Deals Closed")).toBeGreaterThan(0);
    expect(total("Appts Ran")).toBeGreaterThan(total("Deals Closed"));
    const goals = (await app.inject({ method: "GET", url: "/api/goals", headers: asBearer(token) })).json();
    expect(JSON.stringify(goals)).toContain("Deals Closed");
    const summary = await app.inject({ method: "GET", url: "/api/finance/summary?period=year", headers: asBearer(token) });
    expect(summary.statusCode, summary.body).toBe(200);
  });

  test("a demo has no password: signing in with its address never works, and none can be set", async ({ app }) => {
    const { token } = (await openDemo(app)).json<{ token: string }>();
    const me = (await app.inject({ method: "GET", url: "/api/auth/user", headers: asBearer(token) })).json();
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: me.email, password: "any password at all" },
    });
    expect(login.statusCode).toBe(401);
    // Nor can one be set: Change Password and Change Email prove the current one, and say why they cannot.
    for (const [url, payload] of [
      ["/api/user/password", { currentPassword: "any password at all", newPassword: "a brand new passphrase" }],
      ["/api/user/email", { email: "someone@example.com", currentPassword: "any password at all" }],
    ] as const) {
      const res = await app.inject({ method: "POST", url, headers: asBearer(token), payload });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(DEMO_MESSAGES.noPassword);
    }
  });

  test("a demo sends no invitation e-mail: it may make a team, and inviting anyone is refused in words", async ({
    app,
    outbox,
  }) => {
    const { token } = (await openDemo(app)).json<{ token: string }>();
    const team = await app.inject({
      method: "POST",
      url: "/api/teams",
      headers: asBearer(token),
      payload: { name: "Spam Crew" },
    });
    expect(team.statusCode).toBe(201);
    const sentBefore = outbox.length;
    const invite = await app.inject({
      method: "POST",
      url: "/api/team-invitations",
      headers: asBearer(token),
      payload: { teamId: team.json().id, email: "stranger@example.com", role: "member" },
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toBe(DEMO_MESSAGES.noInvitations);
    expect(outbox.length).toBe(sentBefore);
    const [waiting] = await app.db.select({ n: count() }).from(schema.teamInvitations);
    expect(Number(waiting?.n)).toBe(0);
  });

  test(`${DEMO_LIMIT_PER_ADDRESS} demos an hour per address, then 429 with a clear message; another address still opens one`, async ({
    app,
  }) => {
    for (let i = 0; i < DEMO_LIMIT_PER_ADDRESS; i++) expect((await openDemo(app, "198.51.100.4")).statusCode).toBe(201);
    const refused = await openDemo(app, "198.51.100.4");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many demos opened from this address\. Try again in \d+ minutes?, or create/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const demos = await app.db.select({ n: count() }).from(schema.users);
    expect((await openDemo(app, "198.51.100.5")).statusCode).toBe(201);
    expect(Number((await app.db.select({ n: count() }).from(schema.users))[0]?.n)).toBe(Number(demos[0]?.n) + 1);
    expect(DEMO_MESSAGES.tooMany).toContain("{minutes}");
  });

  test("takes no fields: a body naming one is refused and opens nothing", async ({ app }) => {
    const res = await app.inject({ method: "POST", url: "/api/auth/demo", payload: { isOnboarded: false } });
    expect(res.statusCode).toBe(400);
    expect(Number((await app.db.select({ n: count() }).from(schema.users))[0]?.n)).toBe(0);
  });
});
