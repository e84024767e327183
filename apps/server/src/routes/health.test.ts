import { describe, expect } from "vitest";
import { test } from "../test/app";

describe("GET /healthz", () => {
  test("answers ok while the database answers", async ({ app }) => {
    const res = await app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });
});
