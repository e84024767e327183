import {
  catalogueMetricNamed,
  DAILY_METRICS_CATEGORY,
  type KpiDefinition,
  MAX_SERIAL_ID,
  metricNameKey,
  QUOTAS,
} from "@measured/core";
import { and, asc, type Database, desc, eq, inArray, schema, sql } from "@measured/db";
import { HttpError, notFound } from "../../lib/http-errors";
import { preparedPerDatabase } from "../../lib/prepared";
import { repWrite } from "../rep-writes/rep-write";

export type DefinitionRow = typeof schema.kpiDefinitions.$inferSelect;
const defs = schema.kpiDefinitions;

export function toKpiDefinition(row: DefinitionRow): KpiDefinition {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    unit: row.unit,
    targetValue: row.targetValue,
    sortOrder: row.sortOrder,
    industryContext: row.industryContext,
  };
}

/** Read by the metric list, the dashboard and Daily Input: prepared (lib/prepared.ts). */
const activeDefinitions = preparedPerDatabase((db) =>
  db
    .select()
    .from(defs)
    .where(and(eq(defs.userId, sql.placeholder("userId")), eq(defs.isActive, true)))
    .orderBy(asc(defs.sortOrder), asc(defs.id))
    .prepare("measured_active_definitions"),
);

export async function listActiveDefinitions(db: Database, userId: number): Promise<DefinitionRow[]> {
  return activeDefinitions(db).execute({ userId });
}

/**
 * Refuses to make `adding` more active metrics (`reactivating` of them revived, not new) past the
 * user's quotas (QUOTAS.activeMetrics, QUOTAS.allMetrics). Call inside the write's repWrite, so parallel creates cannot both pass.
 */
export async function assertMetricQuota(tx: Database, userId: number, adding: number, reactivating = 0): Promise<void> {
  if (adding <= 0) return;
  const [counts] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${defs.isActive}))::int`,
    })
    .from(defs)
    .where(eq(defs.userId, userId));
  const { all = 0, active = 0 } = counts ?? {};
  if (active + adding > QUOTAS.activeMetrics.max) throw new HttpError(409, QUOTAS.activeMetrics.message);
  if (all + adding - reactivating > QUOTAS.allMetrics.max) throw new HttpError(409, QUOTAS.allMetrics.message);
}

async function nextSortOrder(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${defs.sortOrder})` })
    .from(defs)
    .where(eq(defs.userId, userId));
  return (row?.max ?? -1) + 1;
}

export async function createDefinition(
  db: Database,
  userId: number,
  industry: string | null,
  input: { name: string; description?: string | null; unit: string; targetValue?: number | null; category: string },
): Promise<DefinitionRow> {
  return repWrite(db, userId, async (tx) => {
    const nameKey = metricNameKey(input.name);
    if ((await activeByKeys(tx, userId, [nameKey])).length > 0) {
      throw new HttpError(409, `You already track a metric named "${input.name}"`);
    }
    const catalogue = catalogueMetricNamed(input.name);
    // A metric removed earlier under this name comes back with its history, rather than a second one
    // beside it: the rep sees their old values again, and removed metrics do not pile up.
    const [removed] = await tx
      .select({ id: defs.id })
      .from(defs)
      .where(and(eq(defs.userId, userId), eq(defs.nameKey, nameKey), eq(defs.isActive, false)))
      .orderBy(desc(defs.id))
      .limit(1);
    await assertMetricQuota(tx, userId, 1, removed ? 1 : 0);
    if (removed) {
      const [revived] = await tx
        .update(defs)
        .set({
          isActive: true,
          name: catalogue?.name ?? input.name,
          description: input.description ?? null,
          unit: catalogue?.unit ?? input.unit,
          targetValue: input.targetValue ?? null,
          category: input.category,
          sortOrder: await nextSortOrder(tx, userId),
        })
        .where(eq(defs.id, removed.id))
        .returning();
      if (!revived) throw new Error("update returned nothing");
      return revived;
    }
    const [row] = await tx
      .insert(defs)
      .values({
        userId,
        industryContext: industry ?? "solar",
        name: catalogue?.name ?? input.name,
        nameKey,
        description: input.description ?? null,
        unit: catalogue?.unit ?? input.unit,
        targetValue: input.targetValue ?? null,
        category: input.category,
        sortOrder: await nextSortOrder(tx, userId),
      })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    return row;
  });
}

/** The user's active definitions with any of these name keys (core's metricNameKey). */
export async function activeByKeys(db: Database, userId: number, keys: string[]): Promise<DefinitionRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(defs)
    .where(and(eq(defs.userId, userId), eq(defs.isActive, true), inArray(defs.nameKey, [...new Set(keys)])));
}

