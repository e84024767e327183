import { z } from "zod";
import { DATE_WINDOW, TEXT_LIMITS } from "../limits/quotas";
import { isInMomentWindow, isoDateSchema, momentWindow } from "../schemas/metrics";
import { pageLimitSchema } from "../schemas/paging";
import { characterCount, normaliseText, optionalTextField, textField, textProblem } from "../text/text-field";
import { splitFullName } from "./full-name";
import { DERIVED_LEAD_STATUSES, type DerivedLeadStatus, LEAD_FLAG_NAMES, type LeadFlagName } from "./lead-status";
import { INVALID_PHONE, isPhoneNumber } from "./phone-number";

/**
 * What the leads API takes and answers (issue 11, decision 026). Every text goes through core's one
 * text rule (NFC, trimmed; controls, bidi and invisible characters refused with a message naming the
 * field); an optional text sent empty is stored as null.
 */

/**
 * A lead is a first name at least (issue 21, decision 040): the last name may be empty, on every lead
 * form, the API and a CSV import. The spec's "First name and last name are required." is retired.
 */
export const LEAD_FIRST_NAME_REQUIRED = "First name is required";
/** Spec section 5, the pipeline's appointment dialog: "lead name required". */
export const LEAD_NAME_REQUIRED = "Lead name is required";
export const INVALID_EMAIL = "Invalid email address";

/** A required name: the text rule, and blank after trimming answers `required`. */
function nameField(label: string, required: string, max: number = TEXT_LIMITS.personName) {
  return z
    .string({ error: required })
    .max(max * 4, `${label} must be at most ${max} characters`)
    .transform((value, ctx) => {
      const problem = textProblem(value, { label, max, allowEmpty: true });
      const normal = normaliseText(value);
      if (problem || normal === "") {
        ctx.addIssue({ code: "custom", message: problem ?? required });
        return z.NEVER;
      }
      return normal;
    });
}

/** A name that may be empty (a lead's last name): the text rule; blank is "". */
export function optionalNameField(label: string) {
  return textField({ label, max: TEXT_LIMITS.personName, allowEmpty: true });
}

/** Optional e-mail: empty is nothing; given, it must be an address ('Invalid email address'). */
const emailField = z
  .string({ error: INVALID_EMAIL })
  .max(TEXT_LIMITS.email * 4, `Email must be at most ${TEXT_LIMITS.email} characters`)
  .transform((value, ctx) => {
    const problem = textProblem(value, { label: "Email", max: TEXT_LIMITS.email, allowEmpty: true });
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    const normal = normaliseText(value);
    if (normal === "") return null;
    if (!z.email().safeParse(normal).success) {
      ctx.addIssue({ code: "custom", message: INVALID_EMAIL });
      return z.NEVER;
    }
    return normal;
  })
  .nullable()
  .optional();

/** Optional phone: empty is nothing; given, it must be a phone number (isPhoneNumber, INVALID_PHONE). */
const phoneField = optionalTextField("Phone", TEXT_LIMITS.phone).superRefine((value, ctx) => {
  if (value && !isPhoneNumber(value)) ctx.addIssue({ code: "custom", message: INVALID_PHONE });
});

/** The stored status the rep picked; nothing given is the default, "lead" (spec section 3). */
const statusField = textField({ label: "Status", max: TEXT_LIMITS.leadStatus, allowEmpty: true })
  .nullable()
  .transform((v) => v || "lead")
  .optional();

const DATE_TIME_MESSAGE = "Date and time must look like 2026-01-31T09:30:00Z";
const ISO_DATE_TIME = z.iso.datetime({ offset: true });

/** A moment, ISO 8601 with a zone (`Z` or `+02:00`), in momentWindow (a day inside DATE_WINDOW in some zone). */
export const isoDateTimeSchema = z
  .string({ error: DATE_TIME_MESSAGE })
  .max(40, DATE_TIME_MESSAGE)
  .superRefine((v, ctx) => {
    if (!ISO_DATE_TIME.safeParse(v).success) {
      ctx.addIssue({ code: "custom", message: DATE_TIME_MESSAGE });
      return;
    }
    const window = momentWindow();
    if (!isInMomentWindow(Date.parse(v), window)) {
      ctx.addIssue({ code: "custom", message: `Date must be between ${DATE_WINDOW.earliest} and ${window.latestDate}` });
    }
  });
