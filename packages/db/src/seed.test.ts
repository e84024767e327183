import { DEFAULT_EXPENSE_CATEGORIES, INDUSTRY_TEMPLATES, irsRateMilli, KPI_CATALOGUE } from "@measured/core";
import { verify } from "@node-rs/argon2";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import * as schema from "./schema/index";
import { DEMO_PASSWORD, parseSeedArgs, seedDemoData } from "./seed";
import { freshDatabase } from "./testing/database";

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await freshDatabase();
});
afterEach(() => handle.close());

describe("demo seed", () => {
  it("makes onboarded users with their template's metrics and one plausible entry per metric and working day", async () => {
    const result = await seedDemoData(handle.db, { users: 2, days: 28, emailPrefix: "t", endDate: "2026-11-21" });
    expect(result).toMatchObject({ users: 2, replacedUsers: 0, startDate: "2026-10-25", endDate: "2026-11-21" });

    const users = await handle.db.select().from(schema.users).orderBy(schema.users.id);
    expect(users.map((u) => [u.email, u.industry, u.isOnboarded])).toEqual([
      ["t1@measured.local", "solar", true],
      ["t2@measured.local", "alarm", true],
    ]);
    expect(await verify(users[0]?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);

    const defs = await handle.db.select().from(schema.kpiDefinitions).orderBy(schema.kpiDefinitions.id);
    expect(defs.filter((d) => d.userId === users[0]?.id).map((d) => [d.name, d.unit, d.category, d.sortOrder])).toEqual(
      INDUSTRY_TEMPLATES.solar.kpis.map((k, i) => [KPI_CATALOGUE[k].name, KPI_CATALOGUE[k].unit, "daily_metrics", i]),
    );

    const entries = await handle.db.select().from(schema.kpiEntries);
    expect(entries).toHaveLength(result.entries);
    const name = new Map(defs.map((d) => [d.id, d.name]));
    const byDay = new Map<string, Record<string, number>>();
    for (const e of entries) {
      const key = `${e.userId}:${e.date}`;
      byDay.set(key, { ...byDay.get(key), [name.get(e.kpiDefinitionId) ?? "?"]: e.value });
    }
    for (const day of byDay.values()) {
      expect(day["Doors Knocked"]).toBeGreaterThanOrEqual(40);
      expect(day["Doors Knocked"]).toBeLessThanOrEqual(150);
      expect(day["Hours Worked"]).toBeGreaterThanOrEqual(4);
      expect(day["Hours Worked"]).toBeLessThanOrEqual(10);
      expect(day["Appts Ran"]).toBeGreaterThanOrEqual(day["Deals Closed"] ?? 0);
    }
  });

  it("replaces users with the same e-mails", async () => {
    await seedDemoData(handle.db, { users: 2, days: 7, emailPrefix: "t" });
    const again = await seedDemoData(handle.db, { users: 3, days: 7, emailPrefix: "t" });
    expect(again.replacedUsers).toBe(2);
    expect(await handle.db.$count(schema.users)).toBe(3);
    expect(await handle.db.$count(schema.kpiEntries)).toBe(again.entries);
  });

  it("reads its options from the command line", () => {
    expect(parseSeedArgs([])).toEqual({ users: 3, days: 90, emailPrefix: "demo" });
    expect(parseSeedArgs(["--users", "5", "--days=30", "--email-prefix", "bench"])).toMatchObject({
      users: 5,
      days: 30,
      emailPrefix: "bench",
    });
    expect(() => parseSeedArgs(["--users", "0"])).toThrow("--users");
    expect(() => parseSeedArgs(["--nope"])).toThrow("Unknown option");
    expect(parseSeedArgs(["--lead-users", "50", "--leads=5000"])).toMatchObject({ leadUsers: 50, leads: 5000 });
    expect(parseSeedArgs(["--finance-users", "1000", "--finance-scale", "45"])).toMatchObject({
      financeUsers: 1000,
      financeScale: 45,
    });
  });

  it("gives the first lead users a book of leads whose flags agree with their stage, and appointments of their own", async () => {
    const result = await seedDemoData(handle.db, {
      users: 3,
      days: 30,
      emailPrefix: "t",
      endDate: "2026-11-21",
      leadUsers: 2,
      leads: 300,
    });
    expect(result.leads).toBe(600);
    const users = await handle.db.select().from(schema.users).orderBy(schema.users.id);
    const leads = await handle.db.select().from(schema.clients);
    const perUser = (id: number | undefined) => leads.filter((l) => l.userId === id).length;
    expect(users.map((u) => perUser(u.id))).toEqual([300, 300, 0]);

    for (const l of leads) {
      const set = l.knockAppointment || l.tagAppointment;
      if (l.appointmentSat || l.cancelledAppointment) expect(set).toBe(true);
      if (l.signed) expect(l.appointmentSat).toBe(true);
      if (l.installed || l.signedButCanceled) expect(l.signed).toBe(true);
      expect(l.signedDate !== null).toBe(l.signed);
      expect(l.createdAt.getTime()).toBeGreaterThanOrEqual(Date.parse("2026-10-23T00:00:00Z"));
      expect(l.phoneDigits).toMatch(/^555\d{7}$/);
    }
    const count = (f: (l: (typeof leads)[number]) => boolean) => leads.filter(f).length;
    // 300 leads a rep over a spread of 100: 5% installed, 14% signed, 40% set.
    expect(count((l) => l.installed)).toBe(30);
    expect(count((l) => l.signed)).toBe(84);
    expect(count((l) => l.knockAppointment || l.tagAppointment)).toBe(240);

    const appointments = await handle.db.select().from(schema.appointments);
    expect(result.appointments).toBe(appointments.length);
    expect(appointments.length).toBeGreaterThan(0);
    const owner = new Map(leads.map((l) => [l.id, l.userId]));
    for (const a of appointments) expect(owner.get(a.clientId)).toBe(a.userId);
  });

  it("gives every user the goals asked for, on their own active metrics, the four periods in turn", async () => {
    const result = await seedDemoData(handle.db, { users: 2, days: 7, emailPrefix: "g", endDate: "2026-01-14", goals: 6 });
    const goals = await handle.db.select().from(schema.goals).orderBy(schema.goals.id);
    const definitions = await handle.db.select().from(schema.kpiDefinitions);
    expect(result.goals).toBe(12);
    expect(goals).toHaveLength(12);
    const ownerOf = new Map(definitions.map((d) => [d.id, d.userId]));
    for (const goal of goals) expect(ownerOf.get(goal.kpiDefinitionId)).toBe(goal.userId);
    const users = [...new Set(goals.map((g) => g.userId))];
    expect(users).toHaveLength(2);
    const periods = goals.filter((g) => g.userId === users[0]).map((g) => g.period);
    expect(periods).toEqual(["daily", "weekly", "monthly", "quarterly", "daily", "weekly"]);
  });

  it("makes the first users a team, owned by the first, the second its admin", async () => {
    await seedDemoData(handle.db, { users: 3, days: 7, emailPrefix: "team", endDate: "2026-01-14", teamSize: 3 });
    const users = await handle.db.select().from(schema.users).orderBy(schema.users.id);
    const [team] = await handle.db.select().from(schema.teams);
    const members = await handle.db.select().from(schema.teamMembers).orderBy(schema.teamMembers.userId);
    expect(team?.ownerId).toBe(users[0]?.id);
    expect(members.map((m) => [m.userId, m.role])).toEqual([
      [users[0]?.id, "owner"],
      [users[1]?.id, "admin"],
      [users[2]?.id, "member"],
    ]);
  });

  it("gives the first finance users their categories, three expenses a day on average, trips at their day's IRS rate and revenue", async () => {
    const result = await seedDemoData(handle.db, {
      users: 2,
      days: 28,
      emailPrefix: "t",
      endDate: "2026-01-14",
      financeUsers: 1,
    });
    const [first, second] = await handle.db.select().from(schema.users).orderBy(schema.users.id);
    const expenses = await handle.db.select().from(schema.expenses);
    const trips = await handle.db.select().from(schema.mileageEntries);
    const revenue = await handle.db.select().from(schema.revenueEntries);
    expect([expenses.length, trips.length, revenue.length]).toEqual([result.expenses, result.trips, result.revenue]);
    expect([...expenses, ...trips, ...revenue].every((row) => row.userId === first?.id)).toBe(true);
    expect(await handle.db.$count(schema.expenseCategories)).toBe(DEFAULT_EXPENSE_CATEGORIES.length);
    expect(second).toBeDefined();

    // Two to four a day: 28 days give 56 to 112, three a day about 84.
    expect(expenses.length).toBeGreaterThanOrEqual(80);
    expect(expenses.length).toBeLessThanOrEqual(88);
    expect(trips.length).toBe(24);
    expect(revenue.length).toBe(8);
    for (const e of expenses) {
      expect(Number(e.amount)).toBeGreaterThanOrEqual(3);
      expect(Number(e.amount)).toBeLessThan(150);
      expect(e.date >= "2025-12-18" && e.date <= "2026-01-14").toBe(true);
    }
    // The seed spans New Year: each business trip carries its own day's IRS rate.
    for (const t of trips) {
      expect(Math.round(Number(t.rate) * 1000)).toBe(t.isPersonal ? 0 : irsRateMilli(t.date));
      expect(Number(t.miles)).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(trips.filter((t) => !t.isPersonal).map((t) => t.rate))).toEqual(new Set([0.7, 0.725]));
  });

  it("multiplies a finance user's rows by the finance scale", async () => {
    const one = await seedDemoData(handle.db, { users: 1, days: 14, emailPrefix: "a", endDate: "2026-11-21", financeUsers: 1 });
    const three = await seedDemoData(handle.db, {
      users: 1,
      days: 14,
      emailPrefix: "b",
      endDate: "2026-11-21",
      financeUsers: 1,
      financeScale: 3,
    });
    // The second rep's id is one more than the first's, which moves the days its rows fall on a little.
    expect(three.expenses).toBeGreaterThanOrEqual(3 * (one.expenses - 2));
    expect(three.expenses).toBeLessThanOrEqual(3 * (one.expenses + 2));
    expect(three.trips).toBe(3 * one.trips);
    expect(three.revenue).toBe(3 * one.revenue);
  });
});
