import { describe, expect, it } from "vitest";
import {
  FORMULA_LIKE_CELL,
  IMPORT_PART_BYTES,
  IMPORT_ROWS_PER_REQUEST,
  importParts,
  isoDayOfCell,
  LEAD_CSV_HEADERS,
  type LeadCsvSource,
  leadCsvRow,
  leadFromCsvValues,
  leadIdentity,
  matchLeadHeaders,
  missingNameColumns,
  UNREADABLE_MESSAGE,
  valuesOfRow,
  zonedMoment,
} from "./csv";
import { LEAD_FLAG_NAMES, LEAD_STATUS_LABELS, type LeadFlags, leadsPageStatus, NO_LEAD_FLAGS } from "./lead-status";
import { INVALID_PHONE } from "./phone-number";
import { STATUS_FLAG_NAMES, statusFlagCombinations } from "./status-rules";

describe("matchLeadHeaders", () => {
  it("matches the export's headers and a rep's own spellings, in any order", () => {
    const match = matchLeadHeaders(["E-mail Address", "Mobile", "Full Name", "Favourite colour", "Lead Status", "Signed"]);
    expect([...match.fields.entries()]).toEqual([
      [0, "email"],
      [1, "phone"],
      [2, "name"],
      [4, "status"],
      [5, "signed"],
    ]);
    expect(match.ignored).toEqual(["Favourite colour"]);
    expect(missingNameColumns(match)).toBe(false);
  });

  it("takes a field from its first column only and needs a first name or a name", () => {
    const match = matchLeadHeaders(["First Name", "first_name", "Phone"]);
    expect([...match.fields.values()]).toEqual(["firstName", "phone"]);
    expect(match.ignored).toEqual(["first_name"]);
    expect(missingNameColumns(match)).toBe(false);
    expect(missingNameColumns(matchLeadHeaders(["Last Name", "Phone"]))).toBe(true);
  });

  it.each([
    ["First", "firstName"],
    ["first name", "firstName"],
    ["Last", "lastName"],
    ["Surname", "lastName"],
    ["Full Name", "name"],
    ["Name", "name"],
    ["Customer Name", "name"],
    ["Homeowner", "name"],
    ["Phone Number", "phone"],
    ["Phone #", "phone"],
    ["Phone No.", "phone"],
    ["Cell Phone", "phone"],
    ["Mobile Number", "phone"],
    ["Tel", "phone"],
    ["E-mail", "email"],
    ["Email Address", "email"],
    ["E-mail Address", "email"],
    ["Street Address", "address"],
    ["Address Line 1", "address"],
    ["Property Address", "address"],
    ["Notes", "notes"],
    ["Comments", "notes"],
    ["Lead Source", "leadSource"],
    ["Status", "status"],
    ["Lead Status", "status"],
    ["Appointment Set", "knockAppointment"],
    ["Appt Set", "knockAppointment"],
    ["Appointment Date", "appointmentSetForDate"],
    ["Appointment Sat", "appointmentSat"],
    ["Sat", "appointmentSat"],
    ["Signed", "signed"],
    ["Date Signed", "signedDate"],
    ["Sat Date", "satDate"],
    ["Date Sat", "satDate"],
    ["Sit Date", "satDate"],
    ["Install Date", "installedDate"],
    ["Date Installed", "installedDate"],
    ["Installation Date", "installedDate"],
    ["Cancel Date", "cancelledDate"],
    ["Date Canceled", "cancelledDate"],
    ["Cancellation Date", "cancelledDate"],
    ["Follow Up", "nextFollowUpDate"],
    ["Signed but Canceled", "signedButCanceled"],
    ["Tag Installed", "tagInstalls"],
    ["Tagging Appointment Set", "taggingAppointmentSet"],
  ])("reads the header %j as %s", (header, field) => {
    expect([...matchLeadHeaders([header]).fields.values()]).toEqual([field]);
  });
});

