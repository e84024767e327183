import { type AnalyticsId, isAnalyticsId, metricNameKey, type UserPreferences } from "@measured/core";
import { type Database, eq, schema } from "@measured/db";
import { listActiveDefinitions } from "../metrics/kpi-definitions";
import { repWrite } from "../rep-writes/rep-write";

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
    // Stored as text ids; anything no longer an option is dropped rather than failing the read.
    dashboardAnalytics: (row?.dashboardAnalytics ?? []).filter(isAnalyticsId),
  };
}

/** Replaces the analytics cards the rep shows (each option once, in the options' order). */
export async function updateAnalytics(db: Database, userId: number, chosen: readonly AnalyticsId[]): Promise<void> {
  const unique = [...new Set(chosen)];
  await repWrite(db, userId, (tx) =>
    tx
      .insert(prefs)
      .values({ userId, dashboardAnalytics: unique })
      .onConflictDoUpdate({ target: prefs.userId, set: { dashboardAnalytics: unique, updatedAt: new Date() } }),
  );
}

/**
 * Preferences name metrics; only names of the user's own active metrics are kept, compared by name key
 * and stored under the metric's own name, so what is stored stays bounded by the metric quota
 * (QUOTAS.activeMetrics) however many names a client sends.
 */
async function ownMetricNames(db: Database, userId: number): Promise<Map<string, string>> {
  const active = await listActiveDefinitions(db, userId);
  return new Map(active.map((d) => [d.nameKey, d.name]));
}

function keepOwn<T>(entries: [string, T][], own: Map<string, string>): [string, T][] {
  const kept = new Map<string, T>();
  for (const [name, value] of entries) {
    const mine = own.get(metricNameKey(name));
    if (mine !== undefined) kept.set(mine, value);
  }
  return [...kept];
}

/** Merges visibility flags into what is saved (the Manage dialog saves one toggle at a time). */
export async function updateVisibility(db: Database, userId: number, changes: Record<string, boolean>): Promise<UserPreferences> {
  await repWrite(db, userId, async (tx) => {
    // Lock the row (or create it) so two quick toggles cannot lose one another.
    await tx.insert(prefs).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(prefs).where(eq(prefs.userId, userId)).for("update");
    const own = await ownMetricNames(tx, userId);
    const merged = Object.fromEntries(
      keepOwn([...Object.entries(parseVisibility(row?.metricVisibility ?? null)), ...Object.entries(changes)], own),
    );
    await tx
      .update(prefs)
      .set({ metricVisibility: JSON.stringify(merged), updatedAt: new Date() })
      .where(eq(prefs.userId, userId));
  });
  return getPreferences(db, userId);
}

export async function updateOrder(db: Database, userId: number, metricOrder: string[]): Promise<UserPreferences> {
  await repWrite(db, userId, async (tx) => {
    const own = await ownMetricNames(tx, userId);
    const unique = keepOwn(
      metricOrder.map((name) => [name, true] as [string, boolean]),
      own,
    ).map(([name]) => name);
    await tx
      .insert(prefs)
      .values({ userId, metricOrder: unique })
      .onConflictDoUpdate({ target: prefs.userId, set: { metricOrder: unique, updatedAt: new Date() } });
  });
  return getPreferences(db, userId);
}
