import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import * as schema from "./schema/index";
import { freshDatabase } from "./testing/database";

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await freshDatabase();
});
afterEach(() => handle.close());

describe("schema rules", () => {
  it("deleting an expense category or client folder sets references to null; deleting a user cascades", async () => {
    const { db } = handle;
    const [user] = await db.insert(schema.users).values({ email: "owner@example.com" }).returning();
    if (!user) throw new Error("no user");
    const [category] = await db.insert(schema.expenseCategories).values({ userId: user.id, name: "Fuel" }).returning();
    const [folder] = await db.insert(schema.clientFolders).values({ userId: user.id, name: "Hot" }).returning();
    await db
      .insert(schema.expenses)
      .values({ userId: user.id, categoryId: category?.id, amount: 60, description: "Gas", date: "2026-11-01" });
    await db.insert(schema.clients).values({ userId: user.id, folderId: folder?.id, firstName: "Sam", lastName: "Ortiz" });

    await db.delete(schema.expenseCategories);
    await db.delete(schema.clientFolders);
    const [expense] = await db.select().from(schema.expenses);
    const [client] = await db.select().from(schema.clients);
    expect(expense?.categoryId).toBeNull();
    expect(expense?.amount).toBe(60);
    expect(client?.folderId).toBeNull();
    expect(client?.status).toBe("lead");

    await db.delete(schema.users);
    expect(await db.$count(schema.expenses)).toBe(0);
    expect(await db.$count(schema.clients)).toBe(0);
  });

  it("keeps the stated decimal precisions and defaults", async () => {
    const { db } = handle;
    const [user] = await db.insert(schema.users).values({ email: "p@example.com" }).returning();
    if (!user) throw new Error("no user");
    expect(user).toMatchObject({ authProvider: "email", isOnboarded: false, isEmailVerified: false, selectedKpis: [] });
    const [trip] = await db
      .insert(schema.mileageEntries)
      .values({ userId: user.id, miles: 12.345, purpose: "Route", date: "2026-11-02", rate: 0.725 })
      .returning();
    expect(trip?.miles).toBe(12.35);
    // numeric(6,3), not the spec's (4,2): the IRS rate of 2026 is kept exactly (decision 056).
    expect(trip?.rate).toBe(0.725);
    expect(trip).toMatchObject({ isPersonal: false, gapBridged: false });
    await expect(
      db
        .insert(schema.mileageEntries)
        .values({ userId: user.id, miles: 1_000_000, purpose: "Too far", date: "2026-11-02", rate: 0.725 }),
    ).rejects.toThrow();
  });

  it("treats e-mails that differ only in case as the same", async () => {
    await handle.db.insert(schema.users).values({ email: "Case@Example.com" });
    await expect(handle.db.insert(schema.users).values({ email: "case@example.COM" })).rejects.toThrow();
  });
});
