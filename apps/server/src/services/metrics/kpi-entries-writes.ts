import {
  catalogueMetricNamed,
  enterableMetricNames,
  HOURS_WORKED_MAX,
  KPI_CATALOGUE,
  KPI_VALUE_MAX,
  type KpiEntry,
  MAX_SERIAL_ID,
  metricNameKey,
} from "@measured/core";
import { and, type Database, eq, inArray, schema, sql } from "@measured/db";
import { HttpError, notFound } from "../../lib/http-errors";
import { repWrite } from "../rep-writes/rep-write";
import { definitionsByNames } from "./kpi-definitions";
import { entriesByIds, toKpiEntry } from "./kpi-entries-reads";
import { reconcileNameKeys } from "./metric-name-keys";

/** Writing a rep's KPI entries: quick entry, Daily Input's save and Clean Duplicates. Reads are in kpi-entries-reads.ts. */

const entries = schema.kpiEntries;
const defs = schema.kpiDefinitions;

export interface EntryInput {
  kpiDefinitionId?: number;
  metricName?: string;
  value: number;
  date: string;
  notes?: string | null;
}

/** Postgres reports a value past numeric(10,2) as 22003. */
function isNumericOverflow(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return (error as { code?: string })?.code === "22003" || cause?.code === "22003";
}
const dayTotalTooLarge = () => new HttpError(400, `The day's total must be at most ${KPI_VALUE_MAX.toLocaleString("en-US")}`);

/**
 * Per-day rules by meaning, not by path (issue 9): whatever named the metric (id, name, a look-alike
 * spelling, two quick entries), a metric counted in hours holds at most HOURS_WORKED_MAX for a day.
 * Checked on the stored rows inside the write's transaction, so throwing rolls the write back.
 */
async function assertHoursWithinDay(tx: Database, userId: number, written: { kpiDefinitionId: number; value: number }[]) {
  const over = written.filter((w) => w.value > HOURS_WORKED_MAX);
  if (over.length === 0) return;
  const hourly = await tx
    .select({ id: defs.id, name: defs.name })
    .from(defs)
    .where(
      and(eq(defs.userId, userId), eq(defs.unit, "hours"), inArray(defs.id, [...new Set(over.map((w) => w.kpiDefinitionId))])),
    );
  const [first] = hourly;
  if (!first) return;
  throw new HttpError(
    400,
    first.name === KPI_CATALOGUE.hoursWorked.name
      ? `Hours worked must be between 0 and ${HOURS_WORKED_MAX}`
      : `${first.name} must be between 0 and ${HOURS_WORKED_MAX} hours for a day`,
  );
}

/** Quick entry: adds the value to the day's value of the metric, atomically. */
export async function addToDay(db: Database, userId: number, industry: string | null, input: EntryInput): Promise<KpiEntry> {
  try {
    const id = await repWrite(db, userId, async (tx) => {
      const [kpiDefinitionId] = (await resolveCheckedMetrics(tx, userId, industry, [input])).map((m) => m.id);
      if (kpiDefinitionId === undefined) throw new Error("no metric resolved");
      const [row] = await tx
        .insert(entries)
        .values({ userId, kpiDefinitionId, value: input.value, date: input.date, notes: input.notes ?? null })
        .onConflictDoUpdate({
          target: [entries.userId, entries.kpiDefinitionId, entries.date],
          set: { value: sql`${entries.value} + excluded.value`, notes: sql`coalesce(excluded.notes, ${entries.notes})` },
        })
        .returning({ id: entries.id, kpiDefinitionId: entries.kpiDefinitionId, value: entries.value });
      if (!row) throw new Error("upsert returned nothing");
      await assertHoursWithinDay(tx, userId, [row]);
      return row.id;
    });
    const [entry] = await entriesByIds(db, userId, [id]);
    if (!entry) throw new Error("entry vanished");
    return entry;
  } catch (error) {
    if (isNumericOverflow(error)) throw dayTotalTooLarge();
    throw error;
  }
}

/** The resolved metric an input writes to: every value rule is checked on it, whatever path named it. */
interface ResolvedMetric {
  id: number;
  name: string;
  unit: string;
  /** Where its entries sort in a day (a saved day's answer is in the list's order). */
  sortOrder: number;
}

const notTracked = (name: string) => new HttpError(422, `You do not track "${name}". Add it in Customize Metrics first.`);

/**
 * The metric behind each input (quick entry and bulk save alike), in a fixed number of queries however
 * many there are. A name decides over an id (the spec's quick entry always sends kpiDefinitionId 1) and
 * must be a metric the rep tracks or a part of a tracked total (decision 019): a missing part's
 * definition is made (a solar rep's first "Deals Closed from Knocks"); any other name is refused (422)
 * rather than creating a metric the rep does not track. An id that is not the user's active metric (or
 * past the 32-bit range) answers 404. Every input is checked before anything is made.
 */
