/**
 * `npm run audit:api`: the API checked against its own OpenAPI document, in the way of
 * Schemathesis (which the issue names, but PyPI cannot be reached from these machines).
 * Starts the app on a throwaway embedded database, signs up and onboards a user, reads
 * /api/openapi.json, and for every operation sends requests generated from its declared schemas:
 * valid examples, then schema-aware mutations (wrong types, boundary values, hostile strings,
 * missing and extra keys). Every answer must be below 500, have a declared status, and a body
 * that validates against the declared schema. Prints a summary and each distinct failure with
 * one request that shows it; exits 1 on any. Bounded: --per-operation N (default 2000) requests
 * per operation after its examples, --seconds S (default 240) in all, --seed N.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { api, signUp, startServer } from "../apps/server/src/fault/server-process";
import {
  createAnswerChecker,
  HTTP_METHODS,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from "../apps/server/src/test/openapi-answers";
import { type SeededRandom, seededRandom } from "../packages/core/src/demo/seeded-random";

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

// ---------------------------------------------------------------------------
// A seeded random source, so a run can be repeated with --seed.

type Random = SeededRandom;

// ---------------------------------------------------------------------------
// Valid examples from a JSON Schema (the subset Zod's toJSONSchema writes).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const DATE_PATTERN = "^\\d{4}-\\d{2}-\\d{2}$";
const asSchemas = (value: unknown): JsonSchema[] => (Array.isArray(value) ? (value as JsonSchema[]) : []);

function exampleString(schema: JsonSchema, random: Random): string {
  if (schema.pattern === DATE_PATTERN) {
    return `20${random.int(20, 27)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
  }
  if (schema.format === "email") return `audit.${random.int(0, 1e9)}@example.com`;
  const min = Number(schema.minLength ?? 1);
  const max = Math.min(Number(schema.maxLength ?? 24), Math.max(min, 24));
  const words = ["Doors Knocked", "Hours Worked", "Referrals", "Calls", "Audit", "Tags Put"];
  // Mostly unique (a name already taken would answer 409 before the value under test is reached).
  const word = random.chance(0.2) ? random.pick(words) : `${random.pick(words)} ${random.int(1, 99_999)}`;
  const length = Math.max(min, 1, Math.min(max, random.chance(0.8) ? word.length : random.int(1, max)));
  return word.padEnd(length, "x").slice(0, length).trim().padEnd(min, "x");
}

/** Ids of the audit user's own objects, so `id` and `…Id` examples name something that exists. */
let ownedIds: number[] = [];
const isIdKey = (key: string) => key === "id" || key.endsWith("Id");

/** `optional` is the chance that an optional property is present (1: every one). */
function example(schema: JsonSchema, random: Random, optional = 0.5, depth = 0): Json {
  const inner = (sub: JsonSchema) => example(sub, random, optional, depth + 1);
  if ("const" in schema) return schema.const as Json;
  if (Array.isArray(schema.enum)) return random.pick(schema.enum as Json[]);
  const choices = [...asSchemas(schema.anyOf), ...asSchemas(schema.oneOf)];
  if (choices.length > 0) return inner(random.pick(choices));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return inner(schema.allOf[0] as JsonSchema);
  const type = Array.isArray(schema.type) ? random.pick(schema.type as string[]) : schema.type;
  switch (type) {
    case "null":
      return null;
    case "boolean":
      return random.chance(0.5);
    case "integer":
    case "number": {
      const min = Number(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? Number(schema.exclusiveMinimum) + 1 : 0));
      const max = Number(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? Number(schema.exclusiveMaximum) - 1 : 1000));
      const value = random.int(Math.max(min, 0), Math.min(max, Math.max(min, 0) + 1000));
      return type === "integer" || random.chance(0.5) ? value : value + 0.5;
    }
    case "string":
      return exampleString(schema, random);
    case "array": {
      const items = (schema.items ?? {}) as JsonSchema;
      const min = Number(schema.minItems ?? 0);
      const count = random.int(Math.max(min, 1), Math.max(min, Math.min(Number(schema.maxItems ?? 3), 3)));
      return depth > 4 ? [] : Array.from({ length: count }, () => inner(items));
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      const out: Record<string, Json> = {};
      for (const [key, sub] of Object.entries(properties)) {
        if (!required.has(key) && !random.chance(optional)) continue;
        if (isIdKey(key) && ownedIds.length > 0 && random.chance(0.8)) out[key] = random.pick(ownedIds);
        // The API's emails are plain strings in the schema: make them real addresses.
        else if (/email/i.test(key) && sub.type === "string") out[key] = exampleString({ format: "email" }, random);
        else out[key] = inner(sub);
      }
      if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === "object") {
        out[exampleString({ maxLength: 20 }, random)] = inner(schema.additionalProperties as JsonSchema);
      }
      return out;
    }
    default:
      return exampleString({}, random);
  }
}

