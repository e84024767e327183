import {
  DEFAULT_PRIVACY_SETTINGS,
  type PrivacySettings,
  SCREEN_VIEW_DAYS,
  type ScreenViewTotals,
  type TrackedScreen,
  type UpdatePrivacySettings,
} from "@measured/core";
import { and, type Database, desc, eq, gte, schema, sql } from "@measured/db";
import { repWrite } from "../rep-writes/rep-write";

const prefs = schema.userPreferences;
const { screenViews, usageCounts } = schema;

const privacyColumns = {
  autoLogout: prefs.autoLogout,
  autoLogoutMinutes: prefs.autoLogoutMinutes,
  analyticsTracking: prefs.analyticsTracking,
  usageStatistics: prefs.usageStatistics,
};

export async function getPrivacySettings(db: Database, userId: number): Promise<PrivacySettings> {
  const [row] = await db.select(privacyColumns).from(prefs).where(eq(prefs.userId, userId)).limit(1);
  return row ?? DEFAULT_PRIVACY_SETTINGS;
}

/**
 * Changes only what was sent, in the rep's one preferences row (made if missing). Turning analytics
 * tracking off also forgets what it recorded, in the same transaction: off means nothing is kept.
 */
export async function updatePrivacySettings(
  db: Database,
  userId: number,
  changes: UpdatePrivacySettings,
): Promise<PrivacySettings> {
  await repWrite(db, userId, async (tx) => {
    await tx
      .insert(prefs)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: prefs.userId, set: { ...changes, updatedAt: new Date() } });
    if (changes.analyticsTracking === false) await tx.delete(screenViews).where(eq(screenViews.userId, userId));
  });
  return getPrivacySettings(db, userId);
}

/** Today in UTC: views are counted by the server's day, whatever the rep's zone, so the count cannot be backdated. */
const today = sql`(now() at time zone 'utc')::date`;

/**
 * One screen opened. Counted for the rep only with analytics tracking on, and in the nameless daily
 * totals only with usage statistics on; with both off nothing is written. Upserts, so a rep's rows are
 * at most one per screen per day (bounded by TRACKED_SCREENS and SCREEN_VIEW_DAYS).
 */
export async function recordScreenView(db: Database, userId: number, screen: TrackedScreen): Promise<void> {
  const settings = await getPrivacySettings(db, userId);
  if (settings.analyticsTracking) {
    await db
      .insert(screenViews)
      .values({ userId, day: today, screen, views: 1 })
      .onConflictDoUpdate({
        target: [screenViews.userId, screenViews.day, screenViews.screen],
        set: { views: sql`least(${screenViews.views} + 1, 2147483647)` },
      });
  }
  if (settings.usageStatistics) {
    await db
      .insert(usageCounts)
      .values({ day: today, feature: `screen:${screen}`, uses: 1 })
      .onConflictDoUpdate({
        target: [usageCounts.day, usageCounts.feature],
        set: { uses: sql`least(${usageCounts.uses} + 1, 2147483647)` },
      });
  }
}

/** What analytics tracking holds for the rep: views per screen over the days kept, most viewed first. */
export async function screenViewTotals(db: Database, userId: number): Promise<ScreenViewTotals> {
  const views = sql<number>`sum(${screenViews.views})::int`;
  const rows = await db
    .select({ screen: screenViews.screen, views })
    .from(screenViews)
    .where(and(eq(screenViews.userId, userId), gte(screenViews.day, sql`${today} - ${SCREEN_VIEW_DAYS}::int`)))
    .groupBy(screenViews.screen)
    .orderBy(desc(views), screenViews.screen);
  return { days: SCREEN_VIEW_DAYS, screens: rows };
}
