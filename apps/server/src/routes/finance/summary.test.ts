import { type FinanceRecords, financePeriodRange, financeSummary } from "@measured/core";
import { eq, sql } from "@measured/db";
import { afterEach, describe, expect, vi } from "vitest";
import type { App } from "../../app";
import { summaryAnswer } from "../../services/finance/summary";
import { test } from "../../test/app";
import { createUser, type TestUser } from "../../test/factories";
import { send } from "../../test/finance-rows";

const summary = (app: App, user: TestUser, period: string, zone?: string) =>
  send(app, user, "GET", `/api/finance/summary?period=${period}`, undefined, zone ? { cookie: `measured_tz=${zone}` } : {});

async function create(app: App, user: TestUser, url: string, payload: Record<string, unknown>) {
  const res = await send(app, user, "POST", url, payload);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; deduction?: number }>();
}

/**
 * The summary as the server answers it at `instant`: only Date is faked, and only for the request, so
 * the period moves while sign-up, timers and the database keep the real time.
 */
async function summaryAt(instant: string, app: App, user: TestUser, period: string, zone?: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(instant) });
  try {
    return await summary(app, user, period, zone);
  } finally {
    vi.useRealTimers();
  }
}
afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/finance/summary", () => {
  test("a kept answer never outlives a change: each write to the books, by any path, is seen next", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const figures = async () => {
      const body = (await summary(app, user, "year")).json();
      return [body.totalRevenue, body.totalExpenses, body.businessMiles, body.categories.map((c: { name: string }) => c.name)];
    };
    const today = (await summary(app, user, "week")).json().to as string;
    expect(await figures()).toEqual([0, 0, 0, []]);
    const fuel = (await send(app, user, "GET", "/api/expense-categories")).json()[0];
    const expense = await create(app, user, "/api/expenses", {
      amount: 12.5,
      description: "Gas",
      categoryId: fuel.id,
      date: today,
    });
    expect(await figures()).toEqual([0, 12.5, 0, [fuel.name]]);
    await create(app, user, "/api/mileage", { miles: 10, purpose: "Visits", date: today });
    expect((await figures())[2]).toBe(10);
    await create(app, user, "/api/revenue", { amount: 300, date: today });
    expect((await figures())[0]).toBe(300);

    // Straight to the tables, as a job or a migration might: the triggers still move the version.
    const { expenses, expenseCategories, mileageEntries } = app.db._.fullSchema;
    await app.db.update(expenses).set({ amount: 20 }).where(eq(expenses.id, expense.id));
    expect((await figures())[1]).toBe(20);
    await app.db.update(expenseCategories).set({ name: "Gasoline" }).where(eq(expenseCategories.id, fuel.id));
    expect((await figures())[3]).toEqual(["Gasoline"]);
    await app.db.delete(mileageEntries).where(eq(mileageEntries.userId, user.id));
    expect((await figures())[2]).toBe(0);
    const removed = await send(app, user, "DELETE", `/api/expenses/${expense.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await figures()).toEqual([300, 0, 0, []]);
  });

  test("the period's days are the rep's: over a month end, Los Angeles is still in January, New York in February", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    const fuel = (await send(app, user, "GET", "/api/expense-categories")).json()[0];
    for (const [date, dollars, miles] of [
      ["2026-01-31", 10, 10],
      ["2026-02-01", 20, 20],
    ] as const) {
      await create(app, user, "/api/expenses", { amount: dollars, description: "Gas", categoryId: fuel.id, date });
      await create(app, user, "/api/revenue", { amount: dollars * 10, date });
      await create(app, user, "/api/mileage", { miles, purpose: "Visits", date });
    }

    // 21:30 on 31 January in Los Angeles, 00:30 on 1 February in New York.
    const monthEnd = "2026-02-01T05:30:00Z";
    const losAngeles = await summaryAt(monthEnd, app, user, "month");
    expect(losAngeles.statusCode, losAngeles.body).toBe(200);
    expect(losAngeles.json()).toEqual({
      period: "month",
      from: "2026-01-01",
      to: "2026-01-31",
      totalRevenue: 100,
      totalExpenses: 10,
      personalExpenses: 0,
      // 10 miles at 2026's $0.725
      mileageDeduction: 7.25,
      netProfit: 82.75,
      miles: 10,
      businessMiles: 10,
      categories: [{ categoryId: fuel.id, name: "Fuel", color: fuel.color, total: 10, percent: 100 }],
    });
    const newYork = (await summaryAt(monthEnd, app, user, "month", "America/New_York")).json();
    expect(newYork).toMatchObject({
      from: "2026-02-01",
      to: "2026-02-28",
      totalRevenue: 200,
      mileageDeduction: 14.5,
      netProfit: 165.5,
    });
    // The week is the last 7 days, today included, across the month end.
    expect((await summaryAt(monthEnd, app, user, "week")).json()).toMatchObject({
      from: "2026-01-25",
      to: "2026-01-31",
      totalRevenue: 100,
    });
    expect((await summaryAt(monthEnd, app, user, "week", "America/New_York")).json()).toMatchObject({
      from: "2026-01-26",
      to: "2026-02-01",
      totalRevenue: 300,
      totalExpenses: 30,
      miles: 30,
    });
    expect((await summaryAt(monthEnd, app, user, "year")).json()).toMatchObject({
      from: "2026-01-01",
      to: "2026-12-31",
      netProfit: 248.25,
    });
  });

  test("equals core's financeSummary over the raw rows: the deduction is rounded once, not per trip", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    const [fuel, meals, transport] = (await send(app, user, "GET", "/api/expense-categories")).json();
    const gifts = await create(app, user, "/api/expense-categories", { name: "Client Gifts", color: "#2a9d8f" });
    const expenses: [string, number | null, boolean, string][] = [
      ["60.00", fuel.id, false, "2026-11-01"],
      ["15.25", meals.id, false, "2026-11-02"],
      ["5.10", meals.id, false, "2026-11-20"],
      ["10.00", transport.id, false, "2026-11-30"],
      ["33.33", null, false, "2026-11-15"],
      ["99999999.99", null, true, "2026-11-16"],
      ["42.00", fuel.id, true, "2026-11-17"],
      ["12.00", gifts.id, false, "2026-11-18"],
      // Outside the month.
      ["1000.00", fuel.id, false, "2026-10-31"],
      ["1000.00", null, false, "2026-12-01"],
    ];
    for (const [amount, categoryId, isPersonal, date] of expenses)
      await create(app, user, "/api/expenses", { amount, description: "Spend", categoryId, isPersonal, date });
    // The category goes; its expense stays, in Uncategorized.
    expect((await send(app, user, "DELETE", `/api/expense-categories/${gifts.id}`)).statusCode).toBe(204);
    const trips: [string, string | null, boolean, string][] = [
      ["0.1", null, false, "2026-11-03"],
      ["0.1", null, false, "2026-11-04"],
      ["0.1", null, false, "2026-11-05"],
      ["12.34", "0.655", false, "2026-11-06"],
      ["7.77", "0.001", false, "2026-11-07"],
      ["100", null, true, "2026-11-08"],
      ["5", "0", false, "2026-11-09"],
      ["999999.99", "999.999", false, "2026-11-10"],
      ["50", null, false, "2026-10-30"],
    ];
    const created = [];
    for (const [miles, rate, isPersonal, date] of trips)
      created.push(await create(app, user, "/api/mileage", { miles, purpose: "Trip", rate, isPersonal, date }));
    for (const [amount, date] of [
      ["3000", "2026-11-11"],
      ["0.01", "2026-11-12"],
      ["2500.50", "2026-11-30"],
      ["7", "2026-12-01"],
    ])
      await create(app, user, "/api/revenue", { amount, date });
    // Another rep's rows count for nobody else.
    await create(app, other, "/api/expenses", { amount: "77", description: "Theirs", date: "2026-11-20" });
    await create(app, other, "/api/mileage", { miles: "77", purpose: "Theirs", date: "2026-11-20" });

    const now = "2026-11-20T20:00:00Z";
    const res = await summaryAt(now, app, user, "month");
    expect(res.statusCode, res.body).toBe(200);
    const range = financePeriodRange("month", new Date(now), "America/Los_Angeles");
    const records = await rawRecords(app, user);
    const categories = (await send(app, user, "GET", "/api/expense-categories")).json();
    expect(res.json()).toEqual(summaryAnswer(financeSummary(records, range), categories, "month", range));

    // Three 0.1-mile trips at $0.725 are 21.75 cents: 22 once rounded, 21 if each trip were rounded first.
    const shortTrips = created.slice(0, 3).map((t) => t.deduction);
    expect(shortTrips).toEqual([0.07, 0.07, 0.07]);
    // In thousandths of a cent: 3 × 10 × 725 + 1234 × 655 + 777 × 1 + 99,999,999 × 999,999 (rate 0 and
    // the personal trip deduct nothing) = 99,999,899,830,798, which is 99,999,899,831 cents.
    expect(res.json()).toMatchObject({ mileageDeduction: 999_998_998.31, miles: 1_000_125.4, businessMiles: 1_000_020.4 });
    expect(res.json()).toMatchObject({
      totalRevenue: 5500.51,
      personalExpenses: 100000041.99,
      categories: [
        { categoryId: fuel.id, name: "Fuel", total: 60 },
        { categoryId: null, name: "Uncategorized", color: "#6B7280", total: 45.33 },
        { categoryId: meals.id, name: "Meals", total: 20.35 },
        { categoryId: transport.id, name: "Transportation", total: 10 },
      ],
    });
  });

  test("a rep with nothing logged gets zeros; a period other than week, month or year is 400", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    expect((await summary(app, user, "year")).json()).toMatchObject({
      totalRevenue: 0,
      totalExpenses: 0,
      personalExpenses: 0,
      mileageDeduction: 0,
      netProfit: 0,
      miles: 0,
      categories: [],
    });
    for (const query of ["period=day", "period="]) {
      const res = await send(app, user, "GET", `/api/finance/summary?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual({ period: ["Period must be week, month or year"] });
    }
    const neither = await send(app, user, "GET", "/api/finance/summary");
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toEqual({
      period: ["Ask for a period (week, month or year), or for a range with from and to"],
    });
  });

  test("a range asked for by its ends counts the entries of those days, both ends included", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const [date, dollars] of [
      ["2026-03-01", 1],
      ["2026-03-02", 20],
      ["2026-03-08", 300],
      ["2026-03-09", 4000],
    ] as const) {
      await create(app, user, "/api/revenue", { amount: dollars, date });
      await create(app, user, "/api/expenses", { amount: dollars / 10, description: "Gas", date });
    }
    const week = await send(app, user, "GET", "/api/finance/summary?from=2026-03-02&to=2026-03-08");
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json()).toMatchObject({
      period: null,
      from: "2026-03-02",
      to: "2026-03-08",
      totalRevenue: 320,
      totalExpenses: 32,
      netProfit: 288,
    });
    // The dashboard's All Time.
    const all = await send(app, user, "GET", "/api/finance/summary?from=1900-01-01&to=2999-12-31");
    expect(all.json()).toMatchObject({ totalRevenue: 4321, totalExpenses: 432.1 });

    const backwards = await send(app, user, "GET", "/api/finance/summary?from=2026-03-09&to=2026-03-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: ["The start date must not be after the end date"] });
    const notADay = await send(app, user, "GET", "/api/finance/summary?from=2025-02-30&to=2025-03-01");
    expect(notADay.json().errors).toEqual({ from: ["Date is not a real calendar day"] });
  });
});

/** The rep's ledger row by row, in whole units read from the exact columns. */
async function rawRecords(app: App, user: TestUser): Promise<FinanceRecords> {
  const { expenses, mileageEntries, revenueEntries } = app.db._.fullSchema;
  const [e, m, r] = await Promise.all([
    app.db
      .select({
        amountCents: sql<number>`(${expenses.amount} * 100)::float8`,
        categoryId: expenses.categoryId,
        isPersonal: expenses.isPersonal,
        date: expenses.date,
      })
      .from(expenses)
      .where(eq(expenses.userId, user.id)),
    app.db
      .select({
        milesHundredths: sql<number>`(${mileageEntries.miles} * 100)::float8`,
        rateMilli: sql<number>`(${mileageEntries.rate} * 1000)::float8`,
        isPersonal: mileageEntries.isPersonal,
        date: mileageEntries.date,
      })
      .from(mileageEntries)
      .where(eq(mileageEntries.userId, user.id)),
    app.db
      .select({ amountCents: sql<number>`(${revenueEntries.amount} * 100)::float8`, date: revenueEntries.date })
      .from(revenueEntries)
      .where(eq(revenueEntries.userId, user.id)),
  ]);
  return { expenses: e, mileage: m, revenue: r };
}