/**
 * The user's active definitions for these names (compared by name key); the missing ones are created
 * under the catalogue's spelling and unit for a catalogue metric (any spelling with its key) and with unit
 * count otherwise, category
 * daily_metrics, no target (spec section 9), within the metric quota. Runs inside the caller's
 * repWrite, so no concurrent save can create the same name twice.
 */
export async function definitionsByNames(
  tx: Database,
  userId: number,
  industry: string | null,
  names: string[],
): Promise<Map<string, DefinitionRow>> {
  const byKey = new Map<string, DefinitionRow>();
  for (const row of await activeByKeys(tx, userId, names.map(metricNameKey))) byKey.set(row.nameKey, row);
  const missing = new Map<string, string>();
  for (const name of names) {
    const key = metricNameKey(name);
    if (!byKey.has(key) && !missing.has(key)) missing.set(key, name);
  }
  if (missing.size > 0) {
    // Names of removed metrics bring those metrics back with their history (as createDefinition does).
    const removed = await tx
      .selectDistinctOn([defs.nameKey], { id: defs.id, nameKey: defs.nameKey })
      .from(defs)
      .where(and(eq(defs.userId, userId), eq(defs.isActive, false), inArray(defs.nameKey, [...missing.keys()])))
      .orderBy(defs.nameKey, desc(defs.id));
    await assertMetricQuota(tx, userId, missing.size, removed.length);
    const first = await nextSortOrder(tx, userId);
    if (removed.length > 0) {
      // Ids read from the table just above (integers), so written into the statement as they are.
      const ids = sql.raw(`array[${removed.map((r) => Math.trunc(r.id)).join(",")}]::int[]`);
      const revived = await tx
        .update(defs)
        .set({ isActive: true, sortOrder: sql`${first} + array_position(${ids}, ${defs.id}) - 1` })
        .where(
          inArray(
            defs.id,
            removed.map((r) => r.id),
          ),
        )
        .returning();
      for (const row of revived) {
        byKey.set(row.nameKey, row);
        missing.delete(row.nameKey);
      }
    }
  }
  if (missing.size > 0) {
    const first = await nextSortOrder(tx, userId);
    const created = await tx
      .insert(defs)
      .values(
        [...missing].map(([nameKey, name], i) => ({
          userId,
          industryContext: industry ?? "solar",
          name: catalogueMetricNamed(name)?.name ?? name,
          nameKey,
          unit: catalogueMetricNamed(name)?.unit ?? "count",
          category: DAILY_METRICS_CATEGORY,
          sortOrder: first + i,
        })),
      )
      .returning();
    for (const row of created) byKey.set(row.nameKey, row);
  }
  return byKey;
}

/** Deactivates a metric; its entries stay (and come back if it is reactivated). */
export async function deactivateDefinition(db: Database, userId: number, id: number): Promise<void> {
  if (id > MAX_SERIAL_ID) throw notFound("Metric not found");
  await repWrite(db, userId, async (tx) => {
    const [row] = await tx
      .update(defs)
      .set({ isActive: false })
      .where(and(eq(defs.id, id), eq(defs.userId, userId), eq(defs.isActive, true)))
      .returning({ id: defs.id });
    if (!row) throw notFound("Metric not found");
  });
}

/**
 * Gives the user's active metrics that stand for a catalogue metric under another spelling (made before
 * the one name rule) the catalogue's name and unit, so Daily Input, the dashboard's figures and the
 * hours rule find them (decision 016). Onboarding and Change Industry run it in their transaction.
 */
export async function adoptCatalogueSpellings(tx: Database, userId: number): Promise<void> {
  const active = await tx
    .select({ id: defs.id, name: defs.name, unit: defs.unit })
    .from(defs)
    .where(and(eq(defs.userId, userId), eq(defs.isActive, true)));
  const renamed = active.flatMap((row) => {
    const catalogue = catalogueMetricNamed(row.name);
    return catalogue && (catalogue.name !== row.name || catalogue.unit !== row.unit) ? [{ id: row.id, ...catalogue }] : [];
  });
  if (renamed.length === 0) return;
  // One statement for all of them (the name key does not change: the spelling has the same key).
  await tx.execute(sql`
    update kpi_definitions d set name = r.name, unit = r.unit
    from jsonb_to_recordset(${JSON.stringify(renamed)}::jsonb) as r(id int, name text, unit text)
    where d.user_id = ${userId} and d.id = r.id`);
}
