import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { createUser, type TestUser } from "../../test/factories";
import { ownedLedger, send } from "../../test/finance-rows";
import { insertLead } from "../../test/inserted-leads";

const URL = "/api/revenue";
const entry = { amount: 3000, description: "Commission", clientId: null, date: "2026-11-20" };
const post = (app: App, user: TestUser, payload: unknown, headers?: Record<string, string>) =>
  send(app, user, "POST", URL, payload, headers);
const NOT_YOURS = "Client must be one of your leads";

describe("POST /api/revenue", () => {
  test("{amount, description, clientId or null, date}: 201, with the lead's name", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user, { firstName: "Dana", lastName: "Reyes" });
    const res = await post(app, user, { ...entry, amount: "1250.75", clientId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      amount: 1250.75,
      description: "Commission",
      clientId,
      clientName: "Dana Reyes",
      date: "2026-11-20",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const bare = await post(app, user, { amount: 5, date: "2026-11-21" });
    expect(bare.json()).toMatchObject({ amount: 5, description: null, clientId: null, clientName: null });
    expect((await send(app, user, "GET", URL)).json()).toEqual([bare.json(), res.json()]);
  });

  test("a lead with no last name is named by its first", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user, { firstName: "Cher", lastName: "" });
    expect((await post(app, user, { ...entry, clientId })).json().clientName).toBe("Cher");
  });

  test.for([
    [{ amount: "abc" }, "amount", "Amount must be a number"],
    [{ amount: "100000000.00" }, "amount", "Amount must be at most 99,999,999.99"],
    [{ amount: -5 }, "amount", "Amount must be at least 0"],
    [{ amount: null }, "amount", "Amount is required"],
    [{ date: "2025-02-30" }, "date", "Date is not a real calendar day"],
    [{ clientId: 0 }, "clientId", NOT_YOURS],
  ] as const)("%j is 400 on its field and writes nothing", async ([change, field, message], { app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await post(app, user, { ...entry, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await ownedLedger(app, user)).revenue).toEqual([]);
  });

  test("another rep's lead, or none, is 400 'Client must be one of your leads' and writes nothing", async ({ app }) => {
    const [user, other] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "solar" })];
    const theirs = await insertLead(app, other, { firstName: "Secret", lastName: "Lead" });
    for (const clientId of [theirs, 999_999]) {
      const res = await post(app, user, { ...entry, clientId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: NOT_YOURS, errors: { clientId: [NOT_YOURS] } });
      expect(res.body).not.toContain("Secret");
    }
    expect((await ownedLedger(app, user)).revenue).toEqual([]);
  });

  test("a retry with the same Idempotency-Key gets the first answer and adds nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const headers = { "idempotency-key": "revenue-1" };
    const first = await post(app, user, entry, headers);
    const retry = await post(app, user, entry, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect((await ownedLedger(app, user)).revenue).toHaveLength(1);
  });
});

describe("PATCH and DELETE /api/revenue/:id", () => {
  test("PATCH changes what was sent; a lead is set or cleared", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user, { firstName: "Dana", lastName: "Reyes" });
    const created = (await post(app, user, entry)).json();
    const linked = await send(app, user, "PATCH", `${URL}/${created.id}`, { clientId, amount: "2999.99" });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({
      ...created,
      clientId,
      clientName: "Dana Reyes",
      amount: 2999.99,
      updatedAt: expect.any(String),
    });
    const cleared = await send(app, user, "PATCH", `${URL}/${created.id}`, { clientId: null, description: "" });
    expect(cleared.json()).toMatchObject({ clientId: null, clientName: null, description: null, amount: 2999.99 });
  });

  test("PATCH with another rep's lead is 400 and changes nothing; another rep's entry is 404", async ({ app }) => {
    const [owner, intruder] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "solar" })];
    const created = (await post(app, owner, entry)).json();
    const theirs = await insertLead(app, intruder);
    const refused = await send(app, owner, "PATCH", `${URL}/${created.id}`, { clientId: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ clientId: [NOT_YOURS] });
    for (const id of [created.id, 999_999]) {
      const res = await send(app, intruder, "PATCH", `${URL}/${id}`, { amount: "1" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Revenue entry not found" });
      expect((await send(app, intruder, "DELETE", `${URL}/${id}`)).statusCode).toBe(404);
    }
    expect((await send(app, owner, "GET", URL)).json()).toEqual([created]);
  });

  test("deleting the lead keeps the entry, with no lead", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user);
    const created = (await post(app, user, { ...entry, clientId })).json();
    expect((await send(app, user, "DELETE", `/api/clients/${clientId}`)).statusCode).toBe(204);
    expect((await send(app, user, "GET", URL)).json()).toEqual([{ ...created, clientId: null, clientName: null }]);
  });

  test("DELETE is 204 and removes the entry", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const created = (await post(app, user, entry)).json();
    const res = await send(app, user, "DELETE", `${URL}/${created.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await ownedLedger(app, user)).revenue).toEqual([]);
    expect((await send(app, user, "DELETE", `${URL}/${created.id}`)).statusCode).toBe(404);
  });
});