// ---------------------------------------------------------------------------
// Mutations: each takes a valid value and its schema and returns a hostile one.

const HOSTILE_STRINGS = [
  "",
  " ",
  "a\u0000b",
  "\uD800",
  "\u202Eevil",
  "\u2066x\u2069",
  "\u200B",
  "\uFEFF",
  "\u0397ours Worked",
  "Hours\u00a0Worked",
  "1e3",
  "0x10",
  "0b101",
  "-0",
  "1.239",
  "'; DROP TABLE users;--",
  "../../etc/passwd",
  "x".repeat(10_000),
];
const HOSTILE_NUMBERS = [-1, 0, 0.005, 2 ** 31, 2 ** 53, 1e300, -1e300, Number.MIN_VALUE];

function boundaryValues(schema: JsonSchema): Json[] {
  const out: Json[] = [];
  if (typeof schema.maxLength === "number") out.push("y".repeat(schema.maxLength + 1), "y".repeat(schema.maxLength));
  if (typeof schema.minLength === "number" && schema.minLength > 0) out.push("y".repeat(schema.minLength - 1));
  for (const key of ["maximum", "exclusiveMaximum"] as const) {
    const v = schema[key];
    if (typeof v === "number") out.push(v, v + 1, v + 0.001);
  }
  for (const key of ["minimum", "exclusiveMinimum"] as const) {
    const v = schema[key];
    if (typeof v === "number") out.push(v, v - 1, v - 0.001);
  }
  if (typeof schema.maxItems === "number") out.push(Array.from({ length: schema.maxItems + 1 }, () => null));
  return out;
}

function wrongTypes(value: Json): Json[] {
  const all: Json[] = [null, true, 7, "7", [], {}, [value], { value }];
  return all.filter((v) => typeof v !== typeof value || Array.isArray(v) !== Array.isArray(value));
}

/** Every place in a value with the schema that governs it: `["entries", 0, "value"]`. */
function places(
  value: Json,
  schema: JsonSchema,
  at: (string | number)[] = [],
): { at: (string | number)[]; schema: JsonSchema }[] {
  const here = { at, schema };
  const resolved = [...asSchemas(schema.anyOf), ...asSchemas(schema.oneOf)][0] ?? schema;
  if (Array.isArray(value)) {
    const items = (resolved.items ?? {}) as JsonSchema;
    return [here, ...value.flatMap((v, i) => places(v, items, [...at, i]))];
  }
  if (value && typeof value === "object") {
    const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
    const extra = (typeof resolved.additionalProperties === "object" ? resolved.additionalProperties : {}) as JsonSchema;
    return [here, ...Object.entries(value).flatMap(([k, v]) => places(v, properties[k] ?? extra, [...at, k]))];
  }
  return [here];
}

