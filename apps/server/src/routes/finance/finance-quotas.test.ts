import { QUOTAS, type QuotaName, UNCONFIRMED_QUOTAS } from "@measured/core";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { createUser } from "../../test/factories";
import { type LedgerTable, ownedLedger, send, storeRows } from "../../test/finance-rows";

type LedgerQuota = "expenses" | "revenueEntries" | "mileageEntries";

const LEDGERS: [LedgerQuota, string, LedgerTable, "expenses" | "revenue" | "mileage", Record<string, unknown>][] = [
  ["expenses", "/api/expenses", "expenses", "expenses", { amount: "5", description: "Coffee", date: "2026-11-20" }],
  ["revenueEntries", "/api/revenue", "revenue_entries", "revenue", { amount: "500", date: "2026-11-20" }],
  ["mileageEntries", "/api/mileage", "mileage_entries", "mileage", { miles: "3.2", purpose: "Visit", date: "2026-11-20" }],
];

const max = (name: QuotaName) => QUOTAS[name].max.toLocaleString("en-US");

describe.for(LEDGERS)("quota %s", ([quota, url, table, owned, payload]) => {
  test(`at most ${max(quota)}: parallel creates take exactly the room left, the rest are 409`, async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const room = 3;
    await storeRows(app, user, table, QUOTAS[quota].max - room);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(app, user, "POST", url, payload, { "idempotency-key": `quota-${i}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toEqual({ message: QUOTAS[quota].message });
    expect((await ownedLedger(app, user))[owned]).toHaveLength(QUOTAS[quota].max);
  });

  test("before the address is confirmed, the smaller quota holds", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar", confirm: false });
    const smaller = UNCONFIRMED_QUOTAS[quota];
    await storeRows(app, user, table, smaller.max);
    const refused = await send(app, user, "POST", url, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: smaller.message });
    expect((await ownedLedger(app, user))[owned]).toHaveLength(smaller.max);
  });
});
