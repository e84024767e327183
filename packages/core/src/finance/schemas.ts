import { z } from "zod";
import { TEXT_LIMITS } from "../limits/quotas";
import { isoDateSchema } from "../schemas/metrics";
import { optionalTextField, textField } from "../text/text-field";
import { DEFAULT_CATEGORY_COLOR } from "./categories";
import { DATE_REQUIRED, MILES_REQUIRED } from "./messages";
import { parseRateMilli, tripRateMilli } from "./mileage-rate";
import { parseMilesHundredths } from "./miles";
import { parseCents } from "./money";

/**
 * What the finance API takes (spec section 7), field by field with messages a rep reads. Amounts, miles
 * and rates come as strings or numbers (spec section 3) and leave as exact integers under names that say
 * their unit (`amountCents`, `milesHundredths`, `rateMilli`), so no handler ever holds a float of money.
 * Texts keep core's one text rule; dates are real calendar days inside DATE_WINDOW (2025-02-30 is refused).
 */

const INT32_MAX = 2_147_483_647;

type UnitsParser = (input: string | number) => number | { problem: string };

/** What a form or a client sends for an exact decimal: a JSON number or its text. */
const decimalInput = (label: string, required: string) =>
  z.union([z.number({ error: required }), z.string({ error: required }).max(32, `${label} must be a number`)], {
    error: required,
  });

function unitsOrIssue(parsed: number | { problem: string }, ctx: z.RefinementCtx): number {
  if (typeof parsed === "number") return parsed;
  ctx.addIssue({ code: "custom", message: parsed.problem });
  return z.NEVER;
}

/**
 * A required string or number read by `parse` into whole units. Absent, null or "" (a form's empty
 * input) answers `required`, anything else the parser's own message.
 */
function exactField(label: string, required: string, parse: UnitsParser) {
  return decimalInput(label, required).transform((input, ctx) =>
    unitsOrIssue(input === "" ? { problem: required } : parse(input), ctx),
  );
}

/** The same, optional: absent, null or "" is null (not given). */
function optionalExactField(label: string, parse: UnitsParser) {
  return decimalInput(label, `${label} must be a number`)
    .nullable()
    .transform((input, ctx) => (input === null || input === "" ? null : unitsOrIssue(parse(input), ctx)));
}

const amountField = exactField("Amount", "Amount is required", (input) => {
  const r = parseCents(input);
  return "problem" in r ? r : r.cents;
});
const milesField = exactField("Miles", MILES_REQUIRED, (input) => {
  const r = parseMilesHundredths(input);
  return "problem" in r ? r : r.hundredths;
});
/** Optional rate: absent, null or "" is "not typed" (the rate then follows the trip's date). */
const optionalRateField = optionalExactField("Rate", (input) => {
  const r = parseRateMilli(input);
  return "problem" in r ? r : r.rateMilli;
});

/** A calendar day; empty is "Date is required" (spec section 5), as absent is. */
const dateField = z
  .string({ error: DATE_REQUIRED })
  .min(1, DATE_REQUIRED)
  // The bound the API document states (the pipe's input side is this string, not isoDateSchema's).
  .max(10, "Date must look like 2026-01-31")
  .pipe(isoDateSchema);

/** The id of a row the rep owns, or null for none. Whether it is theirs is the API's check. */
const idField = (message: string) => z.number({ error: message }).int(message).min(1, message).max(INT32_MAX, message);
const categoryIdField = idField("Category must be one of your categories").nullable();
const clientIdField = idField("Client must be one of your leads").nullable();

const descriptionField = textField({ label: "Description", max: TEXT_LIMITS.description });
const notesField = optionalTextField("Notes", TEXT_LIMITS.notes, true);
const isPersonalField = z.boolean({ error: "Personal must be true or false" });

const atLeastOne = (b: Record<string, unknown>) => Object.values(b).some((v) => v !== undefined);
/** A field renamed for its unit only when it was sent, so a partial update carries no key it did not change. */
const renamed = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;
const AT_LEAST_ONE = { message: "Send at least one field to change" };

// Expenses ---------------------------------------------------------------------------------------------

const expenseFields = {
  amount: amountField,
  description: descriptionField,
  categoryId: categoryIdField,
  date: dateField,
  isPersonal: isPersonalField,
  notes: notesField,
};

/** POST /api/expenses: `{amount, description, categoryId or null, date, isPersonal, notes}` (spec section 7). */
export const createExpenseSchema = z
  .strictObject({
    ...expenseFields,
    categoryId: categoryIdField.default(null),
    isPersonal: isPersonalField.default(false),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));
export type CreateExpenseInput = z.input<typeof createExpenseSchema>;
export type CreateExpenseValues = z.output<typeof createExpenseSchema>;

/** PATCH /api/expenses/{id}: any subset of the create fields. */
export const updateExpenseSchema = z
  .strictObject(expenseFields)
  .partial()
  .refine(atLeastOne, AT_LEAST_ONE)
  .transform(({ amount, ...rest }) => ({ ...rest, ...renamed("amountCents", amount) }));
export type UpdateExpenseInput = z.input<typeof updateExpenseSchema>;
export type UpdateExpenseValues = z.output<typeof updateExpenseSchema>;

// Revenue ----------------------------------------------------------------------------------------------

