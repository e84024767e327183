import { DEMO_EMAIL_DOMAIN, DEMO_LIFETIME_MS } from "@measured/core";
import { count, eq, schema, sql } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";
import { send } from "../../test/finance-rows";
import { repFootprint } from "../../test/rep-footprint";
import { bodyOf } from "../../test/route-cases";
import { DEMO_REMOVAL_BATCH, removeExpiredDemos } from "./demo-removal";

type App = Parameters<typeof createUser>[0];
const HOUR = 60 * 60 * 1000;

/** A demo opened through the landing page's route, and who it is. */
async function openDemo(app: App, remoteAddress: string) {
  const res = await app.inject({ method: "POST", url: "/api/auth/demo", payload: {}, remoteAddress });
  expect(res.statusCode, res.body).toBe(201);
  const { token } = res.json<{ token: string }>();
  const me = (await app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${token}` } })).json<{
    id: number;
    email: string;
  }>();
  return { ...me, token };
}

/** Moves a demo's opening back in time: it opened `ago` before `now`. */
const openedAgo = (app: App, id: number, now: Date, ago: number) =>
  app.db
    .update(schema.users)
    .set({ demoExpiresAt: new Date(now.getTime() - ago + DEMO_LIFETIME_MS) })
    .where(eq(schema.users.id, id));

const signedIn = async (app: App, token: string) =>
  (await app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${token}` } })).statusCode;

describe("the demo removal job (issue 25)", () => {
  test("demo accounts older than a day are removed by the job with every row they hold; a fresh demo and a real rep stay", async ({
    app,
  }) => {
    const now = new Date();
    const old = await openDemo(app, "203.0.113.10");
    const fresh = await openDemo(app, "203.0.113.11");
    await openedAgo(app, old.id, now, DEMO_LIFETIME_MS + HOUR);
    await openedAgo(app, fresh.id, now, DEMO_LIFETIME_MS - HOUR);
    // A real rep, with a lead, an appointment, money and a goal of their own.
    const rep = await createUser(app, { onboard: "solar" });
    for (const route of [
      "POST /api/clients",
      "POST /api/appointments",
      "POST /api/expenses",
      "POST /api/revenue",
      "POST /api/goals",
    ]) {
      const [method, url = ""] = route.split(" ");
      const res = await send(app, rep, method as "POST", url, await bodyOf(app, rep, route));
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
    }
    const oldBefore = await repFootprint(app.db, old);
    expect(Object.keys(oldBefore)).toEqual(
      expect.arrayContaining([
        "users",
        "sessions",
        "kpi_entries",
        "clients",
        "appointments",
        "expenses",
        "revenue_entries",
        "goals",
      ]),
    );
    const freshBefore = await repFootprint(app.db, fresh);
    const repBefore = await repFootprint(app.db, rep);

    expect(await removeExpiredDemos(app.db, now)).toBe(1);
    expect(await repFootprint(app.db, old)).toEqual({});
    expect(await signedIn(app, old.token)).toBe(401);
    expect(await repFootprint(app.db, fresh)).toEqual(freshBefore);
    expect(await signedIn(app, fresh.token)).toBe(200);
    expect(await repFootprint(app.db, rep)).toEqual(repBefore);
    expect((await app.inject({ method: "GET", url: "/api/clients", headers: bearer(rep) })).statusCode).toBe(200);

    // Nothing left for a second run; the fresh demo goes once its own day is over.
    expect(await removeExpiredDemos(app.db, now)).toBe(0);
    expect(await removeExpiredDemos(app.db, new Date(now.getTime() + 2 * HOUR))).toBe(1);
    expect(await repFootprint(app.db, fresh)).toEqual({});
    expect(await repFootprint(app.db, rep)).toEqual(repBefore);
  });

  test("a backlog longer than a batch goes in one run, batch by batch; an account without an expiry is never read", async ({
    app,
  }) => {
    const now = new Date();
    const expired = DEMO_REMOVAL_BATCH + 7;
    await app.db.insert(schema.users).values(
      Array.from({ length: expired }, (_, i) => ({
        email: `demo-backlog-${i}@${DEMO_EMAIL_DOMAIN}`,
        authProvider: "demo",
        demoExpiresAt: new Date(now.getTime() - (i + 1) * 60_000),
      })),
    );
    const rep = await createUser(app, { onboard: "solar" });
    expect(await removeExpiredDemos(app.db, now)).toBe(expired);
    const [left] = await app.db.select({ n: count() }).from(schema.users);
    expect(Number(left?.n)).toBe(1);
    expect(await signedIn(app, rep.token)).toBe(200);
  });

  test("a demo that cannot be removed is passed over: the ones behind it go, and the run fails naming it", async ({ app }) => {
    const now = new Date();
    const made = await app.db
      .insert(schema.users)
      .values(
        [3, 2, 1].map((hoursAgo) => ({
          email: `demo-stuck-${hoursAgo}@${DEMO_EMAIL_DOMAIN}`,
          authProvider: "demo",
          demoExpiresAt: new Date(now.getTime() - hoursAgo * 3_600_000),
        })),
      )
      .returning({ id: schema.users.id });
    const stuck = made[0]?.id ?? 0;
    // The oldest demo's row refuses to go, as a failing database statement would.
    await app.db.execute(
      sql.raw(`create function refuse_stuck_demo() returns trigger language plpgsql as $$
        begin if old.id = ${stuck} then raise exception 'stuck demo'; end if; return old; end $$`),
    );
    await app.db.execute(
      sql.raw("create trigger refuse_stuck_demo before delete on users for each row execute function refuse_stuck_demo()"),
    );

    await expect(removeExpiredDemos(app.db, now)).rejects.toThrow(`1 demos could not be removed (${stuck})`);
    const left = await app.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(sql`${schema.users.email} like 'demo-stuck-%'`);
    expect(left).toEqual([{ id: stuck }]);
  });
});
