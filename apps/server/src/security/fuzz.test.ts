import { metricNameKey } from "@measured/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test as plainTest } from "vitest";
import { type BuiltTestApp, test as base, buildTestApp } from "../test/app";
import { bearer, createUser, trackMetric } from "../test/factories";
import { ROUTE_CASES } from "../test/route-cases";

const test = base.extend<{ suite: BuiltTestApp }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring
  suite: async ({}, use) => {
    const built = await buildTestApp();
    await use(built);
    await built.close();
  },
});

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);

/**
 * Text that Unicode makes hostile (issue 9): control characters, lone surrogates, bidirectional
 * controls, zero-width characters, and names that look like a catalogue name but are not one.
 */
const HOSTILE_TEXT = {
  nul: "Doors\u0000Knocked",
  loneHighSurrogate: "Doors \uD800",
  loneLowSurrogate: "\uDC00Doors",
  rightToLeftOverride: "\u202EDoors Knocked",
  isolate: "Doors \u2066Knocked\u2069",
  zeroWidthSpace: "\u200B",
  zeroWidthInside: "Doors\u200BKnocked",
  byteOrderMark: "\uFEFFDoors Knocked",
  greekEta: "\u0397ours Worked",
  noBreakSpace: "Hours\u00a0Worked",
  decomposed: "Cafe\u0301 Visits",
} as const;

/** Numbers past every column, and number-like strings that are not plain decimals. */
const HOSTILE_NUMBERS = [
  2 ** 31,
  2 ** 53,
  1e300,
  "2147483648",
  "9007199254740993",
  "1e300",
  "1e3",
  "0x10",
  "0b101",
  "0o17",
] as const;