const revenueFields = {
  amount: amountField,
  /** Optional: revenue_entries.description is nullable (spec section 3); empty is none. */
  description: optionalTextField("Description", TEXT_LIMITS.description),
  clientId: clientIdField.optional(),
  date: dateField,
};

/** POST /api/revenue: `{amount, description, clientId or null, date}` (spec section 7). */
export const createRevenueSchema = z
  .strictObject({ ...revenueFields, clientId: clientIdField.default(null) })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));
export type CreateRevenueInput = z.input<typeof createRevenueSchema>;
export type CreateRevenueValues = z.output<typeof createRevenueSchema>;

export const updateRevenueSchema = z
  .strictObject(revenueFields)
  .partial()
  .refine(atLeastOne, AT_LEAST_ONE)
  .transform(({ amount, ...rest }) => ({ ...rest, ...renamed("amountCents", amount) }));
export type UpdateRevenueInput = z.input<typeof updateRevenueSchema>;
export type UpdateRevenueValues = z.output<typeof updateRevenueSchema>;

// Mileage ----------------------------------------------------------------------------------------------

const mileageFields = {
  miles: milesField,
  purpose: textField({ label: "Purpose", max: TEXT_LIMITS.description }),
  startLocation: optionalTextField("Start location", TEXT_LIMITS.address),
  endLocation: optionalTextField("End location", TEXT_LIMITS.address),
  date: dateField,
  rate: optionalRateField,
  /** Not in the spec's payloads: the tracker's trip ended as Personal (spec section 4). Absent: business. */
  isPersonal: isPersonalField,
};

/**
 * POST /api/mileage, from either caller (spec section 7): the form's `{miles, purpose, startLocation,
 * endLocation, date, rate}` or the tracker's `{miles, purpose, date, rate}`: one object with the
 * locations optional, so a bad field is answered under its own name. A rate not sent (or empty) is the
 * IRS rate of the trip's date (mileage-rate.ts), not the spec's fixed 0.67, which is 2024's rate only;
 * `isPersonal: true` (our addition, for the tracker's Personal ending) records rate 0 (tripRateMilli).
 */
export const createMileageSchema = z
  .strictObject({
    ...mileageFields,
    rate: mileageFields.rate.optional(),
    isPersonal: isPersonalField.default(false),
    /**
     * Not in the spec's payloads either: the tracker bridged a gap in its fixes with a straight line
     * (trip.ts `bridged`), which the trip keeps so the rep can check it. Set once, when the trip is saved.
     */
    gapBridged: z.boolean({ error: "Gap bridged must be true or false" }).default(false),
  })
  .transform(({ miles, rate, ...rest }) => ({
    ...rest,
    startLocation: rest.startLocation ?? null,
    endLocation: rest.endLocation ?? null,
    milesHundredths: miles,
    rateMilli: tripRateMilli({ date: rest.date, isPersonal: rest.isPersonal, typedRateMilli: rate }),
  }));
export type CreateMileageInput = z.input<typeof createMileageSchema>;
export type CreateMileageValues = z.output<typeof createMileageSchema>;

/**
 * PATCH /api/mileage/{id}: any subset. A rate sent empty or null goes back to the IRS rate of the trip's
 * date (`rateMilli: null` tells the API to work it out with tripRateMilli from the stored or new date and
 * isPersonal); left out, it is unchanged. The API re-resolves the rate when isPersonal changes.
 */
export const updateMileageSchema = z
  .strictObject(mileageFields)
  .partial()
  .refine(atLeastOne, AT_LEAST_ONE)
  .transform(({ miles, rate, ...rest }) => ({ ...rest, ...renamed("milesHundredths", miles), ...renamed("rateMilli", rate) }));
export type UpdateMileageInput = z.input<typeof updateMileageSchema>;
export type UpdateMileageValues = z.output<typeof updateMileageSchema>;

// Expense categories -----------------------------------------------------------------------------------

const COLOR_MESSAGE = "Color must look like #4A6FA5";
/** #RRGGBB, stored in capitals so one colour is one text. */
const colorField = z
  .string({ error: COLOR_MESSAGE })
  .max(7, COLOR_MESSAGE)
  .regex(/^#[0-9A-Fa-f]{6}$/, COLOR_MESSAGE)
  .transform((v) => v.toUpperCase());

const categoryFields = {
  name: textField({ label: "Name", max: TEXT_LIMITS.category }),
  color: colorField,
  isActive: z.boolean({ error: "Active must be true or false" }),
};

/** POST /api/expense-categories: a name; colour #4A6FA5 and active unless told. */
export const createExpenseCategorySchema = z.strictObject({
  ...categoryFields,
  color: colorField.default(DEFAULT_CATEGORY_COLOR),
  isActive: categoryFields.isActive.default(true),
});
export type CreateExpenseCategoryInput = z.input<typeof createExpenseCategorySchema>;
export type CreateExpenseCategoryValues = z.output<typeof createExpenseCategorySchema>;

export const updateExpenseCategorySchema = z.strictObject(categoryFields).partial().refine(atLeastOne, AT_LEAST_ONE);
export type UpdateExpenseCategoryInput = z.input<typeof updateExpenseCategorySchema>;
export type UpdateExpenseCategoryValues = z.output<typeof updateExpenseCategorySchema>;
