import { beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { quotaDeclarationProblem } from "../plugins/quota";
import { buildTestApp, type RouteInfo } from "../test/app";
import { toJsonSchema, unboundedPlaces } from "../test/schema-bounds";

let routes: RouteInfo[] = [];
beforeAll(async () => {
  const built = await buildTestApp();
  routes = built.routes.filter((r) => r.url.startsWith("/api/"));
  await built.close();
});

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe("quotas (issue 9)", () => {
  test("every POST, PUT, PATCH and DELETE under /api declares the quota that bounds it, or none with a why", () => {
    const writes = routes.filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method));
    expect(writes.length).toBeGreaterThan(0);
    const problems = writes.flatMap((r) => {
      const problem = quotaDeclarationProblem(r);
      return problem ? [`${key(r)} ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  test("the check itself refuses a write without a quota, an unknown quota and a none without a why", () => {
    const route = { method: "POST", url: "/api/leads" };
    expect(quotaDeclarationProblem(route)).toMatch(/no quota/);
    expect(quotaDeclarationProblem({ ...route, config: { quota: "leadsPerUser" } })).toMatch(/QUOTAS lacks/);
    expect(quotaDeclarationProblem({ ...route, config: { quota: "none" } })).toMatch(/without a why/);
    expect(quotaDeclarationProblem({ ...route, config: { quota: ["entriesPerRequest", "allMetrics"] } })).toBeNull();
    expect(quotaDeclarationProblem({ method: "GET", url: "/api/leads" })).toBeNull();
  });
});

/** The lists in a 200 answer: the answer itself, or a top-level property, that is an array without maxItems. */
function growingLists(route: RouteInfo): string[] {
  const response = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
  const schema = response instanceof z.ZodType ? z.toJSONSchema(response, { io: "output", unrepresentable: "any" }) : null;
  if (!schema) return [];
  const unbounded = (node: unknown) =>
    typeof node === "object" && node !== null && (node as { type?: unknown }).type === "array" && !("maxItems" in node);
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  return [...(unbounded(schema) ? ["(root)"] : []), ...Object.keys(properties).filter((k) => unbounded(properties[k]))];
}

describe("list answers (issue 9)", () => {
  test("every GET whose answer holds a list is paged (limit and cursor) or declares the quota that bounds the list", () => {
    const problems = routes
      .filter((r) => r.method === "GET" && growingLists(r).length > 0)
      .flatMap((r) => {
        const query = toJsonSchema(r.schema?.querystring) as { properties?: Record<string, unknown> } | null;
        const paged = query?.properties?.limit !== undefined && query.properties.cursor !== undefined;
        // The same declaration as a write: a QUOTAS entry, or "none" with why the list cannot grow.
        const declared = quotaDeclarationProblem({ ...r, method: "POST" }) === null;
        return paged || declared ? [] : [`${key(r)} answers ${growingLists(r).join(", ")} unpaged and unbounded`];
      });
    expect(problems).toEqual([]);
  });
});

describe("input bounds (issue 9)", () => {
  test("every body, query and params schema bounds its strings, arrays and records", () => {
    const found = routes.flatMap((r) =>
      (["body", "querystring", "params"] as const).flatMap((source) =>
        unboundedPlaces(toJsonSchema(r.schema?.[source])).map((place) => `${key(r)} ${source} ${place}`),
      ),
    );
    expect(found, "unbounded input").toEqual([]);
  });

  test("the walk finds an unbounded string, array and record, and passes bounded ones", () => {
    expect(
      unboundedPlaces({
        type: "object",
        properties: {
          name: { type: "string" },
          tags: { type: "array", items: { type: "string", maxLength: 5 } },
          prefs: { type: "object", additionalProperties: { type: "boolean" } },
          kind: { type: "string", enum: ["a", "b"] },
          ok: { type: "array", maxItems: 3, items: { type: "string", maxLength: 9 } },
        },
        additionalProperties: false,
      }),
    ).toEqual([
      "name: string without maxLength",
      "tags: array without maxItems",
      "prefs: object with free keys without maxProperties",
    ]);
  });
});