describe("leadFromCsvValues", () => {
  const match = matchLeadHeaders(["First Name", "Last Name", "Email", "Phone", "Signed", "Next Follow-up"]);

  it("refuses a cell holding U+FFFD, naming its column", () => {
    const result = leadFromCsvValues({ firstName: "Jos\uFFFD", notes: "ok" });
    expect(result).toEqual({ ok: false, errors: [`First Name: ${UNREADABLE_MESSAGE}`] });
  });

  it("imports a one-word name as the lead form saves it (first name, no last name)", () => {
    expect(leadFromCsvValues({ firstName: "Cher", lastName: "" })).toMatchObject({
      ok: true,
      lead: { firstName: "Cher", lastName: "" },
    });
    expect(leadFromCsvValues({ name: "Cher" })).toMatchObject({ ok: true, lead: { firstName: "Cher", lastName: "" } });
  });

  it("makes a lead with the dialog's rules", () => {
    const result = leadFromCsvValues(valuesOfRow(["  Ana ", "Lopez", "", "(555) 123-4567", "yes", "2026-12-01"], match));
    expect(result).toMatchObject({
      ok: true,
      lead: {
        firstName: "Ana",
        lastName: "Lopez",
        email: null,
        phone: "(555) 123-4567",
        signed: true,
        nextFollowUpDate: "2026-12-01",
      },
    });
  });

  it("reads back a cell the export kept as text, and keeps other apostrophes", () => {
    const values = valuesOfRow(["'=SUM(A1)", "O'Neil", "", "'+1 555", "", ""], match);
    expect(values).toMatchObject({ firstName: "=SUM(A1)", lastName: "O'Neil", phone: "+1 555" });
  });

  it("reads back exactly what the export marked, even a cell that already began with an apostrophe", () => {
    const one = matchLeadHeaders(["Last Name"]);
    for (const stored of ["=x", "'=x", "''=x", "'@a", "'hello", "O'Neil", "-5", "'", "''"]) {
      const exported = FORMULA_LIKE_CELL.test(stored) ? `'${stored}` : stored;
      expect(valuesOfRow([exported], one).lastName, stored).toBe(stored);
    }
  });

  it("splits a single name column", () => {
    const result = leadFromCsvValues({ name: "Mary Ann Dyke" });
    expect(result).toMatchObject({ ok: true, lead: { firstName: "Mary Ann", lastName: "Dyke" } });
  });

  it("imports a one-word name, as the lead form takes it (the last name may be empty)", () => {
    expect(leadFromCsvValues({ name: "Cher" })).toMatchObject({ ok: true, lead: { firstName: "Cher", lastName: "" } });
    expect(leadFromCsvValues({ firstName: "Cher", lastName: "" })).toMatchObject({
      ok: true,
      lead: { firstName: "Cher", lastName: "" },
    });
    expect(leadFromCsvValues({ firstName: "Cher" })).toMatchObject({ ok: true, lead: { firstName: "Cher", lastName: "" } });
  });

  it("a Status in the badge's words sets its flag when the file has no flag columns; the flags decide otherwise", () => {
    expect(leadFromCsvValues({ firstName: "Ana", status: "Customer" })).toMatchObject({ ok: true, lead: { signed: true } });
    expect(leadFromCsvValues({ firstName: "Ana", status: "appointment set" })).toMatchObject({
      ok: true,
      lead: { knockAppointment: true },
    });
    const flagged = leadFromCsvValues({ firstName: "Ana", status: "Customer", signed: "no" });
    expect(flagged).toMatchObject({ ok: true, lead: { signed: false } });
    if (flagged.ok) expect(flagged.lead.status).toBeUndefined();
    // Another word is the lead's own stored status, as before.
    expect(leadFromCsvValues({ firstName: "Ana", status: "Hot" })).toMatchObject({ ok: true, lead: { status: "Hot" } });
  });

  it("a flag cell holding a date is yes, and Appointment Set's date is the day it was set", () => {
    const match = matchLeadHeaders(["First", "Appointment Set"]);
    expect(leadFromCsvValues(valuesOfRow(["Ana", "12/5/2026"], match))).toMatchObject({
      ok: true,
      lead: { knockAppointment: true, appointmentSetDate: "2026-12-05" },
    });
  });

  it("keeps the signed day a row gives, only while the lead is signed", () => {
    expect(leadFromCsvValues({ firstName: "Ana", signed: "yes", signedDate: "2026-03-04" })).toMatchObject({
      ok: true,
      signedDate: "2026-03-04",
    });
    expect(leadFromCsvValues({ firstName: "Ana", signed: "no", signedDate: "2026-03-04" })).toMatchObject({
      ok: true,
      signedDate: null,
    });
    expect(leadFromCsvValues({ firstName: "Ana", signed: "yes", signedDate: "soon" }).ok).toBe(false);
  });

  it("keeps the sat, installed and cancelled days a row gives, each only while the lead has reached that step", () => {
    const days = { satDate: "12/1/2026", installedDate: "2026-12-09", cancelledDate: "2026-12-10" };
    expect(
      leadFromCsvValues({ firstName: "Ana", appointmentSat: "yes", installed: "yes", signedButCanceled: "yes", ...days }),
    ).toMatchObject({ ok: true, satDate: "2026-12-01", installedDate: "2026-12-09", cancelledDate: "2026-12-10" });
    expect(leadFromCsvValues({ firstName: "Ana", appointmentSat: "yes", ...days })).toMatchObject({
      ok: true,
      satDate: "2026-12-01",
      installedDate: null,
      cancelledDate: null,
    });
    const refused = leadFromCsvValues({ firstName: "Ana", appointmentSat: "yes", satDate: "Tuesday" });
    expect(refused).toEqual({ ok: false, errors: ["Sat Date: use a day like 2026-01-31"] });
  });

  it("lists every reason a row is refused", () => {
    const result = leadFromCsvValues(valuesOfRow(["   ", "Lopez", "not-an-email", "abc", "maybe", "next week"], match));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        'Signed: use yes or no, not "maybe"',
        "First name is required",
        "Email: Invalid email address",
        `Phone: ${INVALID_PHONE}`,
      ]),
    );
    expect(result.errors.some((e) => e.startsWith("Next Follow-up:"))).toBe(true);
  });

  it("refuses hostile text (NUL, bidi controls)", () => {
    expect(leadFromCsvValues({ firstName: "Ana\u0000", lastName: "Lopez" }).ok).toBe(false);
    expect(leadFromCsvValues({ firstName: "Ana", lastName: "\u202eLopez" }).ok).toBe(false);
  });
});

