import { describe, expect } from "vitest";
import { USER_IN_QUERY_MESSAGE } from "../plugins/no-user-in-query";
import { type BuiltTestApp, test as base, buildTestApp } from "../test/app";
import { bearer, createUser } from "../test/factories";
import { bodyOf, ROUTE_CASES, twoUsers } from "../test/route-cases";

const test = base.extend<{ suite: BuiltTestApp }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring
  suite: async ({}, use) => {
    const built = await buildTestApp();
    await use(built);
    await built.close();
  },
});

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const apiRoutes = (suite: BuiltTestApp) => suite.routes.filter((r) => r.url.startsWith("/api/") || r.url === "/healthz");

describe("the route table", () => {
  test("every route the server registers is in the security suite's table, and nothing else is", async ({ suite }) => {
    const registered = apiRoutes(suite).map(key).sort();
    expect(registered).toEqual(Object.keys(ROUTE_CASES).sort());
  });

  test("every route that takes an id has an owned-object fixture", async ({ suite }) => {
    const withId = apiRoutes(suite).filter((r) => r.url.includes(":"));
    expect(withId.length).toBeGreaterThan(0);
    for (const r of withId) expect(ROUTE_CASES[key(r)]?.ownedId, key(r)).toBeTypeOf("function");
  });

  test("every route that is not public answers 401 without a session", async ({ suite }) => {
    for (const r of apiRoutes(suite).filter((r) => !ROUTE_CASES[key(r)]?.public)) {
      const res = await suite.app.inject({
        method: r.method as "GET",
        url: r.url.replace(/:id\b/, "1"),
        payload: ROUTE_CASES[key(r)]?.body,
      });
      expect(res.statusCode, key(r)).toBe(401);
    }
  });
});

describe("authorisation matrix", () => {
  test("another user's cookie or bearer token gets 404 for every owned object, which stays unchanged", async ({ suite }) => {
    const { app } = suite;
    const { owner, intruder } = await twoUsers(app);
    for (const r of apiRoutes(suite).filter((r) => r.url.includes(":id"))) {
      const make = ROUTE_CASES[key(r)]?.ownedId;
      if (!make) throw new Error(`no fixture for ${key(r)}`);
      const id = await make(app, owner);
      const before = await snapshot(suite, owner);
      for (const headers of [{ cookie: intruder.cookie }, bearer(intruder)]) {
        const res = await app.inject({
          method: r.method as "GET",
          url: r.url.replace(":id", String(id)),
          headers,
          payload: ROUTE_CASES[key(r)]?.body,
        });
        expect(res.statusCode, `${key(r)} as another user`).toBe(ROUTE_CASES[key(r)]?.otherAccount?.status ?? 404);
      }
      expect(await snapshot(suite, owner), `${key(r)} changed the owner's data`).toEqual(before);
    }
  });

  test("list answers carry none of another user's rows", async ({ suite }) => {
    const { app } = suite;
    const { owner, intruder } = await twoUsers(app);
    const marker = "Owner Private Metric";
    await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(owner),
      payload: { metricName: marker, value: 4242, date: "2026-11-20" },
    });
    // The ledgers too: each list and the finance summary must leave these out.
    for (const [url, payload] of [
      ["/api/expenses", { amount: 4242, description: marker, date: "2026-11-20" }],
      ["/api/revenue", { amount: 4242, description: marker, date: "2026-11-20" }],
      ["/api/mileage", { miles: 4242, purpose: marker, date: "2026-11-20" }],
      ["/api/expense-categories", { name: marker }],
    ] as const) {
      const res = await app.inject({ method: "POST", url, headers: bearer(owner), payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    }
    for (const r of apiRoutes(suite).filter((r) => r.method === "GET" && !r.url.includes(":") && !ROUTE_CASES[key(r)]?.public)) {
      const res = await app.inject({
        method: "GET",
        url: `${r.url}${ROUTE_CASES[key(r)]?.query ? `?${ROUTE_CASES[key(r)]?.query}` : ""}`,
        headers: bearer(intruder),
      });
      expect(res.statusCode, key(r)).toBe(ROUTE_CASES[key(r)]?.lookup ? 404 : 200);
      expect(res.body, key(r)).not.toContain(marker);
      expect(res.body, key(r)).not.toContain(owner.email);
      expect(res.body, key(r)).not.toContain("4242");
    }
  });

  test("a userId in a query string is refused with 400 on every route, and changes nothing", async ({ suite }) => {
    const { app } = suite;
    const { owner, intruder } = await twoUsers(app);
    const before = await snapshot(suite, owner);
    for (const r of apiRoutes(suite).filter((r) => r.url.startsWith("/api/"))) {
      const make = ROUTE_CASES[key(r)]?.ownedId;
      const id = make ? await make(app, owner) : 1;
      const query = ROUTE_CASES[key(r)]?.query;
      for (const name of ["userId", "user_id", "USERID"]) {
        const res = await app.inject({
          method: r.method as "GET",
          url: `${r.url.replace(":id", String(id))}?${query ? `${query}&` : ""}${name}=${owner.id}`,
          headers: bearer(intruder),
          payload: ROUTE_CASES[key(r)]?.body,
        });
        expect(res.statusCode, `${key(r)} ?${name}`).toBe(400);
        expect(res.json(), key(r)).toEqual({ message: USER_IN_QUERY_MESSAGE, errors: { userId: [USER_IN_QUERY_MESSAGE] } });
      }
    }
    const after = await snapshot(suite, owner);
    // The owned objects made above are the only difference.
    expect(after.entries).toEqual(before.entries);
    expect(after.prefs).toEqual(before.prefs);
  });
});

