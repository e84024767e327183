import { schema } from "@measured/db";
import type { App } from "../app";
import { createUser, type TestUser } from "./factories";

/**
 * A fixed-offset zone where it is `hour` o'clock at `now` (Etc/GMT signs are inverted: Etc/GMT-5
 * is five hours ahead of UTC), so a digest test is morning or night whatever time it runs.
 */
export function zoneAtHour(now: Date, hour: number): string {
  let ahead = hour - now.getUTCHours();
  if (ahead > 14) ahead -= 24;
  if (ahead < -12) ahead += 24;
  if (ahead === 0) return "Etc/GMT";
  return ahead > 0 ? `Etc/GMT-${ahead}` : `Etc/GMT+${-ahead}`;
}

/** A rep with e-mail notifications on in `timeZone` and one lead per follow-up date given. */
export async function repWithFollowUps(
  app: App,
  options: { timeZone: string; followUps: (string | null)[]; emailNotifications?: boolean; confirm?: boolean },
): Promise<TestUser> {
  const rep = await createUser(app, { onboard: "solar", confirm: options.confirm ?? true });
  await app.db
    .insert(schema.userPreferences)
    .values({ userId: rep.id, emailNotifications: options.emailNotifications ?? true, timeZone: options.timeZone })
    .onConflictDoUpdate({
      target: schema.userPreferences.userId,
      set: { emailNotifications: options.emailNotifications ?? true, timeZone: options.timeZone },
    });
  for (const [i, date] of options.followUps.entries()) {
    await app.db.insert(schema.clients).values({
      userId: rep.id,
      firstName: `Lead${i}`,
      lastName: "Homeowner",
      phone: `555-010${i}`,
      nextFollowUpDate: date,
    });
  }
  return rep;
}
