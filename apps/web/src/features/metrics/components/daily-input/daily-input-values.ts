import {
  dayWarnings,
  type EntryField,
  type KpiEntry,
  outlierQuestion,
  parseEntryValue,
  TEXT_LIMITS,
  textField,
} from "@measured/core";

/** The day's stored figure of each metric, by name (several entries of one name add up). */
export function dayValuesFromEntries(entries: readonly KpiEntry[]): Record<string, number> {
  const values: Record<string, number> = {};
  for (const entry of entries) values[entry.kpiName] = (values[entry.kpiName] ?? 0) + entry.value;
  return values;
}

/** What a field shows for a stored figure: empty for none or 0, so no "0" has to be deleted. */
export function textFromStored(value: number | undefined): string {
  return value === undefined || value === 0 ? "" : String(value);
}

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

/**
 * The entries a save sends (set semantics: each is the day's new figure). A field with a figure
 * is sent; a field emptied that held a stored figure is sent as 0, which clears it; a field that
 * was empty and stays empty is not sent. Every entry carries the day's notes.
 */
export function bulkEntriesFromForm(
  fields: readonly EntryField[],
  values: Readonly<Record<string, number>>,
  stored: Readonly<Record<string, number>>,
  date: string,
  notes: string,
) {
  const note = notes.trim() || null;
  return fields.flatMap((field) => {
    const value = values[field.name];
    if (value !== undefined) return [{ metricName: field.name, value, date, notes: note }];
    if (stored[field.name] !== undefined) return [{ metricName: field.name, value: 0, date, notes: note }];
    return [];
  });
}
