import { eq } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";
import { reconcileAllNameKeys } from "./metric-name-keys";

describe("reconcileAllNameKeys (server start, after migration 0008)", () => {
  test("re-keys names SQL's lower() could not fold and merges the metrics that turn out to be one", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    const { kpiDefinitions, kpiEntries } = app.db._.fullSchema;
    // What migration 0008 leaves in a C-locale database: lower() folded only the ASCII letters.
    const [upper, lower, spaced] = await app.db
      .insert(kpiDefinitions)
      .values([
        { userId: user.id, name: "ΠΩΛΗΣΕΙΣ", nameKey: "ΠΩΛΗΣΕΙΣ" },
        { userId: user.id, name: "Πωλησεις", nameKey: "Πωλησεις" },
        { userId: other.id, name: "Door\u00a0Hangers", nameKey: "door\u00a0hangers" },
      ])
      .returning();
    if (!upper || !lower || !spaced) throw new Error("setup failed");
    await app.db.insert(kpiEntries).values([
      { userId: user.id, kpiDefinitionId: upper.id, value: 3, date: "2026-11-01" },
      { userId: user.id, kpiDefinitionId: lower.id, value: 4, date: "2026-11-01" },
    ]);
    expect(await reconcileAllNameKeys(app.db)).toEqual({ metricsMerged: 1, entriesMerged: 1, keysFixed: 3, failedUsers: [] });
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries).toEqual([expect.objectContaining({ kpiDefinitionId: lower.id, value: 7 })]);
    const [moved] = await app.db.select().from(kpiDefinitions).where(eq(kpiDefinitions.id, spaced.id));
    expect(moved?.nameKey).toBe("door hangers");
    // Nothing left to do the second time (several servers may start together).
    expect(await reconcileAllNameKeys(app.db)).toEqual({ metricsMerged: 0, entriesMerged: 0, keysFixed: 0, failedUsers: [] });
    const again = await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(other),
      payload: { metricName: "door hangers", value: 1, date: "2026-11-01" },
    });
    expect(again.json()).toMatchObject({ kpiDefinitionId: spaced.id });
  });

  test("a merge that cannot be made (a day's sum past the column) leaves that user as it was and the rest go on", async ({
    app,
  }) => {
    const stuck = await createUser(app, { onboard: "solar" });
    const fine = await createUser(app, { onboard: "solar" });
    const { kpiDefinitions, kpiEntries } = app.db._.fullSchema;
    const [a, b, c, d] = await app.db
      .insert(kpiDefinitions)
      .values([
        { userId: stuck.id, name: "ΠΩΛΗΣΕΙΣ", nameKey: "ΠΩΛΗΣΕΙΣ" },
        { userId: stuck.id, name: "Πωλησεις", nameKey: "Πωλησεις" },
        { userId: fine.id, name: "ΠΩΛΗΣΕΙΣ", nameKey: "ΠΩΛΗΣΕΙΣ" },
        { userId: fine.id, name: "Πωλησεις", nameKey: "Πωλησεις" },
      ])
      .returning();
    if (!a || !b || !c || !d) throw new Error("setup failed");
    await app.db.insert(kpiEntries).values([
      { userId: stuck.id, kpiDefinitionId: a.id, value: 60_000_000, date: "2026-11-01" },
      { userId: stuck.id, kpiDefinitionId: b.id, value: 60_000_000, date: "2026-11-01" },
      { userId: fine.id, kpiDefinitionId: c.id, value: 1, date: "2026-11-01" },
      { userId: fine.id, kpiDefinitionId: d.id, value: 2, date: "2026-11-01" },
    ]);
    expect(await reconcileAllNameKeys(app.db)).toEqual({
      metricsMerged: 1,
      entriesMerged: 1,
      keysFixed: 2,
      failedUsers: [stuck.id],
    });
    const kept = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(stuck) })).json();
    expect(kept.map((e: { value: number }) => e.value)).toEqual([60_000_000, 60_000_000]);
  });
});
