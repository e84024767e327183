import { apiErrorSchema, dashboardSchema, kpiEntrySchema, publicUserSchema } from "@measured/core";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { responseSerializerCompiler } from "./response-serializer";

type Serialize = (data: unknown) => string;
const compile = (schema: z.ZodType): Serialize =>
  responseSerializerCompiler({ schema, method: "GET", url: "/api/x", httpStatus: "200" }) as Serialize;
const zodCompile = (schema: z.ZodType): Serialize =>
  zodSerializerCompiler({ schema, method: "GET", url: "/api/x" } as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;

const user = {
  id: 7,
  email: "rep@example.com",
  firstName: "Ana",
  lastName: null,
  profileImageUrl: null,
  industry: "solar",
  authProvider: "local",
  hasPassword: true,
  isOnboarded: true,
  isEmailVerified: false,
  selectedKpis: ["doorsKnocked", "appointmentsSet"],
  createdAt: "2026-11-23T17:29:24.890Z",
};
const entry = {
  id: 1,
  kpiDefinitionId: 3,
  kpiName: "Doors Knocked",
  value: 42.5,
  date: "2026-11-20",
  notes: 'said "later" \u2028 <b>',
  createdAt: "2026-11-20T10:00:00.000Z",
};
const range = { startDate: "2026-11-01", endDate: "2026-11-30" };
const dashboard = {
  period: "custom",
  timeZone: "America/Los_Angeles",
  today: "2026-11-23",
  range,
  previousRange: null,
  metrics: [
    {
      definitionId: 3,
      name: "Deals Closed",
      unit: "count",
      total: 2,
      previousTotal: null,
      changePercent: null,
      parts: [{ name: "Deals Closed from Knocks", total: 2, previousTotal: 1 }],
      fromLeads: 0,
    },
  ],
  funnel: { doors: 120, tags: 0, sets: 4, ran: 3, closes: 2, installs: 1, dealsCancelled: 0, noShows: 1 },
  funnelInputs: { doors: true, tags: false, sets: true, ran: true, closes: true, installs: true },
  performance: {
    doorsPerAppointment: 30,
    tagsPerAppointment: null,
    appointmentHoldRate: 75,
    dealsClosed: 2,
    dealsInstalled: 1,
    totalDoors: 120,
    totalTags: 0,
  },
  conversions: {
    doorKnockApptToSet: 0.5,
    tagApptToSet: null,
    allAppointmentsToSet: 0.5,
    doorKnockSetToClose: 0.25,
    tagSetToClose: 0,
    allAppointmentsToClose: 0.25,
    doorKnockCloseToInstall: 0.5,
    tagCloseToInstall: 0,
    tagInstallRate: 0,
  },
  showTagging: false,
  signedClients: 0,
  trend: { granularity: "day", points: [{ bucket: "2026-11-20", values: { "Doors Knocked": 42.5, "Deals Closed": 2 } }] },
};

describe("the response serializer", () => {
  it("writes the same text as Zod's serializer for the app's answers", () => {
    const cases: [z.ZodType, unknown][] = [
      [publicUserSchema, user],
      [z.array(kpiEntrySchema), [entry, { ...entry, id: 2, notes: null }]],
      [dashboardSchema, dashboard],
      [dashboardSchema, { ...dashboard, previousRange: range }],
      [dashboardSchema, { ...dashboard, metrics: [{ ...dashboard.metrics[0], fromLeads: 3 }] }],
      [apiErrorSchema, { message: "Invalid", errors: { "entries.0.value": ["Too big"] } }],
      [z.null(), null],
    ];
    for (const [schema, data] of cases) {
      const fast = compile(schema);
      expect(fast).not.toBe(undefined);
      expect(fast(data)).toBe(zodCompile(schema)(data));
    }
  });

  it("writes only the schema's fields, so nothing else a handler holds leaves the server", () => {
    const text = compile(publicUserSchema)({ ...user, passwordHash: "$argon2id$secret", role: "admin" });
    expect(JSON.parse(text)).toEqual(user);
    expect(text).not.toContain("argon2");
  });

  it("fails an answer missing a required field or holding a number that is not one", () => {
    const serialize = compile(publicUserSchema);
    expect(() => serialize({ ...user, email: undefined })).toThrow();
    expect(() => serialize({ ...user, id: Number.NaN })).toThrow();
    expect(() => serialize({ ...user, id: "abc" })).toThrow();
  });

  it("never rounds a number, even where the schema says integer", () => {
    expect(compile(z.object({ n: z.int() }))({ n: 2.5 })).toBe('{"n":2.5}');
  });

  it("keeps Zod's serializer where the answer is transformed or has a default", () => {
    // Zod refuses to encode through a one-way transform; so does the serializer, rather than skip it.
    const transformed = z.object({ at: z.string().transform((s) => s.length) });
    expect(() => zodCompile(transformed)({ at: "abc" })).toThrow(/transform/);
    expect(() => compile(transformed)({ at: "abc" })).toThrow(/transform/);
    const defaulted = z.object({ unit: z.string().default("count") });
    expect(compile(defaulted)({ unit: "hours" })).toBe('{"unit":"hours"}');
    // Zod's own answer to a default on the way out: a missing value is refused, not filled in.
    expect(() => compile(defaulted)({})).toThrow("Response doesn't match the schema");
  });
});
