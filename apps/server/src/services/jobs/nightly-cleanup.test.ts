import { count, eq, schema } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { createUser } from "../../test/factories";
import { nightlyCleanup } from "./nightly-cleanup";

const DAY = 86_400_000;

describe("the nightly cleanup", () => {
  test("removes expired sessions, links and leases, old delivery claims and hits; keeps every live row", async ({ app }) => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const later = (ms: number) => new Date(now.getTime() + ms);
    const [live, dead] = [await createUser(app, { confirm: false }), await createUser(app, { confirm: false })];
    const { sessions, rateLimitHits, notificationDeliveries, emailConfirmations, exportLeases } = schema;
    const sess = { createdAt: now.toISOString() };
    await app.db.insert(sessions).values([
      { sid: "expired-1", sess, expire: ago(1000), userId: dead.id },
      { sid: "expired-2", sess, expire: ago(DAY), userId: live.id },
      { sid: "live-1", sess, expire: later(DAY), userId: live.id },
    ]);
    await app.db.insert(rateLimitHits).values([
      { key: "old", at: ago(2 * DAY) },
      { key: "recent", at: ago(60_000) },
    ]);
    await app.db.insert(notificationDeliveries).values([
      { userId: live.id, kind: "follow-up-digest", localDate: "2026-01-01", sentAt: ago(8 * DAY) },
      { userId: live.id, kind: "follow-up-digest", localDate: "2026-01-07", sentAt: ago(DAY) },
    ]);
    await app.db
      .update(emailConfirmations)
      .set({ expiresAt: ago(1000) })
      .where(eq(emailConfirmations.userId, dead.id));
    await app.db.insert(exportLeases).values([
      { userId: dead.id, token: "a", expiresAt: ago(1000) },
      { userId: live.id, token: "b", expiresAt: later(60_000) },
    ]);
    const sessionsBefore = await app.db.select({ n: count() }).from(sessions);

    const removed = await nightlyCleanup(app.db, now);
    expect(removed).toEqual({
      sessions: 2,
      rateLimitHits: 1,
      notificationDeliveries: 1,
      emailConfirmations: 1,
      exportLeases: 1,
      screenViews: 0,
    });
    const sids = (await app.db.select({ sid: sessions.sid }).from(sessions)).map((r) => r.sid);
    expect(sids).toContain("live-1");
    expect(sids).not.toContain("expired-1");
    expect(sids).toHaveLength(Number(sessionsBefore[0]?.n) - 2);
    expect((await app.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key)).toContain("recent");
    expect(await app.db.select({ d: notificationDeliveries.localDate }).from(notificationDeliveries)).toEqual([
      { d: "2026-01-07" },
    ]);
    expect((await app.db.select({ u: emailConfirmations.userId }).from(emailConfirmations)).map((r) => r.u)).toEqual([live.id]);
    expect((await app.db.select({ u: exportLeases.userId }).from(exportLeases)).map((r) => r.u)).toEqual([live.id]);

    // A second run finds nothing left to remove.
    expect(Object.values(await nightlyCleanup(app.db, now))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  test("drops screen views older than the days analytics tracking keeps, and only those", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const now = new Date("2026-11-28T12:00:00Z");
    await app.db.insert(schema.screenViews).values([
      { userId: rep.id, day: "2026-08-29", screen: "/", views: 3 },
      { userId: rep.id, day: "2026-08-30", screen: "/", views: 2 },
      { userId: rep.id, day: "2026-11-28", screen: "/goals", views: 1 },
    ]);
    expect((await nightlyCleanup(app.db, now)).screenViews).toBe(1);
    const days = await app.db.select({ day: schema.screenViews.day }).from(schema.screenViews).orderBy(schema.screenViews.day);
    expect(days.map((r) => r.day)).toEqual(["2026-08-30", "2026-11-28"]);
  });
});
