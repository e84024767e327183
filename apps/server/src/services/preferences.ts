import type { UserPreferences } from "@measured/core";
import { type Database, eq, schema } from "@measured/db";

const prefs = schema.userPreferences;

function parseVisibility(text: string | null): Record<string, boolean> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, boolean] => typeof e[1] === "boolean"));
  } catch {
    return {};
  }
}

export async function getPreferences(db: Database, userId: number): Promise<UserPreferences> {
  const [row] = await db.select().from(prefs).where(eq(prefs.userId, userId)).limit(1);
  return {
    metricOrder: row?.metricOrder ?? [],
    metricVisibility: parseVisibility(row?.metricVisibility ?? null),
    enabledMetrics: row?.enabledMetrics ?? null,
  };
}

/** Merges visibility flags into what is saved (the Manage dialog saves one toggle at a time). */
export async function updateVisibility(db: Database, userId: number, changes: Record<string, boolean>): Promise<UserPreferences> {
  await db.transaction(async (tx) => {
    // Lock the row (or create it) so two quick toggles cannot lose one another.
    await tx.insert(prefs).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(prefs).where(eq(prefs.userId, userId)).for("update");
    const merged = { ...parseVisibility(row?.metricVisibility ?? null), ...changes };
    await tx
      .update(prefs)
      .set({ metricVisibility: JSON.stringify(merged), updatedAt: new Date() })
      .where(eq(prefs.userId, userId));
  });
  return getPreferences(db, userId);
}

export async function updateOrder(db: Database, userId: number, metricOrder: string[]): Promise<UserPreferences> {
  const unique = [...new Set(metricOrder)];
  await db
    .insert(prefs)
    .values({ userId, metricOrder: unique })
    .onConflictDoUpdate({ target: prefs.userId, set: { metricOrder: unique, updatedAt: new Date() } });
  return getPreferences(db, userId);
}
