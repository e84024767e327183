import { z } from "zod";
import { zoneOffsetAt } from "../appointments/zoned-time";
import { FACT_DAY_RULES, type FactDay } from "../kpi/lead-facts";
import { dateIn } from "../kpi/periods";
import { TEXT_LIMITS } from "../limits/quotas";
import { isoDateSchema } from "../schemas/metrics";
import { splitFullName } from "./full-name";
import {
  DERIVED_LEAD_STATUSES,
  type DerivedLeadStatus,
  LEAD_FLAG_NAMES,
  LEAD_STATUS_LABELS,
  type LeadFlagName,
} from "./lead-status";
import { phoneDigits } from "./phone-digits";
import { type Client, LEAD_FIRST_NAME_REQUIRED, type LeadDialogValues, leadDialogSchema } from "./schemas";
import { DERIVED_STATUS_RULES, STATUS_FLAG_NAMES } from "./status-rules";

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
  "appointmentSetDate",
  "appointmentSetForDate",
  "signedDate",
  "satDate",
  "installedDate",
  "cancelledDate",
  ...LEAD_FLAG_NAMES,
] as const;
export type LeadCsvField = (typeof LEAD_CSV_FIELDS)[number];

/**
 * Export columns, in order; an import reads the same headers back (decision 040: every field a rep
 * can set, so an export imported again loses nothing). Status is the one status column: the badge's
 * words (LEAD_STATUS_LABELS), derived from the flags.
 */
export const LEAD_CSV_COLUMNS: readonly { header: string; field: LeadCsvField }[] = [
  { header: "First Name", field: "firstName" },
  { header: "Last Name", field: "lastName" },
  { header: "Address", field: "address" },
  { header: "Phone", field: "phone" },
  { header: "Email", field: "email" },
  { header: "Lead Source", field: "leadSource" },
  { header: "Status", field: "status" },
  { header: "Notes", field: "notes" },
  { header: "Next Follow-up", field: "nextFollowUpDate" },
  { header: "Appointment Set Date", field: "appointmentSetDate" },
  { header: "Appointment Set For", field: "appointmentSetForDate" },
  { header: "Signed Date", field: "signedDate" },
  { header: "Sat Date", field: "satDate" },
  { header: "Installed Date", field: "installedDate" },
  { header: "Cancelled Date", field: "cancelledDate" },
  { header: "Knocking Appointment", field: "knockAppointment" },
  { header: "Tagging Appointment", field: "tagAppointment" },
  { header: "Appointment Sat", field: "appointmentSat" },
  { header: "Signed", field: "signed" },
  { header: "Installed", field: "installed" },
  { header: "Unqualified", field: "unqualified" },
  { header: "Not Interested", field: "notInterested" },
  { header: "Signed but Cancelled", field: "signedButCanceled" },
  { header: "Cancelled Appointment", field: "cancelledAppointment" },
  { header: "Tagging Appointment Set", field: "taggingAppointmentSet" },
  { header: "Tagging Appointment Closed", field: "taggingAppointmentClosed" },
  { header: "Tagging Signed Deal", field: "taggingSignedDeal" },
  { header: "Tag Installed", field: "tagInstalls" },
];

/**
 * Other spellings a rep's own spreadsheet may use, compared without case, spaces or punctuation
 * ("Phone #" is "phone", "E-mail" is "email").
 */
