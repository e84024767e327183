import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";

describe("GET/PATCH /api/user/notifications", () => {
  test("starts off, turns on with the browser's zone, and keeps what was not sent", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const read = () => app.inject({ method: "GET", url: "/api/user/notifications", headers: bearer(rep) });
    expect((await read()).json()).toEqual({
      emailNotifications: false,
      locationTracking: true,
      timeZone: null,
      autoBackup: true,
    });

    const on = await app.inject({
      method: "PATCH",
      url: "/api/user/notifications",
      headers: bearer(rep),
      payload: { emailNotifications: true, timeZone: "America/Denver" },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ emailNotifications: true, locationTracking: true, timeZone: "America/Denver", autoBackup: true });

    await app.inject({
      method: "PATCH",
      url: "/api/user/notifications",
      headers: bearer(rep),
      payload: { emailNotifications: false },
    });
    expect((await read()).json()).toEqual({
      emailNotifications: false,
      locationTracking: true,
      timeZone: "America/Denver",
      autoBackup: true,
    });

    // Location tracking (the mileage tracker's permission to ask) is on until switched off, and alone.
    const off = await app.inject({
      method: "PATCH",
      url: "/api/user/notifications",
      headers: bearer(rep),
      payload: { locationTracking: false },
    });
    expect(off.json()).toEqual({
      emailNotifications: false,
      locationTracking: false,
      timeZone: "America/Denver",
      autoBackup: true,
    });

    // Auto backup (the weekly e-mailed export) is on until switched off, and alone.
    const noBackup = await app.inject({
      method: "PATCH",
      url: "/api/user/notifications",
      headers: bearer(rep),
      payload: { autoBackup: false },
    });
    expect(noBackup.json()).toEqual({
      emailNotifications: false,
      locationTracking: false,
      timeZone: "America/Denver",
      autoBackup: false,
    });
  });

  test("refuses an unknown zone, a non-boolean switch, extra keys and an empty body, changing nothing", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    for (const payload of [
      { timeZone: "Mars/Olympus" },
      { timeZone: "America/Denver\u0000" },
      { emailNotifications: "yes" },
      { locationTracking: "off" },
      { autoBackup: "weekly" },
      { emailNotifications: true, isAdmin: true },
      {},
    ]) {
      const res = await app.inject({ method: "PATCH", url: "/api/user/notifications", headers: bearer(rep), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await app.inject({ method: "GET", url: "/api/user/notifications", headers: bearer(rep) });
    expect(res.json()).toEqual({ emailNotifications: false, locationTracking: true, timeZone: null, autoBackup: true });
  });
});