function setAt(value: Json, at: (string | number)[], replacement: Json | undefined): Json {
  if (at.length === 0) return replacement ?? null;
  const copy = structuredClone(value);
  let node = copy as Record<string | number, Json>;
  for (const step of at.slice(0, -1)) node = node[step] as Record<string | number, Json>;
  const last = at.at(-1) as string | number;
  if (replacement === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = replacement;
  return copy;
}

function mutations(value: Json, schema: JsonSchema, random: Random): { label: string; value: Json }[] {
  const out: { label: string; value: Json }[] = [];
  for (const place of places(value, schema)) {
    const where = place.at.length ? place.at.join(".") : "(whole)";
    const current = place.at.reduce<Json>((node, step) => (node as Record<string | number, Json>)[step] ?? null, value);
    for (const v of wrongTypes(current))
      out.push({ label: `${where}: wrong type ${JSON.stringify(v)}`, value: setAt(value, place.at, v) });
    for (const v of boundaryValues(place.schema))
      out.push({ label: `${where}: boundary ${JSON.stringify(v).slice(0, 40)}`, value: setAt(value, place.at, v) });
    if (typeof current === "string" || place.schema.type === "string")
      for (const v of HOSTILE_STRINGS)
        out.push({ label: `${where}: hostile ${JSON.stringify(v).slice(0, 40)}`, value: setAt(value, place.at, v) });
    if (typeof current === "number" || place.schema.type === "number" || place.schema.type === "integer")
      for (const v of [...HOSTILE_NUMBERS, ...HOSTILE_NUMBERS.map(String)])
        out.push({ label: `${where}: hostile ${JSON.stringify(v)}`, value: setAt(value, place.at, v) });
    if (place.at.length > 0) out.push({ label: `${where}: missing`, value: setAt(value, place.at, undefined) });
    if (current && typeof current === "object" && !Array.isArray(current)) {
      out.push({ label: `${where}: extra key`, value: setAt(value, place.at, { ...current, surprise: random.int(0, 9) }) });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Requests for an operation.

interface Generated {
  label: string;
  params: Record<string, Json>;
  query: Record<string, Json>;
  body: Json | undefined;
}

function encodePart(value: Json): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    // A lone surrogate, which encodeURIComponent refuses: the bytes a careless client would send.
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16)}`).join("");
    }
    return encodeURIComponent(ch);
  }).join("");
}

function urlFor(pathTemplate: string, request: Generated): string {
  const pathPart = pathTemplate.replace(/\{(\w+)\}/g, (_m, name: string) => encodePart(request.params[name] ?? "1"));
  const query = Object.entries(request.query)
    .map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`)
    .join("&");
  return query ? `${pathPart}?${query}` : pathPart;
}

function schemaOf(parameters: Operation["parameters"], where: string): JsonSchema {
  const list = (parameters ?? []).filter((p) => p.in === where);
  return {
    type: "object",
    properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
    required: list.filter((p) => p.required).map((p) => p.name),
  };
}

function requestsFor(operation: Operation, random: Random, perOperation: number, ids: number[]): Generated[] {
  ownedIds = ids;
  const paramsSchema = schemaOf(operation.parameters, "path");
  const querySchema = schemaOf(operation.parameters, "query");
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  const valid = (optional: number): Generated => {
    const params = example(paramsSchema, random, optional) as Record<string, Json>;
    return {
      label: "valid example",
      params,
      query: example(querySchema, random, optional) as Record<string, Json>,
      body: bodySchema ? example(bodySchema, random, optional) : undefined,
    };
  };
  // The first examples carry every optional key, so each key gets mutated.
  const examples = [1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0, 0].map(valid);
  const mutated: Generated[] = [];
  for (const base of examples) {
    for (const m of mutations(base.params, paramsSchema, random))
      mutated.push({ ...base, label: `path ${m.label}`, params: m.value as Record<string, Json> });
    for (const m of mutations(base.query, querySchema, random)) {
      if (m.value && typeof m.value === "object" && !Array.isArray(m.value))
        mutated.push({ ...base, label: `query ${m.label}`, query: m.value as Record<string, Json> });
    }
    if (bodySchema && base.body !== undefined) {
      for (const m of mutations(base.body, bodySchema, random))
        mutated.push({ ...base, label: `body ${m.label}`, body: m.value });
    }
  }
  // Shuffled, then each kind of mutation (where, and what) at most three times, on different examples;
  // bounded per operation.
  for (let i = mutated.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [mutated[i], mutated[j]] = [mutated[j] as Generated, mutated[i] as Generated];
  }
  const seen = new Map<string, number>();
  const chosen = mutated.filter((m) => {
    const n = seen.get(m.label) ?? 0;
    seen.set(m.label, n + 1);
    return n < 3;
  });
  return [...examples, ...chosen.slice(0, perOperation)];
}

// ---------------------------------------------------------------------------

interface Failure {
  operation: string;
  problem: string;
  count: number;
  /** The generated requests that showed it, by kind ("body name: hostile …"), with counts. */
  causes: Map<string, number>;
  example: string;
}

