import {
  DAILY_METRICS_CATEGORY,
  INDUSTRY_TEMPLATES,
  KPI_CATALOGUE,
  type KpiKey,
  metricNameKey,
  type OnboardingInput,
} from "@measured/core";
import { type Database, eq, schema } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import type { UserRow } from "../auth/users";
import { activeByKeys, adoptCatalogueSpellings, assertMetricQuota } from "../metrics/kpi-definitions";
import { repWrite } from "../rep-writes/rep-write";

export const ALREADY_ONBOARDED = "Your account is already set up. To switch industry, use Change Industry.";

/**
 * Finishes set-up in one transaction: the industry, the chosen metrics as the user's
 * KPI definitions, the dashboard analytics, and the industry's pipeline stages and
 * lead statuses. Once only: onboarding again is refused (409), so switching industry
 * always follows the Change Industry rules (services/user/industry.ts).
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
  return repWrite(db, userId, async (tx) => {
    // The user's row, locked: two parallel onboardings cannot both pass the check below.
    const [me] = await tx.select({ isOnboarded: schema.users.isOnboarded }).from(schema.users).where(eq(schema.users.id, userId));
    if (!me) throw new HttpError(404, "User not found");
    if (me.isOnboarded) throw new HttpError(409, ALREADY_ONBOARDED);
    // Compared by name key: a metric the user already has under any spelling of a catalogue name is kept.
    const keyOf = (k: KpiKey) => metricNameKey(KPI_CATALOGUE[k].name);
    const have = new Set((await activeByKeys(tx, userId, chosen.map(keyOf))).map((d) => d.nameKey));
    const missing = chosen.filter((k) => !have.has(keyOf(k)));
    if (missing.length > 0) {
      await assertMetricQuota(tx, userId, missing.length);
      await tx.insert(schema.kpiDefinitions).values(
        missing.map((key) => ({
          userId,
          industryContext: input.industry,
          name: KPI_CATALOGUE[key].name,
          nameKey: keyOf(key),
          unit: KPI_CATALOGUE[key].unit,
          category: DAILY_METRICS_CATEGORY,
          sortOrder: chosen.indexOf(key),
        })),
      );
    }
    await adoptCatalogueSpellings(tx, userId);
    await tx
      .insert(schema.userPreferences)
      .values({ userId, dashboardAnalytics: input.analytics ?? [] })
      .onConflictDoUpdate({
        target: schema.userPreferences.userId,
        set: { dashboardAnalytics: input.analytics ?? [], updatedAt: new Date() },
      });
    const [user] = await tx
      .update(schema.users)
      .set({ industry: input.industry, selectedKpis: chosen, isOnboarded: true, updatedAt: new Date() })
      .where(eq(schema.users.id, userId))
      .returning();
    if (!user) throw new HttpError(404, "User not found");
    return user;
  });
}
