import { DAILY_METRICS_CATEGORY, INDUSTRY_TEMPLATES, type IndustryId, KPI_CATALOGUE } from "@measured/core";
import { type Database, eq, inArray, schema } from "@measured/db";
import { HttpError } from "../lib/http-errors";
import { ensurePipelineForIndustry } from "./pipeline-setup";
import type { UserRow } from "./users";

const defs = schema.kpiDefinitions;
const TEMPLATE_METRIC_NAMES = new Set<string>(Object.values(KPI_CATALOGUE).map((k) => k.name));

/**
 * Switches the user's active metrics to the industry's template, in one transaction:
 * template metrics of other industries are deactivated (their entries stay), the new
 * ones are reactivated or created, custom metrics are untouched.
 */
export async function changeIndustry(db: Database, userId: number, industry: IndustryId): Promise<UserRow> {
  const template = INDUSTRY_TEMPLATES[industry];
  const wanted = template.kpis.map((k) => KPI_CATALOGUE[k]);
  const wantedNames = new Set<string>(wanted.map((k) => k.name));

  return db.transaction(async (tx) => {
    const mine = await tx.select().from(defs).where(eq(defs.userId, userId));
    const retire = mine
      .filter((d) => d.isActive && TEMPLATE_METRIC_NAMES.has(d.name) && !wantedNames.has(d.name))
      .map((d) => d.id);
    if (retire.length > 0) await tx.update(defs).set({ isActive: false }).where(inArray(defs.id, retire));

    for (const [i, kpi] of wanted.entries()) {
      const same = mine.filter((d) => d.name.toLowerCase() === kpi.name.toLowerCase()).sort((a, b) => b.id - a.id);
      if (same.some((d) => d.isActive)) continue;
      const revive = same[0];
      if (revive) {
        // Reactivating keeps the metric's history visible again.
        await tx.update(defs).set({ isActive: true, sortOrder: i, industryContext: industry }).where(eq(defs.id, revive.id));
      } else {
        await tx.insert(defs).values({
          userId,
          industryContext: industry,
          name: kpi.name,
          unit: kpi.unit,
          category: DAILY_METRICS_CATEGORY,
          sortOrder: i,
        });
      }
    }

    await ensurePipelineForIndustry(tx, userId, industry);

    const [user] = await tx
      .update(schema.users)
      .set({ industry, selectedKpis: [...template.kpis], updatedAt: new Date() })
      .where(eq(schema.users.id, userId))
      .returning();
    if (!user) throw new HttpError(404, "User not found");
    return user;
  });
}