/** A problem without its body excerpt, so one fault found many times is listed once. */
const problemKind = (problem: string) =>
  problem
    .replace(/ in \{.*$/s, "")
    .replace(/: \{.*$/s, "")
    .slice(0, 300);

async function main() {
  const perOperation = option("per-operation", 2000);
  const seconds = option("seconds", 240);
  const seed = option("seed", Date.now() % 1_000_000);
  const random = seededRandom(seed);
  const dataDir = mkdtempSync(path.join(tmpdir(), "measured-audit-api-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    REGISTER_LIMIT_PER_ADDRESS: "100000",
    LOGIN_LIMIT_PER_ADDRESS: "100000",
  });
  const failures = new Map<string, Failure>();
  const perOp: { operation: string; sent: number; failed: number }[] = [];
  const started = Date.now();
  let sent = 0;
  try {
    const token = await signUp(server.url, "audit.api@example.com");
    await api(server.url, "POST", "/api/kpi-entries", {
      token,
      body: { metricName: "Doors Knocked", value: 3, date: "2026-11-20" },
    });
    const docRes = await api(server.url, "GET", "/api/openapi.json");
    if (docRes.status !== 200) throw new Error(`GET /api/openapi.json answered ${docRes.status}`);
    const document = JSON.parse(docRes.text) as OpenApiDocument;
    const problemWith = createAnswerChecker(document);
    const ids = async () => {
      const res = await api(server.url, "GET", "/api/kpi-definitions", { token });
      return res.status === 200 ? (JSON.parse(res.text) as { id: number }[]).map((d) => d.id) : [];
    };
    console.log(`audit:api seed ${seed}, ${Object.keys(document.paths).length} paths, server ${server.url}`);

    for (const [pathTemplate, operations] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = operations[method];
        if (!operation) continue;
        const name = `${method.toUpperCase()} ${pathTemplate}`;
        const row = { operation: name, sent: 0, failed: 0 };
        perOp.push(row);
        for (const request of requestsFor(operation, random, perOperation, await ids())) {
          if ((Date.now() - started) / 1000 > seconds) break;
          const url = urlFor(pathTemplate, request);
          // Logging out would end the audit's session: it logs out a session of its own.
          const session =
            name === "POST /api/auth/logout"
              ? String(
                  (
                    await api(server.url, "POST", "/api/auth/login", {
                      body: { email: "audit.api@example.com", password: "correct horse battery" },
                    })
                  ).json().token,
                )
              : token;
          const res = await api(server.url, method.toUpperCase(), url, {
            token: session,
            ...(request.body === undefined ? {} : { body: request.body }),
          }).catch((error: unknown) => ({
            status: 0,
            headers: new Headers(),
            text: `no answer: ${error instanceof Error ? error.message : String(error)}`,
            json: () => ({}),
          }));
          sent += 1;
          row.sent += 1;
          const problems: string[] = [];
          if (res.status >= 500 || res.status === 0)
            problems.push(`answered ${res.status || "nothing"}: ${res.text.slice(0, 200)}`);
          const schemaProblem =
            res.status === 0
              ? undefined
              : problemWith(method, pathTemplate, {
                  status: res.status,
                  contentType: res.headers.get("content-type") ?? "",
                  body: res.text,
                });
          if (schemaProblem) problems.push(schemaProblem);
          for (const problem of problems) {
            row.failed += 1;
            const key = `${name} :: ${problemKind(problem)}`;
            const existing = failures.get(key);
            if (existing) {
              existing.count += 1;
              existing.causes.set(request.label, (existing.causes.get(request.label) ?? 0) + 1);
            } else
              failures.set(key, {
                operation: name,
                problem: problemKind(problem),
                count: 1,
                causes: new Map([[request.label, 1]]),
                example: `${request.label}: ${method.toUpperCase()} ${url.slice(0, 200)}${
                  request.body === undefined ? "" : ` ${JSON.stringify(request.body).slice(0, 300)}`
                } → ${res.status} ${res.text.slice(0, 300)}`,
              });
          }
        }
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\n${sent} requests in ${Math.round((Date.now() - started) / 1000)} s\n`);
  for (const row of perOp)
    console.log(`${row.failed === 0 ? "ok  " : "FAIL"}  ${row.operation}  (${row.sent} requests, ${row.failed} failing)`);
  if (failures.size === 0) {
    console.log("\nNo 5xx, and every answer has a declared status and a body of its declared schema.");
    process.exit(0);
  }
  console.log(`\n${failures.size} distinct failures:`);
  for (const f of failures.values()) {
    const causes = [...f.causes].map(([label, n]) => `${label}${n > 1 ? ` (${n}×)` : ""}`);
    console.log(`\n- ${f.operation} (${f.count}×): ${f.problem}`);
    console.log(`  from: ${causes.slice(0, 12).join("; ")}${causes.length > 12 ? `; and ${causes.length - 12} more` : ""}`);
    console.log(`  e.g. ${f.example}`);
  }
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
