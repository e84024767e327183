import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";

describe("kpi definitions", () => {
  test("create a custom metric; the same name again answers 409", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const payload = { name: "Referrals Asked", unit: "count", category: "daily_metrics", targetValue: "5" };
    const res = await app.inject({ method: "POST", url: "/api/kpi-definitions", headers: bearer(user), payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Referrals Asked", unit: "count", targetValue: 5, sortOrder: 2 });
    const again = await app.inject({
      method: "POST",
      url: "/api/kpi-definitions",
      headers: bearer(user),
      payload: { ...payload, name: "referrals asked" },
    });
    expect(again.statusCode).toBe(409);
  });

  test("validates the new metric form", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-definitions",
      headers: bearer(user),
      payload: { name: " ", unit: "furlongs" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ name: ["Metric name is required"], unit: ["Choose a unit"] });
  });

  test("deactivating hides the metric but keeps its entries; a second delete answers 404", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(user),
      payload: { metricName: "Doors Knocked", value: 12, date: "2026-11-01" },
    });
    const defs = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    const doors = defs.find((d: { name: string }) => d.name === "Doors Knocked");
    expect(
      (await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${doors.id}`, headers: bearer(user) })).statusCode,
    ).toBe(204);
    const after = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    expect(after.map((d: { name: string }) => d.name)).toEqual(["Hours Worked"]);
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries).toEqual([expect.objectContaining({ kpiName: "Doors Knocked", value: 12 })]);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${doors.id}`, headers: bearer(user) })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: "DELETE", url: "/api/kpi-definitions/abc", headers: bearer(user) })).statusCode).toBe(400);
  });

  test("ids in the path are digits only; one past the 32-bit range is 404, not 500", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const id of ["1e3", "0x10", "01", "-1"]) {
      const res = await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${id}`, headers: bearer(user) });
      expect(res.statusCode, id).toBe(400);
    }
    for (const id of ["2147483648", "99999999999999999999999"]) {
      const res = await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${id}`, headers: bearer(user) });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: "Metric not found" });
    }
  });

  test("names and texts keep the text rule: 400 with a message, never 500 or a silent change", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const create = (payload: object) =>
      app.inject({ method: "POST", url: "/api/kpi-definitions", headers: bearer(user), payload });
    for (const [payload, field, message] of [
      [{ name: "Calls\u0000" }, "name", "Metric name cannot contain control characters or line breaks"],
      [{ name: "\u200b" }, "name", "Metric name cannot contain invisible characters"],
      [{ name: "Calls\ud800" }, "name", "Metric name contains a broken character"],
      [{ name: "\u202eslaC" }, "name", "Metric name cannot contain characters that change the text direction"],
      [{ name: "Calls", description: "a\u0000b" }, "description", "Description cannot contain control characters"],
      [{ name: "Calls", category: "x\u2066" }, "category", "Category cannot contain characters that change the text direction"],
      [{ name: "x".repeat(81) }, "name", "Metric name must be at most 80 characters"],
    ] as const) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const ok = await create({ name: "  Cafe\u0301 Visits " });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().name).toBe("Café Visits");
  });

  test("targets follow the decimal rule: past numeric(10,2) or more than 2 decimals is 400", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const [targetValue, message] of [
      [100_000_000, "Target must be at most 99,999,999.99"],
      [1e300, "Target must be at most 99,999,999.99"],
      [0.005, "Target can have at most 2 decimal places"],
      ["1.239", "Target can have at most 2 decimal places"],
      ["0x10", "Target must be a number"],
      ["0b101", "Target must be a number"],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: "/api/kpi-definitions",
        headers: bearer(user),
        payload: { name: "Referrals", targetValue },
      });
      expect(res.statusCode, String(targetValue)).toBe(400);
      expect(res.json().errors.targetValue).toEqual([message]);
    }
  });

  test("a name differing only in case, look-alike letters or spaces is the same metric (409)", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const create = (name: string) =>
      app.inject({ method: "POST", url: "/api/kpi-definitions", headers: bearer(user), payload: { name } });
    expect((await create("ΠΩΛΗΣΕΙΣ")).statusCode).toBe(201);
    for (const name of ["Πωλησεις", "πωλησεις", "ΠΩΛΗΣΕΙΣ "]) expect((await create(name)).statusCode, name).toBe(409);
    for (const name of ["\u0397ours Worked", "Hours\u00a0Worked", "hours  worked"]) {
      expect((await create(name)).statusCode, name).toBe(409);
    }
  });
});
