import {
  DAILY_INPUT_FIELDS,
  type DailyInputField,
  dailyInputFieldName,
  formValueFromStored,
  HOURS_WORKED_MAX,
  type KpiEntry,
  MONEY_COLUMN,
  metricNameKey,
  parseDecimal,
  TEXT_LIMITS,
  textField,
} from "@measured/core";
import { z } from "zod";

const isNumber = (v: string) => v.trim() !== "" && Number.isFinite(Number(v));

/**
 * A field the server would refuse is refused here first, with its message: the API's one decimal
 * rule (core's parseDecimal: at most 2 decimals, at most 99,999,999.99, no exponents or hex).
 */
const decimalCheck = (label: string, rangeOk: (n: number) => boolean, rangeMessage: string) =>
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === "") return;
      if (!isNumber(v) || !rangeOk(Number(v))) {
        ctx.addIssue({ code: "custom", message: rangeMessage });
        return;
      }
      const parsed = parseDecimal(v, { label, ...MONEY_COLUMN });
      if ("problem" in parsed) ctx.addIssue({ code: "custom", message: parsed.problem });
    });

/** Spec section 5: counts are empty or a number of at least 0. */
const countSchema = decimalCheck("Value", (n) => n >= 0, "Enter a number of 0 or more");

/** Spec sections 5 and 9: Hours Worked is empty or from 0 to 24. */
const hoursSchema = decimalCheck(
  "Hours worked",
  (n) => n >= 0 && n <= HOURS_WORKED_MAX,
  `Hours worked must be between 0 and ${HOURS_WORKED_MAX}`,
);

const fieldShape = Object.fromEntries(
  DAILY_INPUT_FIELDS.map((field) => [field, field === "hoursWorked" ? hoursSchema : countSchema]),
) as Record<DailyInputField, typeof countSchema>;

export const dailyInputFormSchema = z.object({
  ...fieldShape,
  // The API's one text rule, so hidden or direction-changing characters are refused here with its message.
  notes: textField({ label: "Notes", max: TEXT_LIMITS.notes, multiline: true, allowEmpty: true }),
});
export type DailyInputFormValues = z.infer<typeof dailyInputFormSchema>;

/** The form for a day: stored values where there are entries (hours as a decimal, counts rounded), 0 elsewhere. */
export function formValuesFromEntries(entries: readonly KpiEntry[]): DailyInputFormValues {
  // By the one name rule, so a metric stored under another spelling of a field's name fills that field.
  const byName = new Map(entries.map((e) => [metricNameKey(e.kpiName), e.value]));
  const values = Object.fromEntries(
    DAILY_INPUT_FIELDS.map((field) => {
      const stored = byName.get(metricNameKey(dailyInputFieldName(field)));
      return [field, String(stored === undefined ? 0 : formValueFromStored(field, stored))];
    }),
  ) as Record<DailyInputField, string>;
  const notes = entries.find((e) => e.notes)?.notes ?? "";
  return { ...values, notes };
}

/** Spec section 7: one entry per visible field, 0 when empty, each carrying the day's notes. */
export function bulkEntriesFromForm(values: DailyInputFormValues, fields: readonly DailyInputField[], date: string) {
  const notes = values.notes.trim() || null;
  return fields.map((field) => {
    const raw = values[field].trim();
    return { metricName: dailyInputFieldName(field), value: raw === "" ? 0 : Number(raw), date, notes };
  });
}
