import { describe, expect } from "vitest";
import { test } from "../test/app";
import { bearer, createUser } from "../test/factories";

describe("the router's own refusals use the one error format (issue 9, audit:api)", () => {
  test("a malformed escape in a path is 400 with a message", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({ method: "DELETE", url: "/api/kpi-definitions/%ed%a0%80", headers: bearer(user) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The address is not valid" });
  });

  test("a path parameter past the router's length is 414 with a message", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({ method: "DELETE", url: `/api/kpi-definitions/${"9".repeat(150)}`, headers: bearer(user) });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: "The address is too long" });
  });

  test("fields named like Object.prototype's members are reported as fields, never a 500", async ({ app }) => {
    for (const key of ["valueOf", "constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const res = await app.inject({ method: "GET", url: `/api/auth/google/callback?${key}=${"x".repeat(5000)}` });
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode === 400) expect(Object.keys(res.json().errors), res.body).toEqual([key]);
    }
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({
      method: "POST",
      url: "/api/clients",
      headers: { ...bearer(user), "content-type": "application/json" },
      payload: '{"firstName":"A","lastName":"B","valueOf":1,"constructor":2}',
    });
    expect(res.statusCode).toBe(400);
  });
});
