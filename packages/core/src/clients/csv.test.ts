import { describe, expect, it } from "vitest";
import {
  FORMULA_LIKE_CELL,
  IMPORT_PART_BYTES,
  IMPORT_ROWS_PER_REQUEST,
  importParts,
  isoDayOfCell,
  leadFromCsvValues,
  leadIdentity,
  matchLeadHeaders,
  missingNameColumns,
  valuesOfRow,
} from "./csv";

describe("matchLeadHeaders", () => {
  it("matches the export's headers and a rep's own spellings, in any order", () => {
    const match = matchLeadHeaders(["E-mail Address", "Mobile", "Full Name", "Favourite colour", "Lead Status", "Signed"]);
    expect([...match.fields.entries()]).toEqual([
      [0, "email"],
      [1, "phone"],
      [2, "name"],
      [5, "signed"],
    ]);
    expect(match.ignored).toEqual(["Favourite colour"]);
    expect(missingNameColumns(match)).toBe(false);
  });

  it("takes a field from its first column only and needs a name", () => {
    const match = matchLeadHeaders(["First Name", "first_name", "Phone"]);
    expect([...match.fields.values()]).toEqual(["firstName", "phone"]);
    expect(match.ignored).toEqual(["first_name"]);
    expect(missingNameColumns(match)).toBe(true);
  });
});

describe("leadFromCsvValues", () => {
  const match = matchLeadHeaders(["First Name", "Last Name", "Email", "Phone", "Signed", "Next Follow-up"]);

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

  it("lists every reason a row is refused", () => {
    const result = leadFromCsvValues(valuesOfRow(["   ", "Lopez", "not-an-email", "", "maybe", "next week"], match));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        'Signed: use yes or no, not "maybe"',
        "First name and last name are required.",
        "Email: Invalid email address",
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
});

describe("importParts", () => {
  const bytes = (row: string) => row.length;
  it("sends a file of short rows in parts of at most IMPORT_ROWS_PER_REQUEST rows, in order", () => {
    const rows = Array.from({ length: 1_201 }, (_, i) => `row ${i}`);
    const parts = importParts(rows, bytes);
    expect(parts.map((p) => p.length)).toEqual([IMPORT_ROWS_PER_REQUEST, IMPORT_ROWS_PER_REQUEST, 201]);
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
