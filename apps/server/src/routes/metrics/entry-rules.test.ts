import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bulkSave, definitionsOf, entriesOf, quickEntry } from "../../test/entry-requests";
import { bearer, createUser, trackMetric } from "../../test/factories";

const day = "2026-11-20";
const quick = quickEntry;
const bulk = bulkSave;

describe("one metric per name key on every path (finding 5)", () => {
  test("Greek names differing only in case are one metric to quick entry and bulk save alike", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await trackMetric(app, user, "ΠΩΛΗΣΕΙΣ");
    expect((await quick(app, user, { metricName: "ΠΩΛΗΣΕΙΣ", value: 2, date: day })).statusCode).toBe(201);
    expect((await quick(app, user, { metricName: "Πωλησεις", value: 3, date: day })).statusCode).toBe(201);
    expect((await bulk(app, user, [{ metricName: "πωλησεις", value: 7, date: "2026-11-21" }])).statusCode).toBe(200);
    const greek = (await definitionsOf(app, user)).filter((d) => !["Hours Worked", "Doors Knocked"].includes(d.name));
    expect(greek.map((d) => d.name)).toEqual(["ΠΩΛΗΣΕΙΣ"]);
    expect((await entriesOf(app, user)).map((e) => [e.kpiName, e.value])).toEqual([
      ["ΠΩΛΗΣΕΙΣ", 5],
      ["ΠΩΛΗΣΕΙΣ", 7],
    ]);
  });

  test("the spec's quick entry {kpiDefinitionId: 1, ..., metricName} writes into the NAMED metric", async ({ app }) => {
    const first = await createUser(app, { onboard: "solar" });
    const user = await createUser(app, { onboard: "solar" });
    const doors = (await definitionsOf(app, user)).find((d) => d.name === "Doors Knocked");
    // Id 1 is another user's metric, and an id of the user's own names another metric: the name decides.
    for (const kpiDefinitionId of [1, (await definitionsOf(app, user))[0]?.id ?? 0]) {
      const res = await quick(app, user, { kpiDefinitionId, metricName: "Doors Knocked", value: 4, date: day });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ kpiDefinitionId: doors?.id, kpiName: "Doors Knocked" });
    }
    expect((await entriesOf(app, user)).map((e) => [e.kpiName, e.value])).toEqual([["Doors Knocked", 8]]);
    expect(await entriesOf(app, first)).toEqual([]);
  });

  test("an id past the 32-bit range in a bulk save is 404 Metric not found, and nothing is written", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const kpiDefinitionId of [2_147_483_648, 1e300]) {
      const res = await bulk(app, user, [
        { metricName: "Doors Knocked", value: 1, date: day },
        { kpiDefinitionId, value: 1, date: day },
      ]);
      expect(res.statusCode, String(kpiDefinitionId)).toBe(404);
      expect(res.json()).toEqual({ message: "Metric not found" });
    }
    const res = await quick(app, user, { kpiDefinitionId: 2_147_483_648, value: 1, date: day });
    expect(res.statusCode).toBe(404);
    expect(await entriesOf(app, user)).toEqual([]);
  });
});