/** Junk of every JSON shape, plus strings that have broken parsers before. */
const junkText = fc.oneof(
  fc.string(),
  fc.constantFrom(...Object.values(HOSTILE_TEXT), ...HOSTILE_NUMBERS.map(String)),
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
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(junkText, { maxLength: 3 }),
);
const junkBody = fc.oneof(
  fc.dictionary(
    fc.oneof(
      junkText,
      fc.constantFrom(
        "email",
        "password",
        "entries",
        "metricName",
        "value",
        "date",
        "industry",
        "kpis",
        "firstName",
        "lastName",
        "name",
        "phone",
        "signed",
        "nextFollowUpDate",
        "appointmentSetForDate",
        "amount",
        "description",
        "categoryId",
        "clientId",
        "isPersonal",
        "miles",
        "purpose",
        "rate",
        "color",
      ),
    ),
    junkValue,
    { maxKeys: 6 },
  ),
  fc.array(junkValue, { maxLength: 3 }),
  junkValue,
);
const junkQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "period",
      "startDate",
      "endDate",
      "timeZone",
      "token",
      "code",
      "state",
      "error",
      "q",
      "status",
      "limit",
      "cursor",
      "from",
      "to",
    ),
    junkText,
  ),
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
          const url = `${r.url.replace(":id", encodeUriPart(param) || "x")}${queryString(query)}`;
          const res = await app.inject({
            method: r.method as "POST",
            url,
            headers: bearer(user),
            ...(r.method === "GET" || r.method === "DELETE"
              ? {}
              : { payload: JSON.stringify(body), headers: { ...bearer(user), "content-type": "application/json" } }),
          });
          expect(
            res.statusCode,
            `${r.method} ${url} ${JSON.stringify(body).slice(0, 200)}: ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  });
});

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which encodeURIComponent refuses)
 * becomes the bytes a careless client would send for it (WTF-8), so the server sees them too.
 */
function encodeUriPart(text: string): string {
  return Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    }
    return encodeURIComponent(ch);
  }).join("");
}

function queryString(query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([k, v]) => `${encodeUriPart(k)}=${encodeUriPart(v)}`);
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The paths of every leaf of a fixture body: `["entries", 0, "value"]`. */
function leafPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [path];
}

function withLeaf(body: Json, path: (string | number)[], leaf: Json): Json {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, Json>;
  const last = path.at(-1);
  if (last !== undefined) node[last] = leaf;
  return copy;
}

/**
 * One app for the table-driven cases below (a fresh database each would cost a second a case);
 * each case signs up its own user, so the sign-up limit is lifted.
 */
let sharedApp: BuiltTestApp | undefined;
const shared = () => {
  if (!sharedApp) throw new Error("the shared app is not built");
  return sharedApp;
};
const sharedRoutes = () => shared().routes;
beforeAll(async () => {
  sharedApp = await buildTestApp({ env: { REGISTER_LIMIT_PER_ADDRESS: "100000" } });
});
afterAll(async () => {
  await sharedApp?.close();
});

const hostileLeaf = fc.constantFrom<Json>(...Object.values(HOSTILE_TEXT), ...HOSTILE_NUMBERS);

describe("hostile text and numbers in every field never make the server fail", () => {
  test("each field of each route's valid body, replaced by a hostile value, answers below 500", async ({ suite }) => {
    const { app } = suite;
    const user = await createUser(app, { onboard: "solar" });
    const routes = suite.routes.filter((r) => ROUTE_CASES[`${r.method} ${r.url}`]?.body);
    let sent = 0;
    for (const r of routes) {
      const body = ROUTE_CASES[`${r.method} ${r.url}`]?.body as Json;
      const paths = leafPaths(body);
      // A body that takes no field (Try the demo's {}) has none to replace; the random bodies above cover it.
      if (paths.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), hostileLeaf, async (path, leaf) => {
          const payload = JSON.stringify(withLeaf(body, path, leaf));
          const res = await app.inject({
            method: r.method as "POST",
            url: r.url,
            headers: { ...bearer(user), "content-type": "application/json" },
            payload,
            // Sign-up and sign-in limits count per address: each request comes from its own.
            remoteAddress: `10.9.${Math.floor(sent / 250)}.${sent++ % 250}`,
          });
          expect(res.statusCode, `${r.method} ${r.url} ${payload.slice(0, 200)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  });

  /** Ways to write an id that are not its plain digits: each must be refused, not read as the id. */
  const ID_SPELLINGS: [string, (id: number) => string][] = [
    ["a decimal point", (id) => `${id}.0`],
    ["a leading space", (id) => ` ${id}`],
    ["a plus sign", (id) => `+${id}`],
    ["an exponent", (id) => `${id}e0`],
    ["hex", (id) => `0x${id.toString(16)}`],
    ["binary", (id) => `0b${id.toString(2)}`],
    ["octal", (id) => `0o${id.toString(8)}`],
    ["a trailing NUL", (id) => `${id}\u0000`],
    ...[...new Set([...HOSTILE_NUMBERS.map(String), ...Object.values(HOSTILE_TEXT), "-1", "0"])].map(
      (text): [string, (id: number) => string] => [JSON.stringify(text), () => text],
    ),
  ];

  plainTest.for(ID_SPELLINGS)("an id in a path written as %s is 400 or 404, and changes nothing", async ([, spell]) => {
    const { app } = shared();
    const user = await createUser(app, { onboard: "solar" });
    const before = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    const ownId = (before as { id: number }[])[0]?.id ?? 1;
    for (const r of sharedRoutes().filter((r) => r.url.includes(":id"))) {
      const url = r.url.replace(":id", encodeUriPart(spell(ownId)));
      const res = await app.inject({ method: r.method as "DELETE", url, headers: bearer(user) });
      expect([400, 404], `${r.method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    }
    expect((await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json()).toEqual(before);
  });

  plainTest.for(HOSTILE_NUMBERS.map((n) => [typeof n === "number" ? `${n} (number)` : `"${n}"`, n] as const))(
    "a metric id of %s in a bulk save or a quick entry is refused with 4xx",
    async ([, id]) => {
      const { app } = shared();
      const user = await createUser(app, { onboard: "solar" });
      const entry = { kpiDefinitionId: id, value: 1, date: "2026-11-20" };
      for (const [url, payload] of [
        ["/api/kpi-entries", entry],
        ["/api/kpi-entries/bulk", { entries: [entry] }],
      ] as const) {
        const res = await app.inject({ method: "POST", url, headers: bearer(user), payload });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    },
  );
});

/** What the server may store for a text it accepts: the text itself, NFC-normalised and trimmed. */
const asStored = (text: string) => text.normalize("NFC").trim();

/** Text the issue says is refused outright: control characters, bidirectional controls, nothing visible. */
const MUST_REFUSE: readonly (keyof typeof HOSTILE_TEXT)[] = [
  "nul",
  "loneHighSurrogate",
  "loneLowSurrogate",
  "rightToLeftOverride",
  "isolate",
  "zeroWidthSpace",
];
const textCases = Object.entries(HOSTILE_TEXT) as [keyof typeof HOSTILE_TEXT, string][];

describe("a hostile value is refused or stored exactly as sent (never silently changed)", () => {
  plainTest.for(textCases)("a metric named %s", async ([kind, name]) => {
    const { app } = shared();
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-definitions",
      headers: bearer(user),
      payload: { name, unit: "count" },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (MUST_REFUSE.includes(kind)) expect(res.statusCode, `${kind} must be refused: ${res.body}`).toBe(400);
    if (res.statusCode >= 300) return;
    expect(res.json().name).toBe(asStored(name));
    const listed = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    expect(listed.map((d: { name: string }) => d.name)).toContain(asStored(name));
  });

  plainTest.for(textCases)("a quick entry for a metric named %s", async ([kind, metricName]) => {
    const { app } = shared();
    const user = await createUser(app, { onboard: "solar" });
    const date = "2026-11-20";
    // A write names only a metric the rep tracks (decision 019): track the name first where it is taken.
    await app.inject({ method: "POST", url: "/api/kpi-definitions", headers: bearer(user), payload: { name: metricName } });
    const tracked = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) }))
      .json()
      .map((d: { name: string }) => d.name);
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-entries",
      headers: bearer(user),
      payload: { metricName, value: 20, date },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (MUST_REFUSE.includes(kind)) expect(res.statusCode, `${kind} must be refused: ${res.body}`).toBe(400);
    if (res.statusCode >= 300) return;
    // The name decides the metric by the one name rule (metricNameKey): a look-alike of a metric the
    // rep tracks ("Ηours Worked" with a Greek Eta) is that metric; any other name is stored as sent.
    const same = tracked.find((name: string) => metricNameKey(name) === metricNameKey(asStored(metricName)));
    const expectedName = same ?? asStored(metricName);
    expect(res.json()).toMatchObject({ kpiName: expectedName, value: 20 });
    const listed = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(listed.map((e: { kpiName: string }) => e.kpiName)).toContain(expectedName);
  });

  plainTest.for(textCases)("a first name of %s at sign-up", async ([kind, firstName]) => {
    const { app } = shared();
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: `fuzz.${kind.toLowerCase()}@example.com`, password: "long enough password", firstName, lastName: "Rep" },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (MUST_REFUSE.includes(kind)) expect(res.statusCode, `${kind} must be refused: ${res.body}`).toBe(400);
    if (res.statusCode >= 300) return;
    const me = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json().firstName).toBe(asStored(firstName));
  });

  /** Values a plain-decimal grammar with two decimals and a column of 99,999,999.99 takes as they are. */
  const EXACT_VALUES = [0, 12.5, "12.5", "99999999.99", 0.1] as const;
  /** Values it must refuse: exponents, hex, binary, octal, too many decimals, past the column. */
  const REFUSED_VALUES = [...HOSTILE_NUMBERS, "1.239", 0.005, "0.005", 100_000_000, "Infinity", "1_000"] as const;

  plainTest.for(EXACT_VALUES)("an entry value of %j is stored as exactly that number", async (value) => {
    const { app } = shared();
    const user = await createUser(app, { onboard: "solar" });
    // Counts are whole numbers (decision 019): the exact decimals go to a metric in dollars.
    await trackMetric(app, user, "Commission", "dollars");
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers: bearer(user),
      payload: { entries: [{ metricName: "Commission", value, date: "2026-11-20" }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(listed).toEqual([expect.objectContaining({ kpiName: "Commission", value: Number(value) })]);
  });

  plainTest.for(REFUSED_VALUES)("an entry value or a target of %j is refused with 400 and stores nothing", async (value) => {
    const { app } = shared();
    const user = await createUser(app, { onboard: "solar" });
    const writes = [
      ["/api/kpi-entries", { metricName: "Doors Knocked", value, date: "2026-11-20" }],
      ["/api/kpi-entries/bulk", { entries: [{ metricName: "Doors Knocked", value, date: "2026-11-21" }] }],
      ["/api/kpi-definitions", { name: "Fuzzed Target", unit: "count", targetValue: value }],
    ] as const;
    const notRefused: string[] = [];
    for (const [url, payload] of writes) {
      const res = await app.inject({ method: "POST", url, headers: bearer(user), payload });
      if (res.statusCode !== 400)
        notRefused.push(`${url} ${JSON.stringify(payload)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(notRefused).toEqual([]);
    const entries = (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json();
    expect(entries).toEqual([]);
    const defs = (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json();
    expect(defs.map((d: { name: string }) => d.name)).not.toContain("Fuzzed Target");
  });
});