describe("leadIdentity", () => {
  it("ignores case and phone punctuation", () => {
    expect(leadIdentity({ firstName: "Ana", lastName: "LOPEZ", email: "A@x.com", phone: "(555) 123-4567" })).toBe(
      leadIdentity({ firstName: "ana", lastName: "Lopez", email: "a@X.com", phone: "555.123.4567" }),
    );
    expect(leadIdentity({ firstName: "Ana", lastName: "Lopez" })).not.toBe(leadIdentity({ firstName: "Ana", lastName: "Lopes" }));
  });

  it("tells two homes apart by address when a row has neither e-mail nor phone", () => {
    const resident = { firstName: "Current", lastName: "Resident" };
    expect(leadIdentity({ ...resident, address: "14 Oak Ave" })).not.toBe(leadIdentity({ ...resident, address: "16 Oak Ave" }));
    expect(leadIdentity({ ...resident, address: " 14  Oak ave " })).toBe(leadIdentity({ ...resident, address: "14 Oak Ave" }));
    // With an e-mail or a phone, the address is not part of who the lead is (they moved).
    const ana = { firstName: "Ana", lastName: "Lopez", phone: "555 123 4567" };
    expect(leadIdentity({ ...ana, address: "14 Oak Ave" })).toBe(leadIdentity({ ...ana, address: "9 Elm St" }));
  });
});

