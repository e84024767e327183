import { describe, expect, it } from "vitest";
import { latestAllowedDate } from "../schemas/metrics";
import { INVALID_PHONE } from "./phone-number";
import {
  clientSchema,
  clientsListQuerySchema,
  createClientSchema,
  decodeClientCursor,
  decodeKeyedClientCursor,
  encodeClientCursor,
  encodeKeyedClientCursor,
  INVALID_EMAIL,
  isoDateTimeSchema,
  LEAD_FIRST_NAME_REQUIRED,
  LEAD_NAME_REQUIRED,
  leadDialogSchema,
  leadFormSchema,
  patchClientSchema,
  pipelineClientSchema,
} from "./schemas";

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
/** Field to its messages, as the API's 400 answers them. */
function problems(schema: Schema, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const key = issue.path.join(".") || "body";
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const lead = { firstName: "Ana", lastName: "Lopez" };

describe("the lead dialog", () => {
  it("saves again a lead made with one name (issue 21: Edit Lead refused it)", () => {
    const made = createClientSchema.parse({ name: "Cher" });
    expect(made).toMatchObject({ firstName: "Cher", lastName: "" });
    expect(leadDialogSchema.safeParse({ firstName: made.firstName, lastName: made.lastName }).success).toBe(true);
    expect(leadDialogSchema.safeParse({ firstName: "Cher" }).success).toBe(true);
    expect(leadDialogSchema.parse({ firstName: "Cher", lastName: " " })).toMatchObject({ lastName: "" });
    expect(createClientSchema.parse({ firstName: "Cher" })).toMatchObject({ firstName: "Cher", lastName: "" });
  });

  it("takes phones as people write them and refuses what is not one", () => {
    expect(leadFormSchema.parse({ firstName: "Ana", phone: "555-123-4567 ext. 12" }).phone).toBe("555-123-4567 ext. 12");
    expect(leadFormSchema.parse({ firstName: "Ana", phone: "+44 20 7946 0958" }).phone).toBe("+44 20 7946 0958");
    expect(leadFormSchema.parse({ firstName: "Ana", phone: " " }).phone).toBeNull();
    expect(problems(leadFormSchema, { firstName: "Ana", phone: "abc" }).phone).toEqual([INVALID_PHONE]);
    expect(problems(patchClientSchema, { phone: "abc" }).phone).toEqual([INVALID_PHONE]);
  });

  it("takes a name alone and trims it; empty optional texts are nothing", () => {
    expect(leadDialogSchema.parse({ firstName: "  Ana ", lastName: "Lopez\u00a0", email: " ", phone: "", notes: "" })).toEqual({
      firstName: "Ana",
      lastName: "Lopez",
      email: null,
      phone: null,
      notes: null,
    });
  });

  it.each([
    ["spaces only", { firstName: "   ", lastName: "Lopez" }, "firstName", LEAD_FIRST_NAME_REQUIRED],
    ["a no-break space", { firstName: "\u00a0", lastName: "Lopez" }, "firstName", LEAD_FIRST_NAME_REQUIRED],
    ["no first name", { lastName: "Lopez" }, "firstName", LEAD_FIRST_NAME_REQUIRED],
    ["letters for a phone", { ...lead, phone: "abc" }, "phone", INVALID_PHONE],
    [
      "a NUL",
      { firstName: "An\u0000a", lastName: "Lopez" },
      "firstName",
      "First name cannot contain control characters or line breaks",
    ],
    ["a zero-width space", { firstName: "Ana", lastName: "\u200b" }, "lastName", "Last name cannot contain invisible characters"],
    [
      "a bidi override",
      { firstName: "\u202eanA", lastName: "Lopez" },
      "firstName",
      "First name cannot contain characters that change the text direction",
    ],
    ["a long name", { firstName: "a".repeat(101), lastName: "Lopez" }, "firstName", "First name must be at most 100 characters"],
    ["a bad e-mail", { ...lead, email: "ana@" }, "email", INVALID_EMAIL],
    [
      "an e-mail with a zero-width joiner",
      { ...lead, email: "a\u200d@x.io" },
      "email",
      "Email cannot contain invisible characters",
    ],
    ["a NUL in the notes", { ...lead, notes: "call\u0000back" }, "notes", "Notes cannot contain control characters"],
    [
      "a line break in the address",
      { ...lead, address: "1 Main\nSt" },
      "address",
      "Address cannot contain control characters or line breaks",
    ],
    ["a long phone", { ...lead, phone: "5".repeat(41) }, "phone", "Phone must be at most 40 characters"],
    ["a long lead source", { ...lead, leadSource: "x".repeat(101) }, "leadSource", "Lead source must be at most 100 characters"],
    ["a flag that is not a boolean", { ...lead, signed: "yes" }, "signed", "signed must be true or false"],
    [
      "a date that does not exist",
      { ...lead, nextFollowUpDate: "2026-02-30" },
      "nextFollowUpDate",
      "Date is not a real calendar day",
    ],
    [
      "a date before the window",
      { ...lead, appointmentSetDate: "1999-12-31" },
      "appointmentSetDate",
      `Date must be between 2000-01-01 and ${latestAllowedDate()}`,
    ],
    [
      "a time without a zone",
      { ...lead, appointmentSetForDate: "2026-01-05T10:00:00" },
      "appointmentSetForDate",
      "Date and time must look like 2026-01-31T09:30:00Z",
    ],
    ["a field it does not know", { ...lead, signedDate: "2026-01-01" }, "body", 'Unrecognized key: "signedDate"'],
  ])("refuses %s", (_what, body, field, message) => {
    expect(problems(leadDialogSchema, body)[field]).toEqual([message]);
  });

  it("takes every field", () => {
    const full = leadDialogSchema.parse({
      ...lead,
      email: "ana@example.com",
      phone: "(555) 123-4567",
      address: "1 Main St",
      leadSource: "Door knock",
      status: "prospect",
      notes: "Dog in the yard\nCall after 5",
      appointmentSetDate: "2026-01-05",
      appointmentSetForDate: "2026-01-06T17:30:00-08:00",
      nextFollowUpDate: "2026-01-07",
      knockAppointment: true,
      signed: false,
    });
    expect(full.status).toBe("prospect");
    expect(full.appointmentSetForDate).toBe("2026-01-06T17:30:00-08:00");
  });

  it("keeps the default status when the status is left empty", () => {
    expect(leadDialogSchema.parse({ ...lead, status: " " }).status).toBe("lead");
    expect(leadDialogSchema.parse({ ...lead, status: null }).status).toBe("lead");
    expect(leadDialogSchema.parse(lead).status).toBeUndefined();
  });
});

describe("creating a client", () => {
  it("splits the pipeline's one name; one word is a first name", () => {
    expect(createClientSchema.parse({ name: " Mary Ann  Smith ", phone: "555-1234", status: "lead" })).toMatchObject({
      firstName: "Mary Ann",
      lastName: "Smith",
      phone: "555-1234",
    });
    expect(createClientSchema.parse({ name: "Cher" })).toMatchObject({ firstName: "Cher", lastName: "" });
    const long = `${"a".repeat(100)} ${"b".repeat(100)}`;
    expect(createClientSchema.parse({ name: long })).toMatchObject({ firstName: "a".repeat(100), lastName: "b".repeat(100) });
    expect(pipelineClientSchema.parse({ name: "Cher", email: "" })).toEqual({ name: "Cher", email: null });
  });

  it("takes the lead dialog's payload as it is", () => {
    expect(createClientSchema.parse({ ...lead, signed: true })).toEqual({ ...lead, signed: true });
  });

  it.each([
    ["a blank pipeline name", { name: " \u00a0 " }, "name", LEAD_NAME_REQUIRED],
    ["a pipeline name with a NUL", { name: "Ana\u0000" }, "name", "Lead name cannot contain control characters or line breaks"],
    ["both kinds of name", { name: "Ana Lopez", firstName: "Ana" }, "name", "Send name, or firstName and lastName, not both"],
    ["no name at all", { email: "a@b.co" }, "firstName", LEAD_FIRST_NAME_REQUIRED],
    ["letters for a pipeline phone", { name: "Ana", phone: "abc" }, "phone", INVALID_PHONE],
    [
      "a lead name past two names",
      { name: `${"a".repeat(100)} ${"b".repeat(101)}` },
      "name",
      "Lead name must be at most 201 characters",
    ],
    [
      "a lead name whose last word is too long",
      { name: `Ana ${"b".repeat(101)}` },
      "name",
      "Last name must be at most 100 characters",
    ],
  ])("refuses %s", (_what, body, field, message) => {
    expect(problems(createClientSchema, body)[field]).toEqual([message]);
    expect(problems(pipelineClientSchema, { name: " " }).name).toEqual([LEAD_NAME_REQUIRED]);
  });
});

describe("PATCH", () => {
  it("takes any one field, and null to clear a follow-up", () => {
    expect(patchClientSchema.parse({ nextFollowUpDate: null })).toEqual({ nextFollowUpDate: null });
    expect(patchClientSchema.parse({ signed: true })).toEqual({ signed: true });
  });
  it("refuses nothing to change, and a blank name", () => {
    expect(problems(patchClientSchema, {}).body).toEqual(["Send at least one field to change"]);
    expect(problems(patchClientSchema, { firstName: " " }).firstName).toEqual([LEAD_FIRST_NAME_REQUIRED]);
    expect(patchClientSchema.parse({ lastName: " " })).toEqual({ lastName: "" });
  });
});

describe("the leads list query", () => {
  it("is the first page with no parameters", () => {
    expect(clientsListQuerySchema.parse({})).toEqual({});
    expect(clientsListQuerySchema.parse({ q: "  " })).toEqual({ q: undefined });
  });
  it("takes a search, a derived status, a limit and a cursor it gave", () => {
    const cursor = encodeClientCursor({ createdAtMicros: 1_763_900_000_123_456, id: 42 });
    expect(clientsListQuerySchema.parse({ q: " (555) 123 ", status: "customer", limit: "50", cursor })).toEqual({
      q: "(555) 123",
      status: "customer",
      limit: 50,
      cursor: { createdAtMicros: 1_763_900_000_123_456, id: 42 },
    });
  });
  it.each([
    [{ status: "signed" }, "status"],
    [{ q: "a\u0000" }, "q"],
    [{ q: "x".repeat(101) }, "q"],
    [{ cursor: "bm90IGEgY3Vyc29y" }, "cursor"],
    [{ limit: "0" }, "limit"],
    [{ page: "2" }, "body"],
  ])("refuses %o", (query, field) => {
    expect(problems(clientsListQuerySchema, query)[field]).toHaveLength(1);
  });
});

describe("client cursors", () => {
  it("come back as given and refuse anything else", () => {
    const c = { createdAtMicros: 1_700_000_000_000_001, id: 2_147_483_647 };
    expect(decodeClientCursor(encodeClientCursor(c))).toEqual(c);
    for (const text of [
      "",
      "!!",
      btoa("1.0"),
      btoa("1.2147483648"),
      btoa("99999999999999999.1"),
      btoa("1e3.5"),
      "A".repeat(49),
    ]) {
      expect(decodeClientCursor(text.replace(/=+$/, "")), text).toBeNull();
    }
  });
});

describe("keyed cursors (decision 045)", () => {
  it("come back as given, non-ASCII names and a follow-up not set included", () => {
    for (const c of [
      { sort: "name", key: "zoë ångström", id: 7 },
      { sort: "name", key: "\u4e00".repeat(201), id: 2_147_483_647 },
      { sort: "follow-up", key: "2026-12-01", id: 1 },
      { sort: "follow-up", key: null, id: 3 },
    ] as const) {
      expect(decodeKeyedClientCursor(encodeKeyedClientCursor(c))).toEqual(c);
    }
  });
  it("refuse what this server could not have given", () => {
    const bad = (value: unknown) => `k${btoa(JSON.stringify(value)).replaceAll("=", "")}`;
    for (const text of [
      "k",
      "kAAAA",
      bad(["name", null, 1]),
      bad(["follow-up", "tomorrow", 1]),
      bad(["newest", "x", 1]),
      bad(["name", "x", 0]),
      bad(["name", "x", 1.5]),
      bad(["name", "x"]),
    ]) {
      expect(decodeKeyedClientCursor(text), text).toBeNull();
    }
  });
  it("belong to their own order", () => {
    const name = encodeKeyedClientCursor({ sort: "name", key: "ada", id: 1 });
    const created = encodeClientCursor({ createdAtMicros: 1, id: 1 });
    expect(clientsListQuerySchema.safeParse({ sort: "name", cursor: name }).success).toBe(true);
    expect(clientsListQuerySchema.safeParse({ sort: "oldest", cursor: created }).success).toBe(true);
    expect(problems(clientsListQuerySchema, { sort: "follow-up", cursor: name }).cursor).toHaveLength(1);
    expect(problems(clientsListQuerySchema, { cursor: name }).cursor).toHaveLength(1);
    expect(problems(clientsListQuerySchema, { sort: "name", cursor: created }).cursor).toHaveLength(1);
    expect(problems(clientsListQuerySchema, { sort: "price" }).sort).toHaveLength(1);
  });
});

describe("the Client answer", () => {
  it("carries leadStatus and the new dates", () => {
    expect(clientSchema.shape.leadStatus.options).toContain("customer");
    expect(Object.keys(clientSchema.shape)).toEqual(expect.arrayContaining(["signedDate", "nextFollowUpDate", "tagInstalls"]));
  });
});

describe("isoDateTimeSchema", () => {
  it("says one thing about a value that is no time at all", () => {
    expect(problems(isoDateTimeSchema, "tomorrow").body).toEqual(["Date and time must look like 2026-01-31T09:30:00Z"]);
    expect(isoDateTimeSchema.parse("1999-12-31T10:00:00Z")).toBe("1999-12-31T10:00:00Z"); // 2000-01-01 00:00 at UTC+14
    expect(problems(isoDateTimeSchema, "1999-12-31T09:59:59Z").body).toEqual([
      `Date must be between 2000-01-01 and ${latestAllowedDate()}`,
    ]);
    expect(isoDateTimeSchema.parse("2026-01-06T17:30:00.123+05:30")).toBe("2026-01-06T17:30:00.123+05:30");
  });
});
