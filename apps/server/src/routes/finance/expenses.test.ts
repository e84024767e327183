import { sql } from "@measured/db";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { createUser, type TestUser } from "../../test/factories";
import { ownedLedger, send } from "../../test/finance-rows";

const URL = "/api/expenses";
const quick = {
  amount: "12.5",
  description: "Gas",
  categoryId: null,
  date: "2026-11-20",
  isPersonal: false,
  notes: "Business expense",
};
const post = (app: App, user: TestUser, payload: unknown, headers?: Record<string, string>) =>
  send(app, user, "POST", URL, payload, headers);
const firstCategory = async (app: App, user: TestUser) =>
  (await send(app, user, "GET", "/api/expense-categories")).json()[0] as { id: number; name: string; color: string };

describe("POST /api/expenses", () => {
  test("the quick expense's payload: 201 with the amount as a number and notes as sent", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await post(app, user, quick);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      amount: 12.5,
      description: "Gas",
      categoryId: null,
      categoryName: null,
      categoryColor: null,
      date: "2026-11-20",
      isPersonal: false,
      notes: "Business expense",
      receiptUrl: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await send(app, user, "GET", URL)).json()).toEqual([res.json()]);
    const [stored] = (await ownedLedger(app, user)).expenses;
    expect(stored).toMatchObject({ amount: 12.5, description: "Gas", notes: "Business expense", isPersonal: false });
  });

  test("with one of the rep's categories, its name and colour come with it; no notes sent is none", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const fuel = await firstCategory(app, user);
    const res = await post(app, user, {
      amount: 60,
      description: "Gas",
      categoryId: fuel.id,
      date: "2026-11-20",
      isPersonal: true,
    });
    expect(res.json()).toMatchObject({
      amount: 60,
      categoryId: fuel.id,
      categoryName: "Fuel",
      categoryColor: fuel.color,
      isPersonal: true,
      notes: null,
    });
  });

  test("amounts are stored exactly, up to 99,999,999.99", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const [amount, expected] of [
      ["0.10", 0.1],
      [0.3, 0.3],
      ["99999999.99", 99999999.99],
      ["007.50", 7.5],
    ] as const) {
      const res = await post(app, user, { ...quick, amount });
      expect(res.json().amount, String(amount)).toBe(expected);
    }
    const { expenses } = app.db._.fullSchema;
    const texts = await app.db
      .select({ amount: sql<string>`${expenses.amount}::text` })
      .from(expenses)
      .orderBy(expenses.id);
    expect(texts.map((r) => r.amount)).toEqual(["0.10", "0.30", "99999999.99", "7.50"]);
  });

  test.for([
    [{ amount: "abc" }, "amount", "Amount must be a number"],
    [{ amount: "100000000.00" }, "amount", "Amount must be at most 99,999,999.99"],
    [{ amount: "12.345" }, "amount", "Amount can have at most 2 decimal places"],
    [{ amount: 0 }, "amount", "Amount must be greater than 0"],
    [{ description: "" }, "description", "Description is required"],
    [{ date: "2025-02-30" }, "date", "Date is not a real calendar day"],
    [{ date: "" }, "date", "Date is required"],
    [{ categoryId: "3" }, "categoryId", "Category must be one of your categories"],
  ] as const)("%j is 400 on its field and writes nothing", async ([change, field, message], { app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await post(app, user, { ...quick, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await ownedLedger(app, user)).expenses).toEqual([]);
  });

  test("another rep's category, or one that does not exist, is 400 on categoryId and writes nothing", async ({ app }) => {
    const [owner, other] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "solar" })];
    const theirs = await firstCategory(app, other);
    for (const categoryId of [theirs.id, 999_999]) {
      const res = await post(app, owner, { ...quick, categoryId });
      expect(res.statusCode, res.body).toBe(400);
      const message = "Category must be one of your categories";
      expect(res.json()).toEqual({ message, errors: { categoryId: [message] } });
    }
    expect((await ownedLedger(app, owner)).expenses).toEqual([]);
    expect((await ownedLedger(app, other)).expenses).toEqual([]);
  });

  test("a retry with the same Idempotency-Key gets the first answer and adds nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const headers = { "idempotency-key": "expense-1" };
    const first = await post(app, user, quick, headers);
    const retry = await post(app, user, quick, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect((await ownedLedger(app, user)).expenses).toHaveLength(1);
    // The same key with another body is refused, not saved.
    expect((await post(app, user, { ...quick, amount: "13" }, headers)).statusCode).toBe(422);
  });
});

