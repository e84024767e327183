import { MIN_TRIP_MESSAGE } from "@measured/core";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { createUser, type TestUser } from "../../test/factories";
import { ownedLedger, send } from "../../test/finance-rows";

const URL = "/api/mileage";
const form = {
  miles: "23.4",
  purpose: "Site survey",
  startLocation: "Office",
  endLocation: "12 Elm St",
  date: "2026-11-20",
  rate: "0.67",
};
const tracker = { miles: 12.34, purpose: "Tracked trip", date: "2025-06-30", rate: "" };
const post = (app: App, user: TestUser, payload: unknown, headers?: Record<string, string>) =>
  send(app, user, "POST", URL, payload, headers);
const patch = (app: App, user: TestUser, id: number, payload: unknown) => send(app, user, "PATCH", `${URL}/${id}`, payload);

describe("POST /api/mileage", () => {
  test("the form's payload with its typed rate: 201 with the deduction, rounded half up to the cent", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await post(app, user, { ...form, rate: "0.725" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      miles: 23.4,
      purpose: "Site survey",
      startLocation: "Office",
      endLocation: "12 Elm St",
      date: "2026-11-20",
      rate: 0.725,
      isPersonal: false,
      gapBridged: false,
      // 23.4 × 0.725 = 16.965
      deduction: 16.97,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await send(app, user, "GET", URL)).json()).toEqual([res.json()]);
    expect((await ownedLedger(app, user)).mileage[0]).toMatchObject({ miles: 23.4, rate: 0.725 });
  });

  test("the tracker's payload: no rate (or an empty one) is the IRS rate of the trip's day", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const empty = await post(app, user, tracker);
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json()).toMatchObject({ miles: 12.34, rate: 0.7, startLocation: null, endLocation: null, deduction: 8.64 });
    const { rate: _rate, ...withoutRate } = tracker;
    expect((await post(app, user, { ...withoutRate, date: "2026-01-01" })).json().rate).toBe(0.725);
    expect((await post(app, user, { ...withoutRate, date: "2022-06-30" })).json().rate).toBe(0.585);
    expect((await post(app, user, { ...withoutRate, gapBridged: true })).json().gapBridged).toBe(true);
  });

  test("a trip ended as Personal is recorded at rate 0 and deducts nothing, whatever rate came with it", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await post(app, user, { ...form, isPersonal: true });
    expect(res.json()).toMatchObject({ isPersonal: true, rate: 0, deduction: 0, miles: 23.4 });
  });

  test.for([
    [{ miles: 0 }, "miles", MIN_TRIP_MESSAGE],
    [{ miles: "0.05" }, "miles", MIN_TRIP_MESSAGE],
    [{ miles: "" }, "miles", "Miles are required"],
    [{ miles: "abc" }, "miles", "Miles must be a number"],
    [{ miles: "1000000" }, "miles", "Miles must be at most 999,999.99"],
    [{ purpose: "" }, "purpose", "Purpose is required"],
    [{ date: "2025-02-30" }, "date", "Date is not a real calendar day"],
    [{ date: "" }, "date", "Date is required"],
    [{ rate: "0.7255" }, "rate", "Rate can have at most 3 decimal places"],
    [{ rate: -1 }, "rate", "Rate must be at least 0"],
  ] as const)("%j is 400 on its field and writes nothing", async ([change, field, message], { app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await post(app, user, { ...form, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await ownedLedger(app, user)).mileage).toEqual([]);
  });

  test("a retry with the same Idempotency-Key gets the first answer and adds nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const headers = { "idempotency-key": "trip-1" };
    const first = await post(app, user, tracker, headers);
    const retry = await post(app, user, tracker, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect((await ownedLedger(app, user)).mileage).toHaveLength(1);
  });
});

describe("PATCH /api/mileage/:id: the rate follows the trip", () => {
  test("a rate sent empty or null goes back to the IRS rate of the day", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const typed = (await post(app, user, form)).json();
    expect(typed.rate).toBe(0.67);
    for (const rate of ["", null]) {
      await patch(app, user, typed.id, { rate: "0.8" });
      const res = await patch(app, user, typed.id, { rate });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ rate: 0.725, deduction: 16.97 });
    }
  });

  test("a new day re-resolves a rate that followed the old day; a typed rate stays", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const byDay = (await post(app, user, tracker)).json();
    expect((await patch(app, user, byDay.id, { date: "2026-02-01" })).json()).toMatchObject({ rate: 0.725, date: "2026-02-01" });
    const typed = (await post(app, user, { ...tracker, rate: "0.8" })).json();
    expect((await patch(app, user, typed.id, { date: "2026-02-01" })).json().rate).toBe(0.8);
    // Other changes leave the rate alone.
    const moved = await patch(app, user, typed.id, { miles: "10", purpose: "Visit", startLocation: null });
    expect(moved.json()).toMatchObject({ rate: 0.8, miles: 10, purpose: "Visit", startLocation: null, deduction: 8 });
  });

  test("Personal on makes the rate 0; off again gives the day's IRS rate; a rate sent with it wins", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const trip = (await post(app, user, form)).json();
    expect((await patch(app, user, trip.id, { isPersonal: true })).json()).toMatchObject({ rate: 0, deduction: 0 });
    expect((await patch(app, user, trip.id, { isPersonal: false })).json()).toMatchObject({ rate: 0.725, deduction: 16.97 });
    expect((await patch(app, user, trip.id, { isPersonal: true, rate: "0.5" })).json().rate).toBe(0);
    expect((await patch(app, user, trip.id, { isPersonal: false, rate: "0.5" })).json().rate).toBe(0.5);
  });

  test("bad input is 400 and changes nothing; another rep's trip is 404", async ({ app }) => {
    const [owner, intruder] = [await createUser(app, { onboard: "solar" }), await createUser(app, { onboard: "solar" })];
    const trip = (await post(app, owner, form)).json();
    const before = await ownedLedger(app, owner);
    for (const [payload, field] of [
      [{ miles: 0 }, "miles"],
      [{ date: "2025-02-30" }, "date"],
      [{ rate: "abc" }, "rate"],
      [{ gapBridged: true }, ""],
    ] as const) {
      const res = await patch(app, owner, trip.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await ownedLedger(app, owner)).toEqual(before);
    for (const id of [trip.id, 999_999]) {
      const res = await patch(app, intruder, id, { miles: "1" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Mileage entry not found" });
      expect((await send(app, intruder, "DELETE", `${URL}/${id}`)).statusCode).toBe(404);
    }
    expect(await ownedLedger(app, owner)).toEqual(before);
  });

  test("DELETE is 204 and removes the trip", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const trip = (await post(app, user, form)).json();
    const res = await send(app, user, "DELETE", `${URL}/${trip.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await ownedLedger(app, user)).mileage).toEqual([]);
  });
});