async function resolveMetrics(
  tx: Database,
  userId: number,
  industry: string | null,
  inputs: EntryInput[],
): Promise<ResolvedMetric[]> {
  const active = await tx
    .select({ id: defs.id, name: defs.name, nameKey: defs.nameKey, unit: defs.unit, sortOrder: defs.sortOrder })
    .from(defs)
    .where(and(eq(defs.userId, userId), eq(defs.isActive, true)));
  const byKey = new Map(active.map((d) => [d.nameKey, d]));
  const byId = new Map(active.map((d) => [d.id, d]));
  // Parts of tracked totals the rep has no definition for yet, by name key.
  const missingParts = new Map<string, string>();
  for (const name of enterableMetricNames(active.map((d) => catalogueMetricNamed(d.name)?.name ?? d.name))) {
    const key = metricNameKey(name);
    if (!byKey.has(key)) missingParts.set(key, name);
  }
  const toMake = new Map<string, string>();
  for (const input of inputs) {
    if (input.metricName !== undefined) {
      const key = metricNameKey(input.metricName);
      if (byKey.has(key)) continue;
      const part = missingParts.get(key);
      if (part === undefined) throw notTracked(input.metricName);
      toMake.set(key, part);
    } else if (input.kpiDefinitionId !== undefined) {
      if (input.kpiDefinitionId > MAX_SERIAL_ID || !byId.has(input.kpiDefinitionId)) throw notFound("Metric not found");
    } else {
      throw new HttpError(400, "Name the metric (kpiDefinitionId or metricName)");
    }
  }
  if (toMake.size > 0) {
    // A part is a catalogue metric: made under its catalogue name and unit (count, as its total's).
    for (const row of (await definitionsByNames(tx, userId, industry, [...toMake.values()])).values())
      byKey.set(row.nameKey, row);
  }
  return inputs.map((input) => {
    const metric =
      input.metricName !== undefined ? byKey.get(metricNameKey(input.metricName)) : byId.get(input.kpiDefinitionId ?? 0);
    if (!metric) throw new Error("metric not resolved");
    return { id: metric.id, name: metric.name, unit: metric.unit, sortOrder: metric.sortOrder };
  });
}

/** A count (unit count) holds whole numbers only; hours, dollars and the rest may hold decimals. */
function assertWholeCounts(inputs: EntryInput[], metrics: ResolvedMetric[]): void {
  inputs.forEach((input, i) => {
    const metric = metrics[i];
    if (metric?.unit === "count" && !Number.isInteger(input.value)) {
      throw new HttpError(400, `${metric.name} must be a whole number`);
    }
  });
}

/** The metrics behind the inputs, after every rule that needs the resolved metric. */
async function resolveCheckedMetrics(tx: Database, userId: number, industry: string | null, inputs: EntryInput[]) {
  const metrics = await resolveMetrics(tx, userId, industry, inputs);
  assertWholeCounts(inputs, metrics);
  return metrics;
}

/**
 * Daily Input: sets each metric's value for its day, in one transaction (all or nothing). The answer is
 * built from the written rows (RETURNING) and the metrics resolved above, in the entry list's order, so a
 * save reads nothing back after its commit.
 */
export async function setDays(db: Database, userId: number, industry: string | null, inputs: EntryInput[]): Promise<KpiEntry[]> {
  return repWrite(db, userId, async (tx) => {
    const metrics = await resolveCheckedMetrics(tx, userId, industry, inputs);
    const keys = inputs.map((input, i) => `${metrics[i]?.id}:${input.date}`);
    if (new Set(keys).size !== keys.length) throw new HttpError(400, "The same metric appears twice for one day");
    const values = inputs.map((input, i) => ({
      userId,
      kpiDefinitionId: metrics[i]?.id as number,
      value: input.value,
      date: input.date,
      notes: input.notes ?? null,
    }));
    // Rows in one fixed order, so two saves of one day lock them in the same order (no deadlock).
    values.sort((a, b) => a.kpiDefinitionId - b.kpiDefinitionId || a.date.localeCompare(b.date));
    const rows = await tx
      .insert(entries)
      .values(values)
      .onConflictDoUpdate({
        target: [entries.userId, entries.kpiDefinitionId, entries.date],
        set: { value: sql`excluded.value`, notes: sql`excluded.notes` },
      })
      .returning({
        id: entries.id,
        kpiDefinitionId: entries.kpiDefinitionId,
        value: entries.value,
        date: entries.date,
        notes: entries.notes,
        createdAt: entries.createdAt,
      });
    await assertHoursWithinDay(tx, userId, rows);
    const byId = new Map(metrics.map((m) => [m.id, m]));
    const order = (row: { kpiDefinitionId: number }) => byId.get(row.kpiDefinitionId)?.sortOrder ?? 0;
    rows.sort((a, b) => a.date.localeCompare(b.date) || order(a) - order(b) || a.id - b.id);
    return rows.map((row) => toKpiEntry(row, byId.get(row.kpiDefinitionId)?.name ?? ""));
  });
}

/**
 * Clean Duplicates: merges the user's active metrics that share a name key (older data, or a key rule
 * that changed), summing a day's values into the kept metric; see services/metrics/metric-name-keys.ts.
 * Returns how many entries were merged into another (no longer a row of their own).
 */
export async function cleanupDuplicates(db: Database, userId: number): Promise<number> {
  try {
    return await repWrite(db, userId, async (tx) => {
      return (await reconcileNameKeys(tx, userId)).entriesMerged;
    });
  } catch (error) {
    if (isNumericOverflow(error)) throw dayTotalTooLarge();
    throw error;
  }
}
