import { receiptPath } from "@measured/core";
import { testDatabaseUrl } from "@measured/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { App } from "../app";
import { bearer, createUser, type TestUser } from "../test/factories";
import { ownedLedger } from "../test/finance-rows";
import { photo } from "../test/receipt-photos";
import { type TwoAppServers, twoAppServers } from "../test/two-app-servers";

let servers: TwoAppServers;
let rep: TestUser;

const app = (n: number) => servers.apps[n % 2] as App;

async function newExpense(): Promise<number> {
  const res = await app(0).inject({
    method: "POST",
    url: "/api/expenses",
    headers: bearer(rep),
    payload: { amount: "12.50", description: "Parking", date: "2026-11-20" },
  });
  return res.json<{ id: number }>().id;
}

const putPhoto = (n: number, id: number, body: Buffer) =>
  app(n).inject({
    method: "PUT",
    url: receiptPath(id),
    headers: { ...bearer(rep), "content-type": "image/jpeg" },
    payload: body,
  });

/**
 * Issue 23: a receipt's writes (two photos at once, a photo and removing it, a photo and deleting or editing its
 * expense) on one expense, across two app servers on one PostgreSQL database. Never a 5xx, and never an expense
 * that points at a photo that is not there, or a photo whose expense does not point at it.
 */
// Skipped on PGlite: it runs one transaction at a time, so no two writes can race or deadlock there.
describe.skipIf(!testDatabaseUrl)("racing receipt writes on one expense (PostgreSQL only)", () => {
  beforeAll(async () => {
    servers = await twoAppServers();
    rep = await createUser(servers.apps[0], { onboard: "solar" });
  }, 60_000);
  afterAll(() => servers?.close());

  test("photo × photo, photo × remove, photo × delete expense, photo × edit: no 5xx, the expense and its photo agree", async () => {
    const [small, wide] = await Promise.all([photo("jpeg", 40, 20), photo("jpeg", 80, 20)]);
    const failures: string[] = [];
    let photosStored = 0;
    for (let round = 0; round < 4; round++) {
      for (const other of ["photo", "remove", "delete", "edit"] as const) {
        const id = await newExpense();
        if (other === "remove") await putPhoto(0, id, small);
        const second =
          other === "photo"
            ? putPhoto(round + 1, id, wide)
            : other === "remove"
              ? app(round + 1).inject({ method: "DELETE", url: receiptPath(id), headers: bearer(rep) })
              : other === "delete"
                ? app(round + 1).inject({ method: "DELETE", url: `/api/expenses/${id}`, headers: bearer(rep) })
                : app(round + 1).inject({
                    method: "PATCH",
                    url: `/api/expenses/${id}`,
                    headers: bearer(rep),
                    payload: { amount: "13.00" },
                  });
        const answers = await Promise.all([putPhoto(round, id, small), second]);
        if (answers[0].statusCode === 200) photosStored += 1;
        for (const res of answers)
          if (res.statusCode >= 500) failures.push(`${other} round ${round}: ${res.statusCode} ${res.body}`);

        const ledger = await ownedLedger(servers.apps[0], rep);
        const expense = ledger.expenses.find((e) => e.id === id);
        const photos = ledger.receipts.filter((r) => r.expenseId === id);
        if (!expense && photos.length > 0) failures.push(`${other} round ${round}: a photo outlived its expense`);
        if (expense && (expense.receiptUrl !== null) !== (photos.length === 1))
          failures.push(`${other} round ${round}: receiptUrl ${expense.receiptUrl} with ${photos.length} photos`);
      }
    }
    expect(failures).toEqual([]);
    // The races stored photos (not only refusals): at least every photo × photo and photo × edit round.
    expect(photosStored).toBeGreaterThanOrEqual(8);
  }, 120_000);
});