const optionalDate = isoDateSchema.nullable().optional();

const flagFields = Object.fromEntries(
  LEAD_FLAG_NAMES.map((name) => [name, z.boolean({ error: `${name} must be true or false` }).optional()]),
) as Record<LeadFlagName, z.ZodOptional<z.ZodBoolean>>;

/** Every field a lead write may carry, each optional (PATCH); create and PUT add the required names. */
const leadFields = {
  firstName: nameField("First name", LEAD_FIRST_NAME_REQUIRED).optional(),
  lastName: optionalNameField("Last name").optional(),
  email: emailField,
  phone: phoneField,
  address: optionalTextField("Address", TEXT_LIMITS.address),
  leadSource: optionalTextField("Lead source", TEXT_LIMITS.leadSource),
  status: statusField,
  notes: optionalTextField("Notes", TEXT_LIMITS.notes, true),
  appointmentSetDate: optionalDate,
  /** When the appointment is set for (ISO with a zone). */
  appointmentSetForDate: isoDateTimeSchema.nullable().optional(),
  /** The day to follow up (done: null). */
  nextFollowUpDate: optionalDate,
  ...flagFields,
};

/**
 * The one lead form (issue 21, decision 040): the fields every form that makes or edits a lead shows,
 * in the order they show them (names, address, phone, e-mail, notes), with one rule each. Add/Edit
 * Lead, the pipeline's New Lead and Edit Client, Log Appointment's lead and the quick lead all use
 * these rules; the API and a CSV import apply the same.
 */
export const LEAD_FORM_FIELDS = {
  firstName: nameField("First name", LEAD_FIRST_NAME_REQUIRED),
  /** May be empty: a first name alone is a lead. */
  lastName: optionalNameField("Last name").default(""),
  address: leadFields.address,
  phone: leadFields.phone,
  email: leadFields.email,
  notes: leadFields.notes,
};
export const leadFormSchema = z.strictObject(LEAD_FORM_FIELDS);
export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormValues = z.output<typeof leadFormSchema>;

/** The Leads screen's dialog: the lead form and the rest of the record (source, follow-up, flags, dates). */
export const leadDialogSchema = z.strictObject({ ...leadFields, ...LEAD_FORM_FIELDS });
export type LeadDialogInput = z.input<typeof leadDialogSchema>;
export type LeadDialogValues = z.output<typeof leadDialogSchema>;

/**
 * The pipeline's one "lead name": a first and a last name and the space between (each part is then held
 * to the person-name limit once split), as pipeline-api's inline client takes it.
 */
const LEAD_NAME_MAX = TEXT_LIMITS.personName * 2 + 1;
const leadNameField = nameField("Lead name", LEAD_NAME_REQUIRED, LEAD_NAME_MAX).superRefine((name, ctx) => {
  const { firstName, lastName } = splitFullName(name);
  const max = TEXT_LIMITS.personName;
  if (characterCount(firstName) > max) ctx.addIssue({ code: "custom", message: `First name must be at most ${max} characters` });
  if (characterCount(lastName) > max) ctx.addIssue({ code: "custom", message: `Last name must be at most ${max} characters` });
});

/** The pipeline's appointment dialog creates its client with one name (spec section 7). */
export const pipelineClientSchema = z.strictObject({
  name: leadNameField,
  phone: leadFields.phone,
  email: leadFields.email,
  address: leadFields.address,
  status: leadFields.status,
});
export type PipelineClientInput = z.input<typeof pipelineClientSchema>;

/**
 * POST /api/clients: the lead dialog's payload, or the pipeline's `{name, …}`. One object rather than a
 * union, so a bad field is answered under its own name. `name` is split with splitFullName (a one-word
 * name leaves the last name ""); the answer is always a lead dialog's values.
 */
