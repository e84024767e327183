import type { NotificationSettings, UpdateNotificationSettings } from "@measured/core";
import { type Database, eq, schema } from "@measured/db";
import { repWrite } from "../rep-writes/rep-write";

const prefs = schema.userPreferences;

export async function getNotificationSettings(db: Database, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      emailNotifications: prefs.emailNotifications,
      locationTracking: prefs.locationTracking,
      timeZone: prefs.timeZone,
      autoBackup: prefs.autoBackup,
    })
    .from(prefs)
    .where(eq(prefs.userId, userId))
    .limit(1);
  return row ?? { emailNotifications: false, locationTracking: true, timeZone: null, autoBackup: true };
}

/** Changes only what was sent, in the rep's one preferences row (made if missing). */
export async function updateNotificationSettings(
  db: Database,
  userId: number,
  changes: UpdateNotificationSettings,
): Promise<NotificationSettings> {
  const set = { ...changes, updatedAt: new Date() };
  await repWrite(db, userId, (tx) =>
    tx
      .insert(prefs)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: prefs.userId, set }),
  );
  return getNotificationSettings(db, userId);
}