describe("mass assignment", () => {
  const FORBIDDEN = { id: 1, userId: 1, passwordHash: "x", isOnboarded: true, role: "admin", surprise: "?" };

  test("every body with an extra key (id, userId, passwordHash, isOnboarded, role, unknown) is refused with 400 and writes nothing", async ({
    suite,
  }) => {
    const { app } = suite;
    const { owner } = await twoUsers(app);
    for (const r of apiRoutes(suite).filter((r) => ROUTE_CASES[key(r)]?.body)) {
      // A body that ends its account is sent from a throwaway one, so the owner lives on for the next route.
      const sender = ROUTE_CASES[key(r)]?.endsAccount ? await createUser(app, { onboard: "solar" }) : owner;
      const body = (await bodyOf(app, sender, key(r))) ?? {};
      // A route that takes an id is sent one of the owner's objects, so only the extra key can refuse it.
      const make = ROUTE_CASES[key(r)]?.ownedId;
      const url = make ? r.url.replace(":id", String(await make(app, sender))) : r.url;
      const takes = ROUTE_CASES[key(r)]?.takes?.keys ?? [];
      // One snapshot around all the refused bodies of a route: each is refused before any write, so the
      // rep's rows after them all must be the rows before (a snapshot per key cost most of this test's time).
      const before = await snapshot(suite, sender);
      for (const [name, value] of Object.entries(FORBIDDEN).filter(([name]) => !takes.includes(name))) {
        const res = await app.inject({
          method: r.method as "POST",
          url,
          headers: bearer(sender),
          payload: { ...body, [name]: value },
        });
        expect(res.statusCode, `${key(r)} with ${name}`).toBe(400);
      }
      expect(await snapshot(suite, sender), `${key(r)} with an extra key wrote something`).toEqual(before);
      // The same body without the extra key passes validation, so the 400s above came from the key.
      const plain = await app.inject({ method: r.method as "POST", url, headers: bearer(sender), payload: body });
      // (A 204, Delete Account's, has no body at all.)
      expect(plain.body ? plain.json().errors : undefined, `${key(r)} with its plain body: ${plain.body}`).toBeUndefined();
    }
  });
});

/** Everything a user owns, read straight from the database. */
async function snapshot(suite: BuiltTestApp, user: { id: number }) {
  const { db } = suite.app;
  const s = db._.fullSchema;
  const [
    users,
    defs,
    entries,
    prefs,
    clients,
    appointments,
    categories,
    expenses,
    revenue,
    mileage,
    goals,
    members,
    invitations,
  ] = await Promise.all([
    db.select().from(s.users),
    db.select().from(s.kpiDefinitions),
    db.select().from(s.kpiEntries),
    db.select().from(s.userPreferences),
    db.select().from(s.clients),
    db.select().from(s.appointments),
    db.select().from(s.expenseCategories),
    db.select().from(s.expenses),
    db.select().from(s.revenueEntries),
    db.select().from(s.mileageEntries),
    db.select().from(s.goals),
    db.select().from(s.teamMembers),
    db.select().from(s.teamInvitations),
  ]);
  return {
    user: users.filter((u) => u.id === user.id).map(({ updatedAt: _u, ...rest }) => rest),
    userCount: users.length,
    defs: defs.filter((d) => d.userId === user.id),
    entries: entries.filter((e) => e.userId === user.id),
    prefs: prefs.filter((p) => p.userId === user.id).map(({ updatedAt: _u, ...rest }) => rest),
    clients: clients.filter((c) => c.userId === user.id),
    appointments: appointments.filter((a) => a.userId === user.id),
    categories: categories.filter((c) => c.userId === user.id),
    expenses: expenses.filter((e) => e.userId === user.id),
    revenue: revenue.filter((r) => r.userId === user.id),
    mileage: mileage.filter((m) => m.userId === user.id),
    goals: goals.filter((g) => g.userId === user.id),
    // The teams the owner is on and the invitations to them: another account changes none of it.
    memberships: members.filter((m) => m.userId === user.id),
    invitations: invitations.filter((i) => i.inviteeEmail === (users.find((u) => u.id === user.id)?.email ?? "")),
  };
}
