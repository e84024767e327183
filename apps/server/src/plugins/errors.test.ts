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
});
