import { addDays, noShowsIn, totalsIn } from "@measured/core";
import { schema } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";
import { createRepHistoryCache, historyBytes, loadRepHistory } from "./rep-history";

describe("the reps' history cache is bounded in bytes (issue 9)", () => {
  test("holds no more than its byte cap however many reps read their dashboard", async ({ app }) => {
    const users = [];
    for (let i = 0; i < 6; i++) {
      const user = await createUser(app, { onboard: "solar" });
      const entries = Array.from({ length: 40 }, (_, d) => ({
        metricName: "Doors Knocked",
        value: d,
        date: `2026-0${1 + (d % 9)}-${String(1 + Math.floor(d / 9)).padStart(2, "0")}`,
      }));
      const res = await app.inject({ method: "POST", url: "/api/kpi-entries/bulk", headers: bearer(user), payload: { entries } });
      expect(res.statusCode, res.body).toBe(200);
      users.push(user);
    }
    const one = historyBytes(await loadRepHistory(app.db, users[0]?.id ?? 0));
    const cap = Math.floor(one * 4.5);
    const cache = createRepHistoryCache(true, cap);
    for (let round = 0; round < 3; round++) {
      for (const user of users) {
        const history = await cache.get(app.db, user.id, round);
        expect(history.days.length).toBe(40);
        expect(cache.bytes).toBeLessThanOrEqual(cap);
      }
    }
    expect(cache.bytes).toBeGreaterThan(0);
  });

  test("does not keep one history larger than a quarter of the cap", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const one = historyBytes(await loadRepHistory(app.db, user.id));
    const cache = createRepHistoryCache(true, one * 3);
    await cache.get(app.db, user.id, 1);
    expect(cache.bytes).toBe(0);
  });

  test("reads that miss together share one load: the same history, once", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const cache = createRepHistoryCache(true);
    const together = await Promise.all(Array.from({ length: 5 }, () => cache.get(app.db, user.id, 7)));
    expect(new Set(together).size).toBe(1);
    // A later version is a new load.
    expect(await cache.get(app.db, user.id, 8)).not.toBe(together[0]);
  });
});

describe("a history read from a day on (a goals list's window)", () => {
  test("gives every range inside the window the whole history's figures and holds no earlier day", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const days = Array.from({ length: 60 }, (_, i) => addDays("2026-03-01", i));
    const entries = days.map((date, i) => ({ metricName: "Doors Knocked", value: 5 + (i % 7), date }));
    const saved = await app.inject({ method: "POST", url: "/api/kpi-entries/bulk", headers: bearer(user), payload: { entries } });
    expect(saved.statusCode, saved.body).toBe(200);
    // Leads whose facts fall on both sides of the window's first day, and no-shows around it.
    const leads = await app.db
      .insert(schema.clients)
      .values(
        days
          .filter((_, i) => i % 3 === 0)
          .map((day, i) => ({
            userId: user.id,
            firstName: `Lead ${i}`,
            lastName: "Window",
            knockAppointment: true,
            appointmentSetDate: day,
            appointmentSat: true,
            satDate: addDays(day, 2),
            signed: i % 2 === 0,
            signedDate: i % 2 === 0 ? addDays(day, 3) : null,
          })),
      )
      .returning({ id: schema.clients.id });
    await app.db.insert(schema.appointments).values(
      leads.map((lead, i) => ({
        userId: user.id,
        clientId: lead.id,
        scheduledAt: new Date(`${addDays("2026-03-20", i)}T${i % 2 ? "03" : "22"}:30:00Z`),
        status: "no_show",
      })),
    );
    const since = "2026-03-25";
    const whole = await loadRepHistory(app.db, user.id);
    const window = await loadRepHistory(app.db, user.id, since);
    expect(window.days[0]).toBe(since);
    expect(window.days.length).toBeLessThan(whole.days.length);
    for (const [startDate, endDate] of [
      [since, "2026-04-29"],
      ["2026-04-01", "2026-04-30"],
      [since, since],
      ["2026-04-10", "2026-04-16"],
    ] as const) {
      const range = { startDate, endDate };
      expect(totalsIn(window, range)).toEqual(totalsIn(whole, range));
      for (const zone of ["Pacific/Kiritimati", "America/Denver", "Pacific/Pago_Pago"])
        expect(noShowsIn(window.noShowsAt, range, zone)).toBe(noShowsIn(whole.noShowsAt, range, zone));
    }
    expect(Object.keys(totalsIn(window, { startDate: since, endDate: "2026-04-29" })).length).toBeGreaterThan(2);
  });

  test("is the kept whole history when the cache has this version", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const cache = createRepHistoryCache(true);
    const kept = await cache.get(app.db, user.id, 3);
    expect(await cache.from(app.db, user.id, 3, "2026-01-01")).toBe(kept);
    expect(await cache.from(app.db, user.id, 4, "2026-01-01")).not.toBe(kept);
    // A window read is not kept: the next whole read loads again.
    expect(await cache.get(app.db, user.id, 4)).not.toBe(kept);
  });
});