describe("importParts", () => {
  const bytes = (row: string) => row.length;
  it("sends a file of short rows in parts of at most IMPORT_ROWS_PER_REQUEST rows, in order", () => {
    const rows = Array.from({ length: IMPORT_ROWS_PER_REQUEST * 2 + 1 }, (_, i) => `row ${i}`);
    const parts = importParts(rows, bytes);
    expect(parts.map((p) => p.length)).toEqual([IMPORT_ROWS_PER_REQUEST, IMPORT_ROWS_PER_REQUEST, 1]);
    expect(parts.flat()).toEqual(rows);
  });

  it("cuts a part of long rows at IMPORT_PART_BYTES, and sends a row larger than that alone", () => {
    const long = "x".repeat(2_300); // a row with notes of about 2,000 characters and its other cells
    const rows = [...Array.from({ length: 500 }, () => long), "y".repeat(IMPORT_PART_BYTES + 1), "z"];
    const parts = importParts(rows, bytes);
    for (const part of parts.slice(0, -2))
      expect(part.reduce((sum, r) => sum + r.length + 1, 0)).toBeLessThanOrEqual(IMPORT_PART_BYTES);
    expect(parts.flat()).toEqual(rows);
    expect(parts.at(-2)).toEqual([rows[500]]);
    expect(parts.at(-1)).toEqual(["z"]);
    expect(importParts([], bytes)).toEqual([]);
  });
});

describe("isoDayOfCell", () => {
  it("reads a US spreadsheet's month-first day, and leaves ISO days and other text as they are", () => {
    expect(isoDayOfCell("12/5/2026")).toBe("2026-12-05");
    expect(isoDayOfCell("01/31/2027")).toBe("2027-01-31");
    expect(isoDayOfCell("3-7-2026")).toBe("2026-03-07");
    expect(isoDayOfCell("2026-12-05")).toBe("2026-12-05");
    expect(isoDayOfCell("next week")).toBe("next week");
  });

  it("a row's US follow-up day imports; a day that is no date gets one message, not two", () => {
    expect(leadFromCsvValues({ firstName: "Ana", lastName: "Lopez", nextFollowUpDate: "12/5/2026" })).toMatchObject({
      ok: true,
      lead: { nextFollowUpDate: "2026-12-05" },
    });
    // Month 13 is no day either way round: the lead's rule refuses it once.
    expect(leadFromCsvValues({ firstName: "Ana", lastName: "Lopez", nextFollowUpDate: "13/45/2026" })).toEqual({
      ok: false,
      errors: ["Next Follow-up: Date is not a real calendar day"],
    });
    expect(leadFromCsvValues({ firstName: "Ana", lastName: "Lopez", nextFollowUpDate: "next week" })).toEqual({
      ok: false,
      errors: ["Next Follow-up: Date must look like 2026-01-31"],
    });
  });
});

