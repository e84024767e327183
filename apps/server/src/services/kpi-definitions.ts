import { DAILY_METRICS_CATEGORY, type KpiDefinition } from "@measured/core";
import { and, asc, type Database, eq, schema, sql } from "@measured/db";
import { HttpError, notFound } from "../lib/http-errors";
import { preparedPerDatabase } from "../lib/prepared";

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
  const [row] = await db
    .insert(defs)
    .values({
      userId,
      industryContext: industry ?? "solar",
      name: input.name,
      description: input.description ?? null,
      unit: input.unit,
      targetValue: input.targetValue ?? null,
      category: input.category,
      sortOrder: await nextSortOrder(db, userId),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, `You already track a metric named "${input.name}"`);
  return row;
}

/**
 * The user's active definition with this name (any case); created when missing, with
 * unit hours for Hours Worked and count otherwise, category daily_metrics, no target
 * (spec section 9). Safe against a concurrent create of the same name.
 */
export async function definitionByName(
  db: Database,
  userId: number,
  industry: string | null,
  name: string,
): Promise<DefinitionRow> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(defs)
      .where(and(eq(defs.userId, userId), eq(defs.isActive, true), sql`lower(${defs.name}) = lower(${name})`))
      .limit(1);
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  const [created] = await db
    .insert(defs)
    .values({
      userId,
      industryContext: industry ?? "solar",
      name,
      unit: name === "Hours Worked" ? "hours" : "count",
      category: DAILY_METRICS_CATEGORY,
      sortOrder: await nextSortOrder(db, userId),
    })
    .onConflictDoNothing()
    .returning();
  const row = created ?? (await find());
  if (!row) throw new Error(`could not resolve metric ${name}`);
  return row;
}

/** One of the user's definitions by id (active or not); 404 for anyone else's. */
export async function ownDefinition(db: Database, userId: number, id: number): Promise<DefinitionRow> {
  const [row] = await db
    .select()
    .from(defs)
    .where(and(eq(defs.id, id), eq(defs.userId, userId)))
    .limit(1);
  if (!row) throw notFound("Metric not found");
  return row;
}

/** Deactivates a metric; its entries stay (and come back if it is reactivated). */
export async function deactivateDefinition(db: Database, userId: number, id: number): Promise<void> {
  const [row] = await db
    .update(defs)
    .set({ isActive: false })
    .where(and(eq(defs.id, id), eq(defs.userId, userId), eq(defs.isActive, true)))
    .returning({ id: defs.id });
  if (!row) throw notFound("Metric not found");
}