describe("PATCH /api/expenses/:id", () => {
  test("changes only what was sent", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const fuel = await firstCategory(app, user);
    const created = (await post(app, user, quick)).json();
    const res = await send(app, user, "PATCH", `${URL}/${created.id}`, { amount: "20.05", categoryId: fuel.id, notes: "" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...created,
      amount: 20.05,
      categoryId: fuel.id,
      categoryName: "Fuel",
      categoryColor: fuel.color,
      notes: null,
      updatedAt: expect.any(String),
    });
    const cleared = await send(app, user, "PATCH", `${URL}/${created.id}`, { categoryId: null, isPersonal: true });
    expect(cleared.json()).toMatchObject({ amount: 20.05, categoryId: null, categoryName: null, isPersonal: true });
  });

  test("bad input is 400 on its field and changes nothing", async ({ app }) => {
    const [user, other] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "solar" })];
    const created = (await post(app, user, quick)).json();
    const before = await ownedLedger(app, user);
    const theirs = await firstCategory(app, other);
    for (const [payload, field] of [
      [{ amount: "abc" }, "amount"],
      [{ amount: "100000000.00" }, "amount"],
      [{ date: "2025-02-30" }, "date"],
      [{ categoryId: theirs.id }, "categoryId"],
      [{ description: null }, "description"],
    ] as const) {
      const res = await send(app, user, "PATCH", `${URL}/${created.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toEqual([field]);
    }
    expect(await ownedLedger(app, user)).toEqual(before);
  });

  test("another rep's expense, or none, is 404 and unchanged", async ({ app }) => {
    const [owner, intruder] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "solar" })];
    const created = (await post(app, owner, quick)).json();
    for (const id of [created.id, 999_999]) {
      const res = await send(app, intruder, "PATCH", `${URL}/${id}`, { amount: "1" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Expense not found" });
    }
    expect((await send(app, owner, "GET", URL)).json()).toEqual([created]);
  });

  test("an older row that breaks the amount check (added NOT VALID) is 400 on amount until the amount is fixed", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    // A $0 expense from before migration 0022, which kept such rows as they were.
    await app.db.execute(sql`alter table expenses drop constraint expenses_amount_positive`);
    await app.db.execute(
      sql`insert into expenses (user_id, amount, description, date) values (${user.id}, 0, 'Old', '2024-05-01')`,
    );
    await app.db.execute(sql`alter table expenses add constraint expenses_amount_positive check (amount > 0) not valid`);
    const [old] = (await ownedLedger(app, user)).expenses;
    const res = await send(app, user, "PATCH", `${URL}/${old?.id}`, { description: "Old, renamed" });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: "Amount must be greater than 0",
      errors: { amount: ["Amount must be greater than 0"] },
    });
    const fixed = await send(app, user, "PATCH", `${URL}/${old?.id}`, { description: "Old, renamed", amount: "4" });
    expect(fixed.json()).toMatchObject({ amount: 4, description: "Old, renamed" });
  });
});

describe("DELETE /api/expenses/:id", () => {
  test("204, its receipt with it; another rep's is 404", async ({ app }) => {
    const [owner, intruder] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "solar" })];
    const created = (await post(app, owner, quick)).json();
    const kept = (await post(app, owner, { ...quick, description: "Lunch" })).json();
    const { receipts } = app.db._.fullSchema;
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    await app.db
      .insert(receipts)
      .values({ userId: owner.id, expenseId: created.id, contentType: "image/jpeg", byteSize: 3, bytes });
    const refused = await send(app, intruder, "DELETE", `${URL}/${created.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: "Expense not found" });
    expect((await ownedLedger(app, owner)).receipts).toHaveLength(1);

    const res = await send(app, owner, "DELETE", `${URL}/${created.id}`);
    expect(res.statusCode, res.body).toBe(204);
    const stored = await ownedLedger(app, owner);
    expect(stored.expenses.map((e) => e.id)).toEqual([kept.id]);
    expect(stored.receipts).toEqual([]);
    expect((await send(app, owner, "DELETE", `${URL}/${created.id}`)).statusCode).toBe(404);
  });
});
