import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPIV3_1 } from "openapi-types";
import { describe, expect } from "vitest";
import { type BuiltTestApp, test as base, buildTestApp } from "../test/app";
import { bearer, createUser } from "../test/factories";
import { createAnswerChecker, HTTP_METHODS, type OpenApiDocument, openApiPath } from "../test/openapi-answers";
import { ROUTE_CASES } from "../test/route-cases";
import { isApiRoute, OPENAPI_PATH } from "./openapi";

const test = base.extend<{ suite: BuiltTestApp }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring
  suite: async ({}, use) => {
    const built = await buildTestApp();
    await use(built);
    await built.close();
  },
});

async function fetchDocument(suite: BuiltTestApp): Promise<OpenApiDocument> {
  const res = await suite.app.inject({ method: "GET", url: OPENAPI_PATH });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OpenApiDocument>();
}

describe("GET /api/openapi.json", () => {
  test("is a valid OpenAPI 3.1 document, served without a session", async ({ suite }) => {
    const res = await suite.app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(res.statusCode, res.body).toBe(200);
    const document = res.json<OpenAPIV3_1.Document>();
    expect(document.openapi).toBe("3.1.0");
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });

  test("describes every API route the server registers with its method, and nothing else", async ({ suite }) => {
    const document = await fetchDocument(suite);
    const registered = suite.routes
      .filter((r) => isApiRoute(r.url))
      .map((r) => `${r.method} ${openApiPath(r.url)}`)
      .sort();
    const described = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((m) => (HTTP_METHODS as readonly string[]).includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      )
      .sort();
    expect(described).toEqual(registered);
    expect(registered).toContain(`GET ${OPENAPI_PATH}`);
  });

  test("every route's fixture request, signed in and signed out, answers a declared status with a body of its declared schema", async ({
    suite,
  }) => {
    const { app } = suite;
    const problemWith = createAnswerChecker(await fetchDocument(suite));
    const user = await createUser(app, { onboard: "solar" });
    const problems: string[] = [];
    let checked = 0;
    for (const [key, fixture] of Object.entries(ROUTE_CASES)) {
      const [method = "", url = ""] = key.split(" ");
      const path = openApiPath(url);
      // Logging out ends the session the other requests use.
      const owner = key === "POST /api/auth/logout" ? await createUser(app, { onboard: "solar" }) : user;
      const id = fixture.ownedId ? await fixture.ownedId(app, owner) : undefined;
      const target = url.replace(":id", String(id ?? 1));
      const requests = [
        { label: "signed in", headers: bearer(owner), payload: fixture.body },
        { label: "signed out", headers: {}, payload: fixture.body },
        ...(fixture.body ? [{ label: "empty body", headers: bearer(owner), payload: {} }] : []),
      ];
      for (const request of requests) {
        const res = await app.inject({
          method: method as "GET",
          url: target,
          headers: request.headers,
          payload: request.payload,
        });
        checked += 1;
        const problem = problemWith(method, path, {
          status: res.statusCode,
          contentType: String(res.headers["content-type"] ?? ""),
          body: res.body,
        });
        if (problem) problems.push(`${key} (${request.label}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(Object.keys(ROUTE_CASES).length * 2);
  });
});