describe("Hours Worked ≤ 24 for the day's total, on every path (finding 6)", () => {
  test("two quick entries of 20 on one day: the second is 400 and nothing of it is written", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    expect((await quick(app, user, { metricName: "Hours Worked", value: 20, date: day })).statusCode).toBe(201);
    const second = await quick(app, user, { metricName: "Hours Worked", value: 20, date: day });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe("Hours worked must be between 0 and 24");
    expect((await entriesOf(app, user)).map((e) => e.value)).toEqual([20]);
  });

  test("by id, in a bulk save or a quick entry, is refused", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const hours = (await definitionsOf(app, user)).find((d) => d.name === "Hours Worked");
    const res = await bulk(app, user, [{ kpiDefinitionId: hours?.id, value: 40, date: day }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Hours worked must be between 0 and 24");
    expect((await quick(app, user, { kpiDefinitionId: hours?.id, value: 25, date: day })).statusCode).toBe(400);
    expect(await entriesOf(app, user)).toEqual([]);
  });

  test("under a look-alike name (no-break space, Greek capital Eta, spaces) it is the same metric and refused", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const metricName of ["Hours\u00a0Worked", "\u0397ours Worked", "hours  worked"]) {
      expect((await quick(app, user, { metricName, value: 10, date: day })).statusCode, metricName).toBe(
        metricName.startsWith("h") ? 400 : 201,
      );
    }
    expect((await entriesOf(app, user)).map((e) => [e.kpiName, e.value])).toEqual([["Hours Worked", 20]]);
    const over = await bulk(app, user, [{ metricName: "\u0397ours Worked", value: "24.5", date: "2026-11-21" }]);
    expect(over.statusCode).toBe(400);
    // A zero-width space is not a way around it: it is refused as text.
    const zw = await quick(app, user, { metricName: "Hours\u200bWorked", value: 30, date: day });
    expect(zw.statusCode).toBe(400);
    expect(zw.json().errors.metricName).toEqual(["Metric name cannot contain invisible characters"]);
    expect((await definitionsOf(app, user)).filter((d) => d.unit === "hours")).toHaveLength(1);
  });

  test("applies to every metric counted in hours", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const created = await app.inject({
      method: "POST",
      url: "/api/kpi-definitions",
      headers: bearer(user),
      payload: { name: "Drive Time", unit: "hours" },
    });
    const res = await bulk(app, user, [{ kpiDefinitionId: created.json().id, value: 25, date: day }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Drive Time must be between 0 and 24 hours for a day");
  });
});

describe("strict input: 400, never 500 or a silently changed value (findings 7, 8, 10)", () => {
  test.for([
    [
      { metricName: "Calls\u0000", value: 1, date: day },
      "metricName",
      "Metric name cannot contain control characters or line breaks",
    ],
    [{ metricName: "Calls", value: 1, date: day, notes: "a\u0000b" }, "notes", "Notes cannot contain control characters"],
    [{ metricName: "\u200b", value: 1, date: day }, "metricName", "Metric name cannot contain invisible characters"],
    [
      { metricName: "\u202eslaC", value: 1, date: day },
      "metricName",
      "Metric name cannot contain characters that change the text direction",
    ],
    [{ metricName: "Calls", value: 0.005, date: day }, "value", "Value can have at most 2 decimal places"],
    [{ metricName: "Calls", value: "1.239", date: day }, "value", "Value can have at most 2 decimal places"],
    [{ metricName: "Calls", value: "0x10", date: day }, "value", "Value must be a number"],
    [{ metricName: "Calls", value: "0b101", date: day }, "value", "Value must be a number"],
    [{ metricName: "Calls", value: 1e300, date: day }, "value", "Value must be at most 99,999,999.99"],
    [{ metricName: "Calls", value: 1, date: "0001-01-01" }, "date", "Date must be between 2000-01-01 and"],
    [{ metricName: "Calls", value: 1, date: "3000-01-01" }, "date", "Date must be between 2000-01-01 and"],
    [{ kpiDefinitionId: "1e3", value: 1, date: day }, "kpiDefinitionId", "kpiDefinitionId must be a number"],
  ] as const)("refuses %j", async ([entry, field, message], { app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const res of [await quick(app, user, entry), await bulk(app, user, [entry])]) {
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as Record<string, string[]>;
      const found = errors[field] ?? errors[`entries.0.${field}`];
      expect(found?.[0]).toContain(message);
    }
    expect(await entriesOf(app, user)).toEqual([]);
  });

  test("a quick entry that would pass numeric(10,2) for the day is 400", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await trackMetric(app, user, "Calls", "dollars");
    expect((await quick(app, user, { metricName: "Calls", value: "99999999.99", date: day })).statusCode).toBe(201);
    const res = await quick(app, user, { metricName: "Calls", value: 1, date: day });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The day's total must be at most 99,999,999.99");
  });
});