const ALIASES: Record<string, LeadCsvField> = {
  firstname: "firstName",
  first: "firstName",
  givenname: "firstName",
  forename: "firstName",
  lastname: "lastName",
  last: "lastName",
  surname: "lastName",
  familyname: "lastName",
  name: "name",
  fullname: "name",
  leadname: "name",
  customer: "name",
  customername: "name",
  contact: "name",
  contactname: "name",
  clientname: "name",
  homeowner: "name",
  homeownername: "name",
  email: "email",
  emailaddress: "email",
  mail: "email",
  phone: "phone",
  phonenumber: "phone",
  phoneno: "phone",
  mobile: "phone",
  mobilenumber: "phone",
  mobilephone: "phone",
  cell: "phone",
  cellphone: "phone",
  cellnumber: "phone",
  telephone: "phone",
  telephonenumber: "phone",
  tel: "phone",
  homephone: "phone",
  primaryphone: "phone",
  address: "address",
  streetaddress: "address",
  street: "address",
  homeaddress: "address",
  propertyaddress: "address",
  serviceaddress: "address",
  address1: "address",
  addressline1: "address",
  leadsource: "leadSource",
  source: "leadSource",
  status: "status",
  leadstatus: "status",
  notes: "notes",
  note: "notes",
  comments: "notes",
  comment: "notes",
  nextfollowup: "nextFollowUpDate",
  followup: "nextFollowUpDate",
  followupdate: "nextFollowUpDate",
  nextfollowupdate: "nextFollowUpDate",
  appointmentset: "knockAppointment",
  apptset: "knockAppointment",
  appointmentsetdate: "appointmentSetDate",
  datesset: "appointmentSetDate",
  appointmentdate: "appointmentSetForDate",
  appointmentsetfor: "appointmentSetForDate",
  appointmentsetfordate: "appointmentSetForDate",
  apptsat: "appointmentSat",
  sat: "appointmentSat",
  signeddate: "signedDate",
  datesigned: "signedDate",
  signdate: "signedDate",
  closedate: "signedDate",
  closeddate: "signedDate",
  satdate: "satDate",
  datesat: "satDate",
  sitdate: "satDate",
  satday: "satDate",
  appointmentsatdate: "satDate",
  apptsatdate: "satDate",
  installdate: "installedDate",
  installeddate: "installedDate",
  dateinstalled: "installedDate",
  installationdate: "installedDate",
  installday: "installedDate",
  canceldate: "cancelledDate",
  canceleddate: "cancelledDate",
  cancelleddate: "cancelledDate",
  datecanceled: "cancelledDate",
  datecancelled: "cancelledDate",
  cancellationdate: "cancelledDate",
  cancelationdate: "cancelledDate",
  knockinstalled: "installed",
  signedbutcanceled: "signedButCanceled",
  appointmentcanceled: "cancelledAppointment",
  appointmentcancelled: "cancelledAppointment",
  taginstalls: "tagInstalls",
};
for (const { header, field } of LEAD_CSV_COLUMNS) ALIASES[headerKey(header)] = field;

/** Columns an export adds for the reader; an import passes over them without listing them as ignored. */
export const LEAD_CSV_EXPORT_ONLY = ["Created"] as const;
const EXPORT_ONLY_KEYS = new Set<string>(LEAD_CSV_EXPORT_ONLY.map((h) => headerKey(h)));
for (const flag of LEAD_FLAG_NAMES) ALIASES[headerKey(flag)] = flag;

