import { DEFAULT_EXPENSE_CATEGORIES, QUOTAS } from "@measured/core";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { createUser, type TestUser } from "../../test/factories";
import { ownedLedger, send, storeRows } from "../../test/finance-rows";

const URL = "/api/expense-categories";
const list = (app: App, user: TestUser) => send(app, user, "GET", URL);
const DEFAULTS = DEFAULT_EXPENSE_CATEGORIES.map(({ name, color, scheduleCLine }) => ({
  id: expect.any(Number),
  name,
  color,
  isActive: true,
  scheduleCLine,
}));

describe("GET /api/expense-categories", () => {
  test("a rep's first read gives core's defaults, in the picker's order, and later reads the same rows", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const first = await list(app, user);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(DEFAULTS);
    expect((await list(app, user)).json()).toEqual(first.json());
    expect((await ownedLedger(app, user)).categories).toHaveLength(DEFAULT_EXPENSE_CATEGORIES.length);
  });

  test("8 parallel first reads add the defaults once: every answer is the same 13 rows, none is a 5xx", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const answers = await Promise.all(Array.from({ length: 8 }, () => list(app, user)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());
    expect(answers[0]?.json()).toEqual(DEFAULTS);
    expect((await ownedLedger(app, user)).categories).toHaveLength(DEFAULT_EXPENSE_CATEGORIES.length);
  });

  test("each rep gets their own defaults", async ({ app }) => {
    const [a, b] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "alarm" })];
    const [listA, listB] = [(await list(app, a)).json(), (await list(app, b)).json()];
    expect(listA.map((c: { name: string }) => c.name)).toEqual(listB.map((c: { name: string }) => c.name));
    const ids = new Set(listA.map((c: { id: number }) => c.id));
    expect(listB.some((c: { id: number }) => ids.has(c.id))).toBe(false);
  });
});

describe("POST /api/expense-categories", () => {
  test("201 with the colour #4A6FA5 and active unless told; a colour is kept in capitals", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await list(app, user);
    const plain = await send(app, user, "POST", URL, { name: "Client Gifts" });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toEqual({
      id: expect.any(Number),
      name: "Client Gifts",
      color: "#4A6FA5",
      isActive: true,
      scheduleCLine: null,
    });
    const told = await send(app, user, "POST", URL, { name: "Samples", color: "#2a9d8f", isActive: false });
    expect(told.json()).toMatchObject({ name: "Samples", color: "#2A9D8F", isActive: false });
    expect((await list(app, user)).json().slice(-2)).toEqual([plain.json(), told.json()]);
  });

  test("a rep's first category comes after the defaults, as if the picker had been opened first", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await send(app, user, "POST", URL, { name: "Client Gifts" });
    expect(res.statusCode, res.body).toBe(201);
    const names = (await list(app, user)).json().map((c: { name: string }) => c.name);
    expect(names).toEqual([...DEFAULT_EXPENSE_CATEGORIES.map((c) => c.name), "Client Gifts"]);
  });

  test("a name the rep has, in any case, is 409 on the name field and adds nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await list(app, user);
    for (const name of ["Fuel", "fuel", "  FUEL "]) {
      const res = await send(app, user, "POST", URL, { name });
      expect(res.statusCode, res.body).toBe(409);
      const message = `You already have a category named ${name.trim()}`;
      expect(res.json()).toEqual({ message, errors: { name: [message] } });
    }
    expect((await ownedLedger(app, user)).categories).toHaveLength(DEFAULT_EXPENSE_CATEGORIES.length);
  });

  test("another rep's name is no clash", async ({ app }) => {
    const [a, b] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "solar" })];
    expect((await send(app, a, "POST", URL, { name: "Samples" })).statusCode).toBe(201);
    expect((await send(app, b, "POST", URL, { name: "Samples" })).statusCode).toBe(201);
  });

  test.for([
    [{}, "name", "Name is required"],
    [{ name: "  " }, "name", "Name is required"],
    [{ name: "x".repeat(61) }, "name", "Name must be at most 60 characters"],
    [{ name: "Gifts", color: "red" }, "color", "Color must look like #4A6FA5"],
    [{ name: "Gifts", isActive: "yes" }, "isActive", "Active must be true or false"],
  ] as const)("%j is 400 on %s and writes nothing", async ([payload, field, message], { app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await send(app, user, "POST", URL, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await ownedLedger(app, user)).categories).toEqual([]);
  });

  test(`at most ${QUOTAS.expenseCategories.max} categories: the next is 409 with the quota's message`, async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeRows(app, user, "expense_categories", QUOTAS.expenseCategories.max - 1);
    expect((await send(app, user, "POST", URL, { name: "Last One" })).statusCode).toBe(201);
    const refused = await send(app, user, "POST", URL, { name: "One Too Many" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: QUOTAS.expenseCategories.message });
    expect((await ownedLedger(app, user)).categories).toHaveLength(QUOTAS.expenseCategories.max);
  });
});

