import { z } from "zod";
import { TEXT_LIMITS } from "../limits/quotas";
import { splitFullName } from "./full-name";
import { LEAD_FLAG_NAMES } from "./lead-status";
import { phoneDigits } from "./phone-digits";
import { LEAD_NAMES_REQUIRED, type LeadDialogValues, leadDialogSchema } from "./schemas";

/**
 * Leads as a spreadsheet (issue 11, decision 031): the columns an export writes, the headers an
 * import understands (matched by name, in any order, with the usual spellings), and how one row
 * becomes a lead or the reasons it cannot.
 */
export const LEAD_CSV_FIELDS = [
  "firstName",
  "lastName",
  "name",
  "email",
  "phone",
  "address",
  "leadSource",
  "status",
  "notes",
  "nextFollowUpDate",
  ...LEAD_FLAG_NAMES,
] as const;
export type LeadCsvField = (typeof LEAD_CSV_FIELDS)[number];

/** Export columns, in order; an import reads the same headers back. */
export const LEAD_CSV_COLUMNS: readonly { header: string; field: LeadCsvField }[] = [
  { header: "First Name", field: "firstName" },
  { header: "Last Name", field: "lastName" },
  { header: "Email", field: "email" },
  { header: "Phone", field: "phone" },
  { header: "Address", field: "address" },
  { header: "Lead Source", field: "leadSource" },
  { header: "Status", field: "status" },
  { header: "Notes", field: "notes" },
  { header: "Next Follow-up", field: "nextFollowUpDate" },
  { header: "Knocking Appointment", field: "knockAppointment" },
  { header: "Tagging Appointment", field: "tagAppointment" },
  { header: "Appointment Sat", field: "appointmentSat" },
  { header: "Signed", field: "signed" },
  { header: "Installed", field: "installed" },
  { header: "Unqualified", field: "unqualified" },
  { header: "Not Interested", field: "notInterested" },
  { header: "Signed but Cancelled", field: "signedButCanceled" },
  { header: "Cancelled Appointment", field: "cancelledAppointment" },
];

/** Other spellings a rep's own spreadsheet may use, compared without case, spaces or punctuation. */
const ALIASES: Record<string, LeadCsvField> = {
  firstname: "firstName",
  first: "firstName",
  givenname: "firstName",
  lastname: "lastName",
  last: "lastName",
  surname: "lastName",
  familyname: "lastName",
  name: "name",
  fullname: "name",
  leadname: "name",
  customer: "name",
  email: "email",
  emailaddress: "email",
  mail: "email",
  phone: "phone",
  phonenumber: "phone",
  mobile: "phone",
  cell: "phone",
  telephone: "phone",
  address: "address",
  streetaddress: "address",
  street: "address",
  leadsource: "leadSource",
  source: "leadSource",
  status: "status",
  notes: "notes",
  note: "notes",
  comments: "notes",
  nextfollowup: "nextFollowUpDate",
  followup: "nextFollowUpDate",
  followupdate: "nextFollowUpDate",
  nextfollowupdate: "nextFollowUpDate",
};
for (const { header, field } of LEAD_CSV_COLUMNS) ALIASES[headerKey(header)] = field;

/** Columns an export adds for the reader; an import passes over them without listing them as ignored. */
export const LEAD_CSV_EXPORT_ONLY = ["Lead Status", "Signed Date", "Created"] as const;
const EXPORT_ONLY_KEYS = new Set<string>(LEAD_CSV_EXPORT_ONLY.map((h) => headerKey(h)));
for (const flag of LEAD_FLAG_NAMES) ALIASES[headerKey(flag)] = flag;

function headerKey(header: string): string {
  return header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

export interface HeaderMatch {
  /** Column index to the field it fills; a field is taken by its first column only. */
  fields: Map<number, LeadCsvField>;
  /** Headers no field matched (shown in the preview, ignored on import). */
  ignored: string[];
}

export function matchLeadHeaders(headers: readonly string[]): HeaderMatch {
  const fields = new Map<number, LeadCsvField>();
  const taken = new Set<LeadCsvField>();
  const ignored: string[] = [];
  headers.forEach((header, index) => {
    const field = ALIASES[headerKey(header)];
    if (field && !taken.has(field)) {
      fields.set(index, field);
      taken.add(field);
    } else if (header.trim() !== "" && !EXPORT_ONLY_KEYS.has(headerKey(header))) ignored.push(header);
  });
  return { fields, ignored };
}

/** What an import needs at least: a first and last name, or one name column. */
export function missingNameColumns(match: HeaderMatch): boolean {
  const fields = new Set(match.fields.values());
  return !fields.has("name") && !(fields.has("firstName") && fields.has("lastName"));
}

const TRUE_WORDS = new Set(["yes", "y", "true", "1", "x", "✓", "✔"]);
const FALSE_WORDS = new Set(["", "no", "n", "false", "0"]);

/** One CSV row's cells by field name, as the import sends them (texts, at most one per field). */
export type LeadCsvValues = Partial<Record<LeadCsvField, string>>;

/**
 * A cell an export marks with a leading `'` so a spreadsheet keeps it as text: one a spreadsheet would
 * run as a formula (=, +, -, @, tab or return first), and one that already starts with `'`s before
 * such a character, so that reading the mark back off returns exactly what was stored ("'=x" is
 * written "''=x", not "'=x", which would read back as "=x": a second lead on re-import).
 */
export const FORMULA_LIKE_CELL = /^'*[=+\-@\t\r]/;
/** The export's mark: one leading `'` before what FORMULA_LIKE_CELL matches. */
const ESCAPED_FORMULA = /^'(?='*[=+\-@\t\r])/;

