import { DAILY_METRICS_CATEGORY, INDUSTRY_TEMPLATES, type IndustryId, KPI_CATALOGUE, metricNameKey } from "@measured/core";
import { type Database, eq, inArray, schema } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import type { UserRow } from "../auth/users";
import { adoptCatalogueSpellings, assertMetricQuota } from "../metrics/kpi-definitions";
import { repWrite } from "../rep-writes/rep-write";

const defs = schema.kpiDefinitions;
/** Every template metric's name key: a metric with one of them is a template metric, whatever its spelling. */
const TEMPLATE_METRIC_KEYS = new Set<string>(Object.values(KPI_CATALOGUE).map((k) => metricNameKey(k.name)));

/**
 * Switches the user's active metrics to the industry's template, in one transaction:
 * template metrics of other industries are deactivated (their entries stay), the new
 * ones are reactivated or created (within the metric quota), custom metrics are untouched.
 * Names are compared by name key (core's metricNameKey).
 */
export async function changeIndustry(db: Database, userId: number, industry: IndustryId): Promise<UserRow> {
  const template = INDUSTRY_TEMPLATES[industry];
  const wanted = template.kpis.map((k) => ({ ...KPI_CATALOGUE[k], key: metricNameKey(KPI_CATALOGUE[k].name) }));
  const wantedKeys = new Set(wanted.map((k) => k.key));
  return repWrite(db, userId, async (tx) => {
    const mine = await tx.select().from(defs).where(eq(defs.userId, userId));
    const retire = mine.filter((d) => d.isActive && TEMPLATE_METRIC_KEYS.has(d.nameKey) && !wantedKeys.has(d.nameKey));
    if (retire.length > 0) {
      await tx
        .update(defs)
        .set({ isActive: false })
        .where(
          inArray(
            defs.id,
            retire.map((d) => d.id),
          ),
        );
    }
    const retired = new Set(retire.map((d) => d.id));
    const revive: { id: number; sortOrder: number }[] = [];
    const create: typeof wanted = [];
    for (const [i, kpi] of wanted.entries()) {
      const same = mine.filter((d) => d.nameKey === kpi.key).sort((a, b) => b.id - a.id);
      if (same.some((d) => d.isActive && !retired.has(d.id))) continue;
      const latest = same[0];
      // Reactivating keeps the metric's history visible again.
      if (latest) revive.push({ id: latest.id, sortOrder: i });
      else create.push(kpi);
    }
    await assertMetricQuota(tx, userId, revive.length + create.length, revive.length);
    for (const { id, sortOrder } of revive) {
      await tx.update(defs).set({ isActive: true, sortOrder, industryContext: industry }).where(eq(defs.id, id));
    }
    if (create.length > 0) {
      await tx.insert(defs).values(
        create.map((kpi) => ({
          userId,
          industryContext: industry,
          name: kpi.name,
          nameKey: kpi.key,
          unit: kpi.unit,
          category: DAILY_METRICS_CATEGORY,
          sortOrder: wanted.indexOf(kpi),
        })),
      );
    }
    await adoptCatalogueSpellings(tx, userId);
    const [user] = await tx
      .update(schema.users)
      .set({ industry, selectedKpis: [...template.kpis], updatedAt: new Date() })
      .where(eq(schema.users.id, userId))
      .returning();
    if (!user) throw new HttpError(404, "User not found");
    return user;
  });
}
