import { describe, expect, it } from "vitest";
import { latestAllowedDate } from "../schemas/metrics";
import { encodeAppointmentCursor } from "./paging";
import {
  APPOINTMENT_MESSAGES,
  appointmentsPageQuerySchema,
  canHaveTakenPlace,
  createAppointmentSchema,
  inlineClientAppointmentSchema,
  pipelineAppointmentSchema,
  quickAppointmentSchema,
  updateAppointmentSchema,
} from "./schemas";

/** Field → messages, as the API's 400 answers them. */
function fieldErrors(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join(".") || "body";
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

const quick = {
  clientId: 7,
  title: "Consultation",
  scheduledAt: "2026-11-20T22:30:00Z",
  status: "scheduled",
  notes: "Bring samples",
};
const pipeline = { clientId: 7, date: "2026-11-20", time: "14:30", type: "Consultation", notes: "", status: "scheduled" };
const inline = {
  client: {
    name: "  Ana María  de la Cruz ",
    phone: "(555) 123-4567",
    email: "ana@example.com",
    address: "1 Main St",
    status: "lead",
  },
  date: "2026-11-20",
  time: "14:30",
  type: "Consultation",
  notes: "Gate code 1234",
  status: "scheduled",
};

describe("createAppointmentSchema: the three payloads", () => {
  it("the quick modal's payload", () => {
    expect(createAppointmentSchema.parse(quick)).toEqual({
      client: { clientId: 7 },
      when: { scheduledAt: new Date("2026-11-20T22:30:00Z") },
      title: "Consultation",
      type: null,
      notes: "Bring samples",
      status: "scheduled",
    });
    expect(quickAppointmentSchema.safeParse(quick).success).toBe(true);
  });

  it("the pipeline's payload, with and without a zone", () => {
    expect(createAppointmentSchema.parse(pipeline)).toEqual({
      client: { clientId: 7 },
      when: { date: "2026-11-20", time: "14:30" },
      title: null,
      type: "Consultation",
      notes: null,
      status: "scheduled",
    });
    expect(createAppointmentSchema.parse({ ...pipeline, timeZone: "America/New_York" }).when).toEqual({
      date: "2026-11-20",
      time: "14:30",
      timeZone: "America/New_York",
    });
    expect(pipelineAppointmentSchema.safeParse(pipeline).success).toBe(true);
  });

  it("the pipeline's payload with a new client (name trimmed, status kept)", () => {
    const parsed = createAppointmentSchema.parse(inline);
    expect(parsed.client).toEqual({
      client: {
        name: "Ana María  de la Cruz",
        phone: "(555) 123-4567",
        email: "ana@example.com",
        address: "1 Main St",
        status: "lead",
      },
    });
    expect(inlineClientAppointmentSchema.safeParse(inline).success).toBe(true);
  });

  it("status defaults to scheduled; an empty optional text is null; a one-word name is allowed", () => {
    const parsed = createAppointmentSchema.parse({
      client: { name: "Cher", email: "", phone: "  " },
      date: "2026-11-20",
      time: "09:00",
    });
    expect(parsed.status).toBe("scheduled");
    expect(parsed.client).toEqual({ client: { name: "Cher", email: null, phone: null } });
  });
});

describe("createAppointmentSchema: every bad field answered under its name", () => {
  it("scheduledAt that is not a date", () => {
    for (const scheduledAt of ["tomorrow", "2026-13-01T10:00:00Z", "2026-11-20", "2026-11-20T10:00:00", 12345, ""])
      expect(fieldErrors(createAppointmentSchema, { ...quick, scheduledAt }), String(scheduledAt)).toEqual({
        scheduledAt: [APPOINTMENT_MESSAGES.scheduledAt],
      });
  });

  it("scheduledAt outside the date window in every zone (UTC+14 to UTC-12)", () => {
    const errors = fieldErrors(createAppointmentSchema, { ...quick, scheduledAt: "1999-12-31T09:59:59.999Z" });
    expect(errors.scheduledAt?.[0]).toMatch(/^Scheduled time must be between 2000-01-01 and /);
    const late = `${Number(latestAllowedDate().slice(0, 4)) + 1}-01-01T00:00:00Z`;
    expect(fieldErrors(createAppointmentSchema, { ...quick, scheduledAt: late }).scheduledAt).toHaveLength(1);
    // The window's first and last minutes on the earliest and latest clocks are inside it.
    for (const scheduledAt of ["2000-01-01T00:00:00+14:00", "1999-12-31T10:00:00Z", `${latestAllowedDate()}T23:59:00-12:00`])
      expect(fieldErrors(createAppointmentSchema, { ...quick, scheduledAt }), scheduledAt).toEqual({});
    const after = new Date(Date.parse(`${latestAllowedDate()}T23:59:59.999-12:00`) + 1).toISOString();
    expect(fieldErrors(createAppointmentSchema, { ...quick, scheduledAt: after }).scheduledAt).toHaveLength(1);
  });

  it('a time "25:00", "12:60", "9:30" or "noon"', () => {
    expect(fieldErrors(createAppointmentSchema, { ...pipeline, time: "25:00" })).toEqual({
      time: [APPOINTMENT_MESSAGES.timeRange],
    });
    expect(fieldErrors(createAppointmentSchema, { ...pipeline, time: "12:60" })).toEqual({
      time: [APPOINTMENT_MESSAGES.timeRange],
    });
    for (const time of ["9:30", "noon", "14:30:00", "", 1430])
      expect(fieldErrors(createAppointmentSchema, { ...pipeline, time }), String(time)).toEqual({
        time: [APPOINTMENT_MESSAGES.time],
      });
  });

  it("a date that is not a calendar day", () => {
    expect(fieldErrors(createAppointmentSchema, { ...pipeline, date: "2026-02-30" })).toEqual({
      date: ["Date is not a real calendar day"],
    });
  });

  it("a blank, invisible or missing lead name in the new client", () => {
    const withName = (name: unknown) => ({ ...inline, client: { ...inline.client, name } });
    expect(fieldErrors(createAppointmentSchema, withName("   "))).toEqual({ "client.name": ["Lead name is required"] });
    expect(fieldErrors(createAppointmentSchema, withName(""))).toEqual({ "client.name": ["Lead name is required"] });
    expect(fieldErrors(createAppointmentSchema, withName("\u200b"))).toEqual({
      "client.name": ["Lead name cannot contain invisible characters"],
    });
    expect(fieldErrors(createAppointmentSchema, withName("Bob\u202e"))).toEqual({
      "client.name": ["Lead name cannot contain characters that change the text direction"],
    });
    expect(fieldErrors(createAppointmentSchema, withName("Bob\u0000"))).toEqual({
      "client.name": ["Lead name cannot contain control characters or line breaks"],
    });
    const { name: _n, ...nameless } = inline.client;
    expect(fieldErrors(createAppointmentSchema, { ...inline, client: nameless })).toEqual({
      "client.name": ["Lead name is required"],
    });
  });

  it("an invalid e-mail in the new client", () => {
    expect(fieldErrors(createAppointmentSchema, { ...inline, client: { ...inline.client, email: "not-an-email" } })).toEqual({
      "client.email": ["Invalid email address"],
    });
  });

  it("no client, or both a clientId and a new client", () => {
    const { clientId: _c, ...noClient } = pipeline;
    expect(fieldErrors(createAppointmentSchema, noClient)).toEqual({ clientId: [APPOINTMENT_MESSAGES.clientRequired] });
    expect(fieldErrors(createAppointmentSchema, { ...inline, clientId: 7 })).toEqual({
      client: [APPOINTMENT_MESSAGES.clientTwice],
    });
  });

  it("no time, half a time, or both kinds", () => {
    const { scheduledAt: _s, ...noWhen } = quick;
    expect(fieldErrors(createAppointmentSchema, noWhen)).toEqual({
      date: [APPOINTMENT_MESSAGES.dateRequired],
      time: [APPOINTMENT_MESSAGES.timeRequired],
    });
    expect(fieldErrors(createAppointmentSchema, { ...pipeline, time: undefined })).toEqual({
      time: [APPOINTMENT_MESSAGES.timeRequired],
    });
    expect(fieldErrors(createAppointmentSchema, { ...quick, date: "2026-11-20", time: "10:00" })).toEqual({
      scheduledAt: [APPOINTMENT_MESSAGES.whenTwice],
    });
  });

  it("a clientId that is not a whole number above 0, a status that is not one of the two, an unknown zone", () => {
    for (const clientId of [0, -1, 1.5, "7", null, 2 ** 60])
      expect(fieldErrors(createAppointmentSchema, { ...pipeline, clientId }), String(clientId)).toEqual({
        clientId: [APPOINTMENT_MESSAGES.clientId],
      });
    expect(fieldErrors(createAppointmentSchema, { ...pipeline, status: "cancelled" })).toEqual({
      status: [APPOINTMENT_MESSAGES.newStatus],
    });
    expect(fieldErrors(createAppointmentSchema, { ...pipeline, timeZone: "Mars/Olympus" })).toEqual({
      timeZone: [APPOINTMENT_MESSAGES.timeZone],
    });
  });

  it("an id past the id column is let through (the route answers 404)", () => {
    expect(createAppointmentSchema.parse({ ...pipeline, clientId: 2_147_483_648 }).client).toEqual({ clientId: 2_147_483_648 });
  });

  it("unknown keys are refused", () => {
    expect(Object.keys(fieldErrors(createAppointmentSchema, { ...pipeline, userId: 1 }))).toEqual(["body"]);
    expect(Object.keys(fieldErrors(createAppointmentSchema, { ...inline, client: { ...inline.client, id: 1 } }))).toEqual([
      "client",
    ]);
  });
});

describe("updateAppointmentSchema", () => {
  it("takes any subset, and refuses an empty change", () => {
    expect(updateAppointmentSchema.parse({ status: "completed" })).toEqual({ status: "completed" });
    for (const status of ["no_show", "cancelled", "scheduled"] as const)
      expect(updateAppointmentSchema.parse({ status })).toEqual({ status });
    expect(fieldErrors(updateAppointmentSchema, {})).toEqual({ body: [APPOINTMENT_MESSAGES.nothingToChange] });
    expect(fieldErrors(updateAppointmentSchema, { status: "done" })).toEqual({ status: [APPOINTMENT_MESSAGES.status] });
    expect(updateAppointmentSchema.parse({ outcome: "Signed on the spot", notes: "" })).toEqual({
      outcome: "Signed on the spot",
      notes: null,
    });
  });
});

describe("appointmentsPageQuerySchema", () => {
  it("takes a cursor this list gave and refuses any other", () => {
    const cursor = encodeAppointmentCursor({ scheduledAtMs: Date.parse("2026-11-20T22:30:00Z"), id: 42 });
    expect(appointmentsPageQuerySchema.parse({ cursor, limit: "5" })).toEqual({
      cursor: { scheduledAtMs: Date.parse("2026-11-20T22:30:00Z"), id: 42 },
      limit: 5,
    });
    for (const bad of [
      "x",
      "MTIz",
      btoa("1.0"),
      btoa("99999999999999999.1"),
      btoa("-5.1"),
      btoa("999999999999999.1"),
      "a".repeat(60),
    ])
      expect(appointmentsPageQuerySchema.safeParse({ cursor: bad }).success, bad).toBe(false);
  });
});

describe("canHaveTakenPlace: from the appointment's day on, in the rep's zone", () => {
  const now = new Date("2026-11-26T02:00:00Z"); // Nov 25, 6 PM in Los Angeles; Nov 26 in Berlin
  it("earlier today (even later today) and any day before: yes; tomorrow: no", () => {
    const la = "America/Los_Angeles";
    expect(canHaveTakenPlace(new Date("2026-11-25T17:00:00Z"), la, now)).toBe(true); // 9 AM today
    expect(canHaveTakenPlace(new Date("2026-11-26T06:00:00Z"), la, now)).toBe(true); // 10 PM today
    expect(canHaveTakenPlace(new Date("2020-01-01T00:00:00Z"), la, now)).toBe(true);
    expect(canHaveTakenPlace(new Date("2026-11-26T08:00:00Z"), la, now)).toBe(false); // midnight tomorrow
  });
  it("the day is the rep's: one instant is today in Berlin and tomorrow nowhere near it", () => {
    const at = new Date("2026-11-26T10:00:00Z");
    expect(canHaveTakenPlace(at, "Europe/Berlin", now)).toBe(true);
    expect(canHaveTakenPlace(at, "America/Los_Angeles", now)).toBe(false);
  });
});
