import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";

describe("Idempotency-Key on entry writes", () => {
  test("a retried quick entry returns the first answer and adds nothing twice", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const send = () =>
      app.inject({
        method: "POST",
        url: "/api/kpi-entries",
        headers: { ...bearer(user), "idempotency-key": "tap-123" },
        payload: { metricName: "Doors Knocked", value: 5, date: "2026-11-20" },
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries).toEqual([expect.objectContaining({ value: 5 })]);
  });

  test("without a key every request writes (a second tap adds again)", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (let i = 0; i < 2; i++) {
      await app.inject({
        method: "POST",
        url: "/api/kpi-entries",
        headers: bearer(user),
        payload: { metricName: "Doors Knocked", value: 5, date: "2026-11-20" },
      });
    }
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries[0].value).toBe(10);
  });

  test("concurrent retries of one bulk save write once", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: "POST",
          url: "/api/kpi-entries/bulk",
          headers: { ...bearer(user), "idempotency-key": "day-save-1" },
          payload: { entries: [{ metricName: "Doors Knocked", value: 40, date: "2026-11-20" }] },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    const { idempotencyKeys } = app.db._.fullSchema;
    expect(await app.db.$count(idempotencyKeys)).toBe(1);
  });

  test("the same key with a different request is refused with 422 and writes nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const headers = { ...bearer(user), "idempotency-key": "k1" };
    await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers,
      payload: { metricName: "Doors Knocked", value: 5, date: "2026-11-20" },
    });
    const other = await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers,
      payload: { metricName: "Doors Knocked", value: 7, date: "2026-11-20" },
    });
    expect(other.statusCode).toBe(422);
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries[0].value).toBe(5);
  });

  test("keys are per user: another user's identical key is their own", async ({ app }) => {
    const a = await createUser(app, { onboard: "solar" });
    const b = await createUser(app, { onboard: "solar" });
    for (const user of [a, b]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/kpi-entries",
        headers: { ...bearer(user), "idempotency-key": "same" },
        payload: { metricName: "Doors Knocked", value: 3, date: "2026-11-20" },
      });
      expect(res.statusCode).toBe(201);
      expect(res.headers["idempotent-replayed"]).toBeUndefined();
    }
  });

  test("a failed write stores nothing, so a corrected retry with the same key works", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const headers = { ...bearer(user), "idempotency-key": "k2" };
    const bad = await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers,
      payload: { kpiDefinitionId: 999999, value: 1, date: "2026-11-20" },
    });
    expect(bad.statusCode).toBe(404);
    const { idempotencyKeys } = app.db._.fullSchema;
    expect(await app.db.$count(idempotencyKeys)).toBe(0);
  });
});