export const createClientSchema = z
  .strictObject({ ...leadFields, name: leadNameField.optional() })
  .superRefine((b, ctx) => {
    if (b.name !== undefined) {
      if (b.firstName !== undefined || b.lastName !== undefined) {
        ctx.addIssue({ code: "custom", message: "Send name, or firstName and lastName, not both", path: ["name"] });
      }
      return;
    }
    if (b.firstName === undefined) ctx.addIssue({ code: "custom", message: LEAD_FIRST_NAME_REQUIRED, path: ["firstName"] });
  })
  .transform(({ name, ...rest }): LeadDialogValues => {
    if (name !== undefined) return { ...rest, ...splitFullName(name) };
    return { ...rest, firstName: rest.firstName ?? "", lastName: rest.lastName ?? "" };
  });
export type CreateClientInput = z.input<typeof createClientSchema>;

/** PUT /api/clients/{id}: the whole record as the lead dialog sends it; a field left out is cleared. */
export const updateClientSchema = leadDialogSchema;
export type UpdateClientInput = LeadDialogInput;

/** PATCH /api/clients/{id}: any subset; `{nextFollowUpDate: null}` marks a follow-up done. */
export const patchClientSchema = z
  .strictObject(leadFields)
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "Send at least one field to change" });
export type PatchClientInput = z.input<typeof patchClientSchema>;
export type PatchClientValues = z.output<typeof patchClientSchema>;

/** The leads list's place: the last row's creation time (microseconds since 1970) and id. */
export interface ClientCursor {
  createdAtMicros: number;
  id: number;
}
const INT32_MAX = 2_147_483_647;
const CLIENT_CURSOR_TEXT = /^(\d{1,16})\.(\d{1,10})$/;
const CURSOR_MESSAGE = "cursor is not one this list gave";

const toBase64Url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

export function encodeClientCursor(cursor: ClientCursor): string {
  return toBase64Url(`${cursor.createdAtMicros}.${cursor.id}`);
}

/** The cursor a page gave, or null for anything this server could not have given. */
export function decodeClientCursor(text: string): ClientCursor | null {
  if (text.length > 48 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let plain: string;
  try {
    plain = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const match = CLIENT_CURSOR_TEXT.exec(plain);
  if (!match) return null;
  const createdAtMicros = Number(match[1]);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(createdAtMicros) || id < 1 || id > INT32_MAX) return null;
  return { createdAtMicros, id };
}

/**
 * The orders the leads list can be read in (issue 21, decision 045). `newest` is the default and the
 * screen's first page (decision 033's index); `oldest` walks the same index the other way; `name`
 * (first name then last, ignoring case, A to Z) and `follow-up` (soonest first, none last) sort the
 * rep's leads, at most QUOTAS.clients of them.
 */
export const CLIENT_SORTS = ["newest", "oldest", "name", "follow-up"] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
/** The sorts whose place is a key read from the row (not the creation time). */
export type KeyedClientSort = Exclude<ClientSort, "newest" | "oldest">;
export const isKeyedClientSort = (sort: ClientSort): sort is KeyedClientSort => sort === "name" || sort === "follow-up";

/** A keyed list's place: the sort, the last row's key (null: a follow-up not set) and id. */
export interface KeyedClientCursor {
  sort: KeyedClientSort;
  key: string | null;
  id: number;
}
/** A name key is at most two names and a space (lower-cased, which can lengthen a few characters). */
const NAME_KEY_MAX = (TEXT_LIMITS.personName * 2 + 1) * 3;
const KEYED_CURSOR_MAX = 4 * NAME_KEY_MAX + 64;

const bytesToBase64Url = (bytes: Uint8Array) => toBase64Url(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));

export function encodeKeyedClientCursor(cursor: KeyedClientCursor): string {
  return `k${bytesToBase64Url(new TextEncoder().encode(JSON.stringify([cursor.sort, cursor.key, cursor.id])))}`;
}