describe("PATCH /api/expense-categories/:id", () => {
  test("renames, recolours, deactivates and activates in place, keeping the Schedule C line", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const fuel = (await list(app, user)).json()[0];
    const renamed = await send(app, user, "PATCH", `${URL}/${fuel.id}`, { name: "Gas", color: "#000000" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...fuel, name: "Gas", color: "#000000" });
    expect((await send(app, user, "PATCH", `${URL}/${fuel.id}`, { isActive: false })).json().isActive).toBe(false);
    expect((await send(app, user, "PATCH", `${URL}/${fuel.id}`, { isActive: true })).json().isActive).toBe(true);
    // Its own name in another case is no clash with itself.
    expect((await send(app, user, "PATCH", `${URL}/${fuel.id}`, { name: "GAS" })).json().name).toBe("GAS");
  });

  test("a name another of the rep's categories has is 409, and nothing changes", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const [fuel] = (await list(app, user)).json();
    const res = await send(app, user, "PATCH", `${URL}/${fuel.id}`, { name: "meals", color: "#000000" });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe("You already have a category named meals");
    expect((await list(app, user)).json()[0]).toEqual(fuel);
  });

  test("another rep's category, or none, is 404 and unchanged; an empty body is 400", async ({ app }) => {
    const [owner, intruder] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "solar" })];
    const [fuel] = (await list(app, owner)).json();
    for (const id of [fuel.id, 999_999, 2_147_483_648]) {
      const res = await send(app, intruder, "PATCH", `${URL}/${id}`, { name: "Mine" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Category not found" });
    }
    expect((await list(app, owner)).json()[0]).toEqual(fuel);
    expect((await send(app, owner, "PATCH", `${URL}/${fuel.id}`, {})).statusCode).toBe(400);
  });
});

describe("DELETE /api/expense-categories/:id", () => {
  test("204; its expenses stay, with no category", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const [fuel] = (await list(app, user)).json();
    const expense = await send(app, user, "POST", "/api/expenses", {
      amount: "60",
      description: "Gas",
      categoryId: fuel.id,
      date: "2026-11-20",
    });
    expect(expense.json()).toMatchObject({ categoryId: fuel.id, categoryName: "Fuel", categoryColor: fuel.color });
    const res = await send(app, user, "DELETE", `${URL}/${fuel.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe("");
    const [listed] = (await send(app, user, "GET", "/api/expenses")).json();
    expect(listed).toEqual({ ...expense.json(), categoryId: null, categoryName: null, categoryColor: null });
    const stored = await ownedLedger(app, user);
    expect(stored.categories.map((c) => c.id)).not.toContain(fuel.id);
    expect(stored.expenses).toHaveLength(1);
    expect((await send(app, user, "DELETE", `${URL}/${fuel.id}`)).statusCode).toBe(404);
  });

  test("another rep's category is 404 and stays", async ({ app }) => {
    const [owner, intruder] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "solar" })];
    const [fuel] = (await list(app, owner)).json();
    const res = await send(app, intruder, "DELETE", `${URL}/${fuel.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Category not found" });
    expect((await list(app, owner)).json()[0]).toEqual(fuel);
  });
});