describe("export then import", () => {
  const zone = "America/New_York";
  const base: LeadCsvSource = {
    firstName: "Mary Ann",
    lastName: "O'Neil",
    email: "mary@example.com",
    phone: "+44 20 7946 0958",
    address: "12 Elm St, Springfield",
    leadSource: "=door",
    notes: 'Two dogs,\n"beware"',
    nextFollowUpDate: "2026-12-05",
    appointmentSetDate: "2026-11-30",
    appointmentSetForDate: "2026-12-02T19:30:00.000Z",
    signedDate: null,
    satDate: null,
    installedDate: null,
    cancelledDate: null,
    leadStatus: "lead",
    createdAt: "2026-11-27T03:00:00.000Z",
    ...NO_LEAD_FLAGS,
  };
  const headers = matchLeadHeaders(LEAD_CSV_HEADERS);
  // The export's cells as a spreadsheet keeps them (the formula mark read back off by valuesOfRow).
  const asWritten = (cells: string[]) => cells.map((c) => (FORMULA_LIKE_CELL.test(c) ? `'${c}` : c));

  it("reads every export column back, and passes over Created", () => {
    expect(headers.ignored).toEqual([]);
    expect(missingNameColumns(headers)).toBe(false);
  });

  it("writes days as the rep's days and the appointment in the rep's zone", () => {
    const row = leadCsvRow(base, zone);
    expect(row.at(-1)).toBe("2026-11-26"); // 03:00 UTC is the evening before in New York
    expect(row[LEAD_CSV_HEADERS.indexOf("Appointment Set For")]).toBe("2026-12-02T14:30:00-05:00");
    expect(zonedMoment("2026-07-01T12:00:00.250Z", "Europe/London")).toBe("2026-07-01T13:00:00.250+01:00");
  });

  it("loses nothing on every combination of the status flags, each with tagging flags, one status column in the badge's words", () => {
    expect(LEAD_CSV_HEADERS.filter((h) => /status/i.test(h))).toEqual(["Status"]);
    const tagging = LEAD_FLAG_NAMES.filter((name) => !STATUS_FLAG_NAMES.includes(name));
    expect(tagging).toHaveLength(4);
    let index = 0;
    for (const statusFlags of statusFlagCombinations()) {
      const flags: LeadFlags = { ...statusFlags };
      // The 16 combinations of the tagging flags in turn: each comes with 32 of the 512.
      tagging.forEach((name, i) => {
        flags[name] = (index & (1 << i)) !== 0;
      });
      index++;
      const source: LeadCsvSource = {
        ...base,
        ...flags,
        leadStatus: leadsPageStatus(flags),
        signedDate: flags.signed ? "2026-11-20" : null,
        satDate: flags.appointmentSat ? "2026-11-18" : null,
        installedDate: flags.installed ? "2026-11-24" : null,
        cancelledDate: flags.signedButCanceled ? "2026-11-25" : null,
      };
      const row = leadCsvRow(source, zone);
      expect(row[LEAD_CSV_HEADERS.indexOf("Status")]).toBe(LEAD_STATUS_LABELS[source.leadStatus]);
      const result = leadFromCsvValues(valuesOfRow(asWritten(row), headers));
      if (!result.ok) throw new Error(result.errors.join("; "));
      const { status, ...lead } = result.lead;
      expect(status).toBeUndefined();
      expect(lead).toEqual({
        firstName: base.firstName,
        lastName: base.lastName,
        email: base.email,
        phone: base.phone,
        address: base.address,
        leadSource: base.leadSource,
        notes: base.notes,
        nextFollowUpDate: base.nextFollowUpDate,
        appointmentSetDate: base.appointmentSetDate,
        appointmentSetForDate: "2026-12-02T14:30:00-05:00",
        ...flags,
      });
      expect(Date.parse(lead.appointmentSetForDate ?? "")).toBe(Date.parse(base.appointmentSetForDate ?? ""));
      expect(result.signedDate).toBe(source.signedDate);
      expect([result.satDate, result.installedDate, result.cancelledDate]).toEqual([
        source.satDate,
        source.installedDate,
        source.cancelledDate,
      ]);
    }
  });

  it("a one-name lead with nothing else comes back as it was", () => {
    const row = leadCsvRow(
      {
        ...base,
        lastName: "",
        email: null,
        phone: null,
        address: null,
        leadSource: null,
        notes: null,
        nextFollowUpDate: null,
        appointmentSetDate: null,
        appointmentSetForDate: null,
      },
      zone,
    );
    expect(leadFromCsvValues(valuesOfRow(row, headers))).toMatchObject({
      ok: true,
      lead: { firstName: "Mary Ann", lastName: "", email: null, phone: null, address: null },
    });
  });
});