function headerKey(header: string): string {
  return header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/** The export's header row: the columns an import reads back, then the day each lead was made. */
export const LEAD_CSV_HEADERS: readonly string[] = [...LEAD_CSV_COLUMNS.map((c) => c.header), ...LEAD_CSV_EXPORT_ONLY];

/**
 * A lead as the export writes it: what a read answers, the fields the CSV carries, and the days its
 * later steps happened (decision 043; stored on the lead, not part of a read's answer).
 */
export type LeadCsvSource = Record<Exclude<FactDay, "signedDate">, string | null> &
  Pick<
    Client,
    | "firstName"
    | "lastName"
    | "email"
    | "phone"
    | "address"
    | "leadSource"
    | "notes"
    | "nextFollowUpDate"
    | "appointmentSetDate"
    | "appointmentSetForDate"
    | "signedDate"
    | "leadStatus"
    | "createdAt"
    | LeadFlagName
  >;

/**
 * A moment as the rep reads it: the wall-clock date and time in their zone with its offset
 * (2026-12-05T14:00:00-08:00), which an import reads back to the same instant.
 */
export function zonedMoment(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  const offset = zoneOffsetAt(timeZone, ms);
  const local = new Date(ms + offset).toISOString();
  const sign = offset < 0 ? "-" : "+";
  const minutes = Math.abs(Math.round(offset / 60_000));
  const zone = `${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  const time = local.endsWith(".000Z") ? local.slice(11, 19) : local.slice(11, 23);
  return `${local.slice(0, 10)}T${time}${zone}`;
}

/**
 * One lead's export cells, in LEAD_CSV_HEADERS' order (decision 040): flags as yes/no, the status as the
 * badge says it, days as they are (the rep's days already), the appointment's moment and the day the
 * lead was made in the rep's zone.
 */
export function leadCsvRow(lead: LeadCsvSource, timeZone: string): string[] {
  const cells = LEAD_CSV_COLUMNS.map(({ field }): string => {
    if (field === "name") return `${lead.firstName} ${lead.lastName}`.trim();
    if (field === "status") return LEAD_STATUS_LABELS[lead.leadStatus];
    if (field === "appointmentSetForDate")
      return lead.appointmentSetForDate ? zonedMoment(lead.appointmentSetForDate, timeZone) : "";
    if ((LEAD_FLAG_NAMES as readonly string[]).includes(field)) return lead[field as LeadFlagName] ? "yes" : "no";
    return lead[field as Exclude<LeadCsvField, "name" | "status" | LeadFlagName>] ?? "";
  });
  return [...cells, dateIn(timeZone, new Date(lead.createdAt))];
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

/** What an import needs at least: a first name or a name column (a lead's last name may be empty). */
export function missingNameColumns(match: HeaderMatch): boolean {
  const fields = new Set(match.fields.values());
  return !fields.has("name") && !fields.has("firstName");
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

/**
 * A row's lead and, for each step the lead has reached, the day the row gives it (signed, sat, installed,
 * cancelled; null: the import's day). A day is kept only while a flag that dates it is on (FACT_DAY_RULES).
 */
export type LeadRowResult =
  | ({ ok: true; lead: LeadDialogValues } & Record<FactDay, string | null>)
  | { ok: false; errors: string[] };

/** A derived status as a cell may name it: the badge's words or the API's key ("Appointment Set", "appointment_scheduled"). */
const STATUS_BY_WORDS = new Map<string, DerivedLeadStatus>(
  DERIVED_LEAD_STATUSES.flatMap((status) => [
    [headerKey(LEAD_STATUS_LABELS[status]), status],
    [headerKey(status), status],
  ]),
);
/** The flag that gives each derived status (DERIVED_STATUS_RULES' first), for a file with a status but no flags. */
const FLAG_OF_STATUS = new Map<DerivedLeadStatus, LeadFlagName>(
  DERIVED_STATUS_RULES.map((rule) => [rule.status, rule.anyOf[0] as LeadFlagName]),
);

/** Reads a moment cell: ISO with a zone as it is; a day alone is that day at noon UTC (stays that day in the Americas and Europe). */
function momentOfCell(cell: string): string {
  const day = isoDayOfCell(cell);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00Z` : cell.replace(" ", "T");
}

/**
 * A row's lead, checked by the lead form's own rules (a first name alone is a lead), or every reason it
 * is refused. A "Name" column fills first and last names that the row leaves empty. The Status column
 * is the badge's words: in a file without the status flags' columns it sets the flag that gives it
 * ("Customer" ticks Signed); with them the flags decide. Another word there is kept as the lead's
 * stored status (decision 040). A flag cell holding a date counts as yes.
 */
export function leadFromCsvValues(values: LeadCsvValues): LeadRowResult {
  const errors: string[] = [];
  for (const [field, cell] of Object.entries(values)) {
    if (cell?.includes(UNREADABLE_MARK)) errors.push(`${columnLabel(field)}: ${UNREADABLE_MESSAGE}`);
  }
  const input: Record<string, unknown> = {};
  let { firstName = "", lastName = "" } = values;
  if (values.name && !firstName.trim() && !lastName.trim()) ({ firstName, lastName } = splitFullName(values.name));
  input.firstName = firstName;
  input.lastName = lastName;
  for (const field of ["email", "phone", "address", "leadSource", "notes"] as const) {
    if (values[field] !== undefined) input[field] = values[field];
  }
  for (const field of ["nextFollowUpDate", "appointmentSetDate"] as const) {
    const day = values[field]?.trim();
    if (day) input[field] = isoDayOfCell(day);
  }
  const setFor = values.appointmentSetForDate?.trim();
  if (setFor) input.appointmentSetForDate = momentOfCell(setFor);
  for (const flag of LEAD_FLAG_NAMES) {
    const cell = values[flag];
    if (cell === undefined) continue;
    const word = cell.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) input[flag] = true;
    else if (FALSE_WORDS.has(word)) input[flag] = false;
    else if (isDayCell(word)) {
      input[flag] = true;
      if (flag === "knockAppointment" && !input.appointmentSetDate) input.appointmentSetDate = isoDayOfCell(word);
    } else errors.push(`${columnLabel(flag)}: use yes or no, not "${cell.slice(0, 20)}"`);
  }
  const statusCell = values.status?.trim() ?? "";
  const named = STATUS_BY_WORDS.get(headerKey(statusCell));
  if (named) {
    const hasStatusFlags = STATUS_FLAG_NAMES.some((flag) => values[flag] !== undefined);
    const flag = FLAG_OF_STATUS.get(named);
    if (!hasStatusFlags && flag) input[flag] = true;
  } else if (statusCell) input.status = statusCell;
  const days = {} as Record<FactDay, string | null | undefined>;
  for (const { day } of FACT_DAY_RULES) {
    const cell = values[day]?.trim();
    days[day] = cell ? realDay(isoDayOfCell(cell)) : null;
    if (days[day] === undefined) errors.push(`${columnLabel(day)}: use a day like 2026-01-31`);
  }
  const parsed = leadDialogSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join(".");
      // "First name is required" names its field already.
      const message =
        field && issue.message !== LEAD_FIRST_NAME_REQUIRED ? `${columnLabel(field)}: ${issue.message}` : issue.message;
      if (!errors.includes(message)) errors.push(message);
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  // Each step keeps the day the file gives it while the lead has reached it (decision 043): any deal its
  // signing day, installed or cancelled ones too.
  const lead = parsed.data;
  const reached = Object.fromEntries(
    FACT_DAY_RULES.map((rule) => [rule.day, rule.anyOf.some((flag) => lead[flag] === true) ? (days[rule.day] ?? null) : null]),
  ) as Record<FactDay, string | null>;
  return { ok: true, lead, ...reached };
}

