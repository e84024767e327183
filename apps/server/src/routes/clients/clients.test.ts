import { type Client, INVALID_EMAIL, INVALID_PHONE, LEAD_FIRST_NAME_REQUIRED, LEAD_NAME_REQUIRED } from "@measured/core";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";
import { createLead, storedClients } from "../../test/lead-fixtures";

const ana = { firstName: "Ana", lastName: "Lopez" };

describe("leads: create, read, change, delete (issue 11)", () => {
  test("the lead dialog's payload creates a lead with every field, answered as a Client", async ({ app }) => {
    const user = await createUser(app, { onboard: "pest_control" });
    const res = await app.inject({
      method: "POST",
      url: "/api/clients",
      headers: bearer(user),
      payload: {
        firstName: "  Ana ",
        lastName: "Lopez",
        email: "ana@example.com",
        phone: "(555) 123-4567",
        address: "1 Main St",
        leadSource: "Door knock",
        status: "prospect",
        notes: "Dog in the yard",
        nextFollowUpDate: "2026-01-07",
        appointmentSetForDate: "2026-01-06T17:30:00-08:00",
        knockAppointment: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const lead = res.json<Client>();
    expect(lead).toMatchObject({
      firstName: "Ana",
      lastName: "Lopez",
      phone: "(555) 123-4567",
      status: "prospect",
      industryContext: "pest_control",
      knockAppointment: true,
      signed: false,
      leadStatus: "appointment_scheduled",
      appointmentSetForDate: "2026-01-07T01:30:00.000Z",
      nextFollowUpDate: "2026-01-07",
      signedDate: null,
      folderId: null,
    });
    expect(lead.id).toBeGreaterThan(0);
    const one = await app.inject({ method: "GET", url: `/api/clients/${lead.id}`, headers: bearer(user) });
    expect(one.json()).toEqual(lead);
  });

  test("the pipeline's {name, …} payload splits the name; one word leaves the last name empty", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const two = await createLead(app, user, {
      name: "Mary Ann Smith",
      phone: "555 0100",
      email: "",
      address: "2 Elm",
      status: "lead",
    });
    expect(two).toMatchObject({ firstName: "Mary Ann", lastName: "Smith", email: null, leadStatus: "lead" });
    const one = await createLead(app, user, { name: "Cher" });
    expect(one).toMatchObject({ firstName: "Cher", lastName: "" });
  });

  test("a first name alone is a lead: created, saved again whole (Edit Lead) and in part (issue 21)", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const made = await createLead(app, user, { firstName: "Cher", phone: "555-123-4567 ext. 12" });
    expect(made).toMatchObject({ firstName: "Cher", lastName: "", phone: "555-123-4567 ext. 12" });
    const url = `/api/clients/${made.id}`;
    const put = await app.inject({
      method: "PUT",
      url,
      headers: bearer(user),
      payload: { firstName: "Cher", lastName: "", notes: "x" },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ firstName: "Cher", lastName: "", notes: "x" });
    const patch = await app.inject({
      method: "PATCH",
      url,
      headers: bearer(user),
      payload: { lastName: " ", phone: "+44 20 7946 0958" },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ lastName: "", phone: "+44 20 7946 0958" });
    const bad = await app.inject({ method: "PATCH", url, headers: bearer(user), payload: { phone: "abc" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ phone: [INVALID_PHONE] });
  });

  const badInputs: [string, Record<string, unknown>, string, string][] = [
    ["a first name of only spaces", { firstName: "   ", lastName: "Lopez" }, "firstName", LEAD_FIRST_NAME_REQUIRED],
    ["letters for a phone", { ...ana, phone: "abc" }, "phone", INVALID_PHONE],
    ["a pipeline name of only spaces", { name: "  " }, "name", LEAD_NAME_REQUIRED],
    ["an invalid e-mail", { ...ana, email: "ana@example" }, "email", INVALID_EMAIL],
    [
      "a NUL in the name",
      { firstName: "A\u0000na", lastName: "Lopez" },
      "firstName",
      "First name cannot contain control characters or line breaks",
    ],
    [
      "a zero-width space as the last name",
      { firstName: "Ana", lastName: "\u200b" },
      "lastName",
      "Last name cannot contain invisible characters",
    ],
    [
      "a bidi override in the address",
      { ...ana, address: "\u202e1 Main" },
      "address",
      "Address cannot contain characters that change the text direction",
    ],
    [
      "a 101-character name",
      { firstName: "a".repeat(101), lastName: "Lopez" },
      "firstName",
      "First name must be at most 100 characters",
    ],
    [
      "a follow-up date that is no day",
      { ...ana, nextFollowUpDate: "2026-13-01" },
      "nextFollowUpDate",
      "Date is not a real calendar day",
    ],
    [
      "an appointment time that is no time",
      { ...ana, appointmentSetForDate: "tomorrow" },
      "appointmentSetForDate",
      "Date and time must look like 2026-01-31T09:30:00Z",
    ],
    ["a flag as text", { ...ana, signed: "true" }, "signed", "signed must be true or false"],
    ["a server-kept field", { ...ana, signedDate: "2026-01-01" }, "body", 'Unrecognized key: "signedDate"'],
  ];
  test("each bad input to POST is 400 with the field's message, and nothing is written", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await createLead(app, user, ana);
    const before = await storedClients(app, user);
    for (const [what, payload, field, message] of badInputs) {
      const res = await app.inject({ method: "POST", url: "/api/clients", headers: bearer(user), payload });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().errors[field], what).toEqual([message]);
    }
    expect(await storedClients(app, user)).toEqual(before);
  });

  test("bad input to PUT and PATCH is 400 and changes nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const lead = await createLead(app, user, { ...ana, email: "ana@example.com" });
    const before = await storedClients(app, user);
    for (const [method, payload, field] of [
      ["PUT", { firstName: " ", lastName: "Lopez" }, "firstName"],
      ["PUT", { ...ana, email: "nope" }, "email"],
      ["PATCH", { firstName: "\u00a0" }, "firstName"],
      ["PATCH", { phone: "abc" }, "phone"],
      ["PATCH", { email: "a@b" }, "email"],
      ["PATCH", { notes: "x\u0000" }, "notes"],
      ["PATCH", {}, "body"],
    ] as const) {
      const res = await app.inject({ method, url: `/api/clients/${lead.id}`, headers: bearer(user), payload });
      expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await storedClients(app, user)).toEqual(before);
  });

  test("PUT replaces the whole record; PATCH changes only what it names", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const lead = await createLead(app, user, { ...ana, email: "ana@example.com", notes: "gate code 12", appointmentSat: true });
    const put = await app.inject({
      method: "PUT",
      url: `/api/clients/${lead.id}`,
      headers: bearer(user),
      payload: { firstName: "Ana", lastName: "Lopez-Diaz", phone: "555-1234" },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      lastName: "Lopez-Diaz",
      phone: "555-1234",
      email: null,
      notes: null,
      appointmentSat: false,
      status: "lead",
    });
    const patch = await app.inject({
      method: "PATCH",
      url: `/api/clients/${lead.id}`,
      headers: bearer(user),
      payload: { installed: true },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ lastName: "Lopez-Diaz", phone: "555-1234", installed: true, leadStatus: "installed" });
    expect(new Date(patch.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(lead.updatedAt).getTime());
  });

  test("another rep's lead is 404 to GET, PUT, PATCH and DELETE, and stays as it was", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    const lead = await createLead(app, owner, { ...ana, phone: "555-1234" });
    const before = await storedClients(app, owner);
    for (const [method, payload] of [
      ["GET", undefined],
      ["PUT", { firstName: "Mallory", lastName: "X" }],
      ["PATCH", { signed: true }],
      ["DELETE", undefined],
    ] as const) {
      const res = await app.inject({ method, url: `/api/clients/${lead.id}`, headers: bearer(other), payload });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe("Client not found");
    }
    for (const id of ["999999", "2147483648", "99999999999999999999"]) {
      const res = await app.inject({ method: "GET", url: `/api/clients/${id}`, headers: bearer(owner) });
      expect(res.statusCode, id).toBe(404);
    }
    expect(await storedClients(app, owner)).toEqual(before);
    const list = await app.inject({ method: "GET", url: "/api/clients", headers: bearer(other) });
    expect(list.json()).toEqual([]);
  });

  test("DELETE removes the lead and its appointments, and only them", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const gone = await createLead(app, user, ana);
    const kept = await createLead(app, user, { firstName: "Bo", lastName: "Kept" });
    const s = app.db._.fullSchema;
    await app.db.insert(s.appointments).values([
      { userId: user.id, clientId: gone.id, scheduledAt: new Date("2026-01-05T17:00:00Z") },
      { userId: user.id, clientId: gone.id, scheduledAt: new Date("2026-01-06T17:00:00Z") },
      { userId: user.id, clientId: kept.id, scheduledAt: new Date("2026-01-06T17:00:00Z") },
    ]);
    const res = await app.inject({ method: "DELETE", url: `/api/clients/${gone.id}`, headers: bearer(user) });
    expect(res.statusCode).toBe(204);
    expect((await storedClients(app, user)).map((c) => c.id)).toEqual([kept.id]);
    const left = await app.db.select().from(s.appointments);
    expect(left.map((a) => a.clientId)).toEqual([kept.id]);
    const again = await app.inject({ method: "DELETE", url: `/api/clients/${gone.id}`, headers: bearer(user) });
    expect(again.statusCode).toBe(404);
  });

  test("every leads route needs a signed-in, onboarded rep", async ({ app }) => {
    const res = await app.inject({ method: "GET", url: "/api/clients" });
    expect(res.statusCode).toBe(401);
    const newcomer = await createUser(app);
    const post = await app.inject({ method: "POST", url: "/api/clients", headers: bearer(newcomer), payload: ana });
    expect(post.statusCode).toBe(403);
  });
});
