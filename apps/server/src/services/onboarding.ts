import { DAILY_METRICS_CATEGORY, INDUSTRY_TEMPLATES, KPI_CATALOGUE, type KpiKey, type OnboardingInput } from "@measured/core";
import { and, type Database, eq, schema } from "@measured/db";
import { HttpError } from "../lib/http-errors";
import { ensurePipelineForIndustry } from "./pipeline-setup";
import type { UserRow } from "./users";

/**
 * Finishes set-up in one transaction: the industry, the chosen metrics as the user's
 * KPI definitions, the dashboard analytics, and the industry's pipeline stages and
 * lead statuses. Running it again adds nothing twice.
 */
export async function completeOnboarding(db: Database, userId: number, input: OnboardingInput): Promise<UserRow> {
  const template = INDUSTRY_TEMPLATES[input.industry];
  const offered = new Set<string>(template.kpis);
  const foreign = input.kpis.filter((k) => !offered.has(k));
  if (foreign.length > 0) {
    throw new HttpError(400, `Not a metric of the ${template.name} template: ${foreign.join(", ")}`);
  }
  // Keep the template's order, whatever order the client sent.
  const chosen = template.kpis.filter((k) => input.kpis.includes(k)) as KpiKey[];

  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ name: schema.kpiDefinitions.name })
      .from(schema.kpiDefinitions)
      .where(and(eq(schema.kpiDefinitions.userId, userId), eq(schema.kpiDefinitions.isActive, true)));
    const have = new Set(existing.map((d) => d.name));
    const missing = chosen.filter((k) => !have.has(KPI_CATALOGUE[k].name));
    if (missing.length > 0) {
      await tx.insert(schema.kpiDefinitions).values(
        missing.map((key) => ({
          userId,
          industryContext: input.industry,
          name: KPI_CATALOGUE[key].name,
          unit: KPI_CATALOGUE[key].unit,
          category: DAILY_METRICS_CATEGORY,
          sortOrder: chosen.indexOf(key),
        })),
      );
    }

    await tx
      .insert(schema.userPreferences)
      .values({ userId, dashboardAnalytics: input.analytics ?? [] })
      .onConflictDoUpdate({
        target: schema.userPreferences.userId,
        set: { dashboardAnalytics: input.analytics ?? [], updatedAt: new Date() },
      });

    await ensurePipelineForIndustry(tx, userId, input.industry);

    const [user] = await tx
      .update(schema.users)
      .set({ industry: input.industry, selectedKpis: chosen, isOnboarded: true, updatedAt: new Date() })
      .where(eq(schema.users.id, userId))
      .returning();
    if (!user) throw new HttpError(404, "User not found");
    return user;
  });
}