/** What a decoder leaves where a file's bytes were not text in the encoding it was read in (U+FFFD). */
export const UNREADABLE_MARK = "\uFFFD";
export const UNREADABLE_MESSAGE =
  "has a character that could not be read (\uFFFD): choose the encoding the file was saved in and import it again";

/** A day cell (2026-12-05 or 12/5/2026) as the import reads it; undefined when it is not a real day. */
function realDay(day: string): string | undefined {
  const parsed = isoDateSchema.safeParse(day);
  return parsed.success ? parsed.data : undefined;
}

function isDayCell(cell: string): boolean {
  return realDay(isoDayOfCell(cell)) !== undefined;
}

/**
 * Two rows name the same lead when first and last name, e-mail and phone digits agree, ignoring
 * case: importing a file twice, or a lead the rep already has, adds nothing the second time. A row
 * with neither e-mail nor phone is told apart by its address too (issue 22): door-to-door lists are
 * names and addresses, and "Current Resident" at 14 and at 16 Oak Ave are two homes.
 */
export function leadIdentity(lead: {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}): string {
  const email = (lead.email ?? "").trim();
  const digits = phoneDigits(lead.phone ?? "");
  const address = email || digits ? "" : (lead.address ?? "").trim().replace(/\s+/gu, " ");
  return [lead.firstName, lead.lastName, email, digits, address].map((part) => part.toLowerCase()).join("\u0000");
}

/**
 * Rows one import request may carry; a large file is sent in several. A part is one transaction, and on
 * the embedded database it holds the database while it runs (other reps wait behind it, decision 055):
 * 100 rows take about 45 ms there (short rows; 220 ms for 500), where a part of 500 took too long.
 */
export const IMPORT_ROWS_PER_REQUEST = 100;
/**
 * The JSON bytes of rows one import request carries at most: long rows (notes of thousands of characters,
 * every column sent) are cut into parts by size first, 128 KB holding about 49 of them (some 45 ms to add on
 * the embedded database). Far below the server's 1 MiB body limit, so a part is never refused as too large.
 */
export const IMPORT_PART_BYTES = 128 * 1024;

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
  /** Each row counted as a duplicate and the lead it matched (one the rep had, or one an earlier row added). */
  alreadyThere: z.array(z.object({ line: z.number(), leadId: z.number(), name: z.string() })),
});
export type ImportLeadsReport = z.infer<typeof importLeadsReportSchema>;