/** A keyed cursor this server could have given, or null. */
export function decodeKeyedClientCursor(text: string): KeyedClientCursor | null {
  if (text.length > KEYED_CURSOR_MAX || !/^k[A-Za-z0-9_-]+$/.test(text)) return null;
  let value: unknown;
  try {
    const binary = atob(text.slice(1).replaceAll("-", "+").replaceAll("_", "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [sort, key, id] = value as unknown[];
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > INT32_MAX) return null;
  if (sort === "name" && typeof key === "string" && key.length <= NAME_KEY_MAX) return { sort, key, id };
  if (sort === "follow-up" && (key === null || (typeof key === "string" && /^\d{4}-\d{2}-\d{2}$/.test(key)))) {
    return { sort, key, id };
  }
  return null;
}

const clientCursorSchema = z
  .string()
  .max(KEYED_CURSOR_MAX, CURSOR_MESSAGE)
  .transform((text, ctx): ClientCursor | KeyedClientCursor => {
    const cursor = text.startsWith("k") ? decodeKeyedClientCursor(text) : decodeClientCursor(text);
    if (cursor) return cursor;
    ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
    return z.NEVER;
  });

/** GET /api/clients: search, derived-status filter, order and paging; no parameters is the first page, newest first. */
export const clientsListQuerySchema = z
  .strictObject({
    /** Case-insensitive part of a name, e-mail or address, or 3+ digits of the phone. */
    q: textField({ label: "Search", max: TEXT_LIMITS.search, allowEmpty: true })
      .transform((v) => v || undefined)
      .optional(),
    status: z.enum(DERIVED_LEAD_STATUSES, { error: `Status must be one of ${DERIVED_LEAD_STATUSES.join(", ")}` }).optional(),
    limit: pageLimitSchema.optional(),
    sort: z.enum(CLIENT_SORTS, { error: `Sort must be one of ${CLIENT_SORTS.join(", ")}` }).optional(),
    cursor: clientCursorSchema.optional(),
  })
  // A cursor names a place in one order: a newest or oldest list's cursor is a creation time, a
  // keyed list's carries its own sort.
  .superRefine((query, ctx) => {
    const { cursor } = query;
    // A cursor that failed its own check is already answered (the transform did not run).
    if (!cursor || typeof cursor !== "object") return;
    const sort = query.sort ?? "newest";
    const fits = "sort" in cursor ? cursor.sort === sort : !isKeyedClientSort(sort);
    if (!fits) ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE, path: ["cursor"] });
  });
export type ClientsListQuery = z.input<typeof clientsListQuerySchema>;

/** The digits of a search that the phone is searched by: only when there are at least 3 of them. */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/**
 * Leads a page of the Leads screen shows at once; the next comes as the rep scrolls (decision 028).
 * 25 is five phone screens of cards: half the rows of 50 to write and send on every visit and every
 * keystroke of a search, which a list that loads on scrolling never misses (decision 033).
 */
export const LEADS_PAGE_SIZE = 25;

const flagOutputs = Object.fromEntries(LEAD_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<LeadFlagName, z.ZodBoolean>;

/** A lead as every read answers it. */
export const clientSchema = z.object({
  id: z.number(),
  folderId: z.number().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  leadSource: z.string().nullable(),
  status: z.string(),
  notes: z.string().nullable(),
  industryContext: z.string(),
  ...flagOutputs,
  appointmentSetDate: z.string().nullable(),
  appointmentSetForDate: z.string().nullable(),
  /** The day (rep's zone) the lead was first flagged signed; null while not signed. */
  signedDate: z.string().nullable(),
  nextFollowUpDate: z.string().nullable(),
  /** leadsPageStatus of the flags. */
  leadStatus: z.enum(DERIVED_LEAD_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** Leads that count as Active Deals (decision 026): set, held or signed, not yet installed or lost. */
export const ACTIVE_DEAL_STATUSES = [
  "appointment_scheduled",
  "appointment_held",
  "customer",
] as const satisfies readonly DerivedLeadStatus[];

export const clientsSummarySchema = z.object({
  totalLeads: z.number(),
  activeDeals: z.number(),
  byStatus: z.record(z.enum(DERIVED_LEAD_STATUSES), z.number()),
});
export type ClientsSummary = z.infer<typeof clientsSummarySchema>;

/** Follow-ups due in one answer, oldest first. */
export const FOLLOW_UPS_DUE_MAX = 100;
