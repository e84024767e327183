/**
 * Daily Input's form, as pure functions (decision 042): what each field shows, how a refresh of the
 * day's stored figures meets what the rep is typing, and what a Save sends and asks first.
 */

/** What a field shows for a stored figure: empty when the day holds none, the figure otherwise (a saved 0 is "0"). */
export function textFromStored(value: number | undefined): string {
  return value === undefined ? "" : String(value);
}

/** The form's texts for the day's stored figures. */
export function textsFromStored(stored: Readonly<Record<string, number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(stored).map(([name, value]) => [name, textFromStored(value)]));
}

/**
 * The day's figures arrived again (a refresh, a quick entry on another device, a save): fields the rep
 * has not touched take them, fields the rep edited keep what the rep typed. Nothing typed is lost.
 */
export function mergeStored(
  texts: Readonly<Record<string, string>>,
  edited: ReadonlySet<string>,
  stored: Readonly<Record<string, number>>,
): Record<string, string> {
  const merged = textsFromStored(stored);
  for (const name of edited) merged[name] = texts[name] ?? "";
  return merged;
}

/** A field typed lower than the day's stored figure ("Doors Knocked 60 → 10"); emptied counts as 0. */
export interface LoweredField {
  name: string;
  from: number;
  to: number;
}

export interface DailyWrite {
  metricName: string;
  value: number;
  date: string;
  notes: string | null;
}

export interface SavePlan {
  /** What Save sends (POST /api/kpi-entries/bulk), in the fields' order. */
  writes: DailyWrite[];
  /** The writes that lower a stored figure: each is asked about before it is sent. */
  lowered: LoweredField[];
}

export interface SaveInput {
  /** The fields on screen, in their order. */
  fieldNames: readonly string[];
  /** The figures that read as numbers (empty fields left out). */
  values: Readonly<Record<string, number>>;
  /** The day's stored figures. */
  stored: Readonly<Record<string, number>>;
  date: string;
  notes: string;
  /** The notes differ from the stored ones: every field with a figure carries them. */
  notesChanged: boolean;
}

/**
 * What a Save sends (set semantics, decision 023, narrowed by decision 042): a field whose figure
 * differs from the stored one; a field emptied that held a figure, as 0; nothing for a field left as
 * it was, so a figure another device added meanwhile is not overwritten by a stale copy. When the
 * notes changed, every field with a figure is sent, since the notes travel with the entries.
 */
export function planSave({ fieldNames, values, stored, date, notes, notesChanged }: SaveInput): SavePlan {
  const note = notes.trim() || null;
  const writes: DailyWrite[] = [];
  const lowered: LoweredField[] = [];
  for (const metricName of fieldNames) {
    const before = stored[metricName];
    const value = values[metricName] ?? (before !== undefined ? 0 : undefined);
    if (value === undefined) continue;
    if (value === before && !notesChanged) continue;
    writes.push({ metricName, value, date, notes: note });
    if (before !== undefined && value < before) lowered.push({ name: metricName, from: before, to: value });
  }
  return { writes, lowered };
}

/**
 * Whether leaving the day would drop something the rep typed: changed notes, or an edited field a save
 * would send (typing a figure and typing it back is not a change).
 */
export function hasUnsaved(
  edited: ReadonlySet<string>,
  values: Readonly<Record<string, number>>,
  stored: Readonly<Record<string, number>>,
  notesChanged: boolean,
): boolean {
  if (notesChanged) return true;
  return planSave({ fieldNames: [...edited], values, stored, date: "", notes: "", notesChanged: false }).writes.length > 0;
}

const figure = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** The question asked before lowering a stored figure: "Doors Knocked 60 → 10: replace?" */
export function loweredQuestion({ name, from, to }: LoweredField): string {
  return `${name} ${figure(from)} → ${figure(to)}: replace?`;
}

/**
 * The writes left after the rep chose Keep for some lowered fields: a kept field is not sent (its
 * stored figure stays), unless the notes changed, when it is sent at its stored figure to carry them.
 */
export function keepStored(
  plan: SavePlan,
  kept: ReadonlySet<string>,
  stored: Readonly<Record<string, number>>,
  notesChanged: boolean,
): DailyWrite[] {
  return plan.writes.flatMap((write) => {
    if (!kept.has(write.metricName)) return [write];
    const before = stored[write.metricName];
    return notesChanged && before !== undefined ? [{ ...write, value: before }] : [];
  });
}

/** The stored notes of a day: the first entry that has some. */
export function storedNotes(entries: readonly { notes?: string | null }[]): string {
  return entries.find((e) => e.notes)?.notes ?? "";
}
