import { dayWarnings, type EntryField, outlierQuestion, parseEntryValue, TEXT_LIMITS, textField } from "@measured/core";

export const notesSchema = textField({ label: "Notes", max: TEXT_LIMITS.notes, multiline: true, allowEmpty: true });

export interface DayCheck {
  /** Refusals by field name: Save is blocked while there is one. */
  refusals: Record<string, string>;
  /** The figures that read as numbers, by field name (empty fields left out). */
  values: Record<string, number>;
  /** Questions asked before saving ("99,999,999 Doors Knocked in one day?"), with their field. */
  questions: { field: string; message: string }[];
  /** Funnel warnings by the field they are shown under; they never block. */
  warnings: Record<string, string>;
}

/** Core's plausibility rules over the whole form (decision 023). */
export function checkDay(fields: readonly EntryField[], texts: Readonly<Record<string, string>>): DayCheck {
  const check: DayCheck = { refusals: {}, values: {}, questions: [], warnings: {} };
  for (const field of fields) {
    const parsed = parseEntryValue(field, texts[field.name] ?? "");
    if ("refusal" in parsed) {
      check.refusals[field.name] = parsed.refusal;
      continue;
    }
    if (parsed.value === null) continue;
    check.values[field.name] = parsed.value;
    const question = outlierQuestion(field, parsed.value);
    if (question) check.questions.push({ field: field.name, message: question });
  }
  for (const warning of dayWarnings(check.values)) check.warnings[warning.field] = warning.message;
  return check;
}
