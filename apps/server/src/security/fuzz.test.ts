import fc from "fast-check";
import { describe, expect } from "vitest";
import { type BuiltTestApp, test as base, buildTestApp } from "../test/app";
import { bearer, createUser } from "../test/factories";
import { ROUTE_CASES } from "./fixtures";

const test = base.extend<{ suite: BuiltTestApp }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring
  suite: async ({}, use) => {
    const built = await buildTestApp();
    await use(built);
    await built.close();
  },
});

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);

/** Junk of every JSON shape, plus strings that have broken parsers before. */
const junkText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "2026-02-30",
    "9999-99-99",
    "'; DROP TABLE users;--",
    "%00",
    "\u0000",
    "x".repeat(5000),
  ),
);
const junkValue = fc.oneof(
  junkText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(junkText, { maxLength: 3 }),
);
const junkBody = fc.oneof(
  fc.dictionary(
    fc.oneof(junkText, fc.constantFrom("email", "password", "entries", "metricName", "value", "date", "industry", "kpis")),
    junkValue,
    { maxKeys: 6 },
  ),
  fc.array(junkValue, { maxLength: 3 }),
  junkValue,
);
const junkQuery = fc.dictionary(
  fc.oneof(fc.constantFrom("period", "startDate", "endDate", "timeZone", "token", "code", "state", "error"), junkText),
  junkText,
  { maxKeys: 4 },
);

describe("generated junk never makes the server fail", () => {
  test("no route answers 5xx to random params, query and body", async ({ suite }) => {
    const { app } = suite;
    const user = await createUser(app, { onboard: "solar" });
    const routes = suite.routes.filter((r) => r.url.startsWith("/api/") && ROUTE_CASES[`${r.method} ${r.url}`]);
    for (const r of routes) {
      await fc.assert(
        fc.asyncProperty(junkText, junkQuery, junkBody, async (param, query, body) => {
          const url = r.url.replace(":id", encodeURIComponent(param) || "x");
          const res = await app.inject({
            method: r.method as "POST",
            url,
            query,
            headers: bearer(user),
            ...(r.method === "GET" || r.method === "DELETE"
              ? {}
              : { payload: JSON.stringify(body), headers: { ...bearer(user), "content-type": "application/json" } }),
          });
          expect(
            res.statusCode,
            `${r.method} ${url} ${JSON.stringify(query)} ${JSON.stringify(body).slice(0, 200)}: ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  });
});