export function valuesOfRow(row: readonly string[], match: HeaderMatch): LeadCsvValues {
  const values: LeadCsvValues = {};
  for (const [index, field] of match.fields) values[field] = (row[index] ?? "").replace(ESCAPED_FORMULA, "");
  return values;
}

/** A US spreadsheet's day, month first: 12/5/2026, 12/05/2026, 12-5-2026. */
const US_DAY = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

/**
 * A day cell as the import sends it: 2026-12-05 as it is, and the month-first day a US spreadsheet
 * writes (12/5/2026) turned into it; anything else is left for the lead's rules to refuse.
 */
export function isoDayOfCell(cell: string): string {
  const us = US_DAY.exec(cell);
  if (!us) return cell;
  const [, month = "", day = "", year = ""] = us;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** A field as the rep's spreadsheet names it, for the import report. */
function columnLabel(field: string): string {
  return LEAD_CSV_COLUMNS.find((c) => c.field === field)?.header ?? field;
}

export type LeadRowResult = { ok: true; lead: LeadDialogValues } | { ok: false; errors: string[] };

/**
 * A row's lead, checked by the lead dialog's own rules, or every reason it is refused. A "Name"
 * column fills first and last names that the row leaves empty.
 */
export function leadFromCsvValues(values: LeadCsvValues): LeadRowResult {
  const errors: string[] = [];
  const input: Record<string, unknown> = {};
  let { firstName = "", lastName = "" } = values;
  if (values.name && !firstName.trim() && !lastName.trim()) ({ firstName, lastName } = splitFullName(values.name));
  input.firstName = firstName;
  input.lastName = lastName;
  for (const field of ["email", "phone", "address", "leadSource", "status", "notes"] as const) {
    if (values[field] !== undefined) input[field] = values[field];
  }
  const followUp = values.nextFollowUpDate?.trim();
  if (followUp) input.nextFollowUpDate = isoDayOfCell(followUp);
  for (const flag of LEAD_FLAG_NAMES) {
    const cell = values[flag];
    if (cell === undefined) continue;
    const word = cell.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) input[flag] = true;
    else if (FALSE_WORDS.has(word)) input[flag] = false;
    else errors.push(`${columnLabel(flag)}: use yes or no, not "${cell.slice(0, 20)}"`);
  }
  const parsed = leadDialogSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join(".");
      // The names' one message stands alone (it names both fields), once.
      const message = field && issue.message !== LEAD_NAMES_REQUIRED ? `${columnLabel(field)}: ${issue.message}` : issue.message;
      if (!errors.includes(message)) errors.push(message);
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, lead: parsed.data };
}

/**
 * Two rows name the same lead when first and last name, e-mail and phone digits agree, ignoring
 * case: importing a file twice, or a lead the rep already has, adds nothing the second time.
 */
export function leadIdentity(lead: {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
}): string {
  return (
    [lead.firstName, lead.lastName, lead.email ?? ""].map((part) => part.toLowerCase()).join("\u0000") +
    `\u0000${phoneDigits(lead.phone ?? "")}`
  );
}

/** Rows one import request may carry; a large file is sent in several. */
export const IMPORT_ROWS_PER_REQUEST = 500;
/**
 * The JSON bytes of rows one import request carries at most: half the server's 1 MiB body limit, so a
 * part of long rows (notes of thousands of characters, every column sent) is never refused as too large.
 */
export const IMPORT_PART_BYTES = 512 * 1024;

/**
 * A file's rows in the parts the import sends, in order: at most IMPORT_ROWS_PER_REQUEST rows and
 * IMPORT_PART_BYTES of their JSON (bytesOf) each; a row larger than that on its own goes alone.
 */
export function importParts<T>(rows: readonly T[], bytesOf: (row: T) => number): T[][] {
  const parts: T[][] = [];
  let part: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = bytesOf(row) + 1; // and the comma between rows
    if (part.length > 0 && (part.length === IMPORT_ROWS_PER_REQUEST || bytes + size > IMPORT_PART_BYTES)) {
      parts.push(part);
      part = [];
      bytes = 0;
    }
    part.push(row);
    bytes += size;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/** One row's cells by field: only the fields the import knows, each a bounded text. */
const csvValuesSchema = z.strictObject(
  Object.fromEntries(
    LEAD_CSV_FIELDS.map((field) => [
      field,
      z
        .string()
        .max(TEXT_LIMITS.notes * 4)
        .optional(),
    ]),
  ) as Record<LeadCsvField, z.ZodOptional<z.ZodString>>,
);

export const importLeadsSchema = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        /** The row's line in the file, for the report. */
        line: z.number().int().min(1).max(10_000_000),
        values: csvValuesSchema,
      }),
    )
    .min(1, "Send at least one row")
    .max(IMPORT_ROWS_PER_REQUEST, `At most ${IMPORT_ROWS_PER_REQUEST} rows at once`),
});
export type ImportLeadsRequest = z.infer<typeof importLeadsSchema>;

export const importLeadsReportSchema = z.object({
  created: z.number(),
  duplicates: z.number(),
  refused: z.array(z.object({ line: z.number(), errors: z.array(z.string()) })),
});
export type ImportLeadsReport = z.infer<typeof importLeadsReportSchema>;
