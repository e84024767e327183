import { z } from "zod";
import { isValidTimeZone } from "../kpi/periods";
import { TEXT_LIMITS } from "../limits/quotas";

/**
 * Settings (spec section 2). E-mail sends the morning digest of follow-ups due (issue 11); the browser
 * sends its zone with it, so the digest knows when the rep's morning is. Location tracking (default on)
 * lets the mileage tracker ask for the phone's position (issue 23).
 */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  locationTracking: z.boolean(),
  timeZone: z.string().nullable(),
  /** Auto backup (spec default on): a fresh Export All Data archive e-mailed once a week (issue 25). */
  autoBackup: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const timeZone = z
  .string({ error: "Time zone must be text" })
  .max(TEXT_LIMITS.timeZone, "Unknown time zone")
  .refine(isValidTimeZone, "Unknown time zone");

export const updateNotificationSettingsSchema = z
  .strictObject({
    emailNotifications: z.boolean({ error: "emailNotifications must be true or false" }).optional(),
    locationTracking: z.boolean({ error: "locationTracking must be true or false" }).optional(),
    timeZone: timeZone.optional(),
    autoBackup: z.boolean({ error: "autoBackup must be true or false" }).optional(),
  })
  .refine((b) => Object.values(b).some((value) => value !== undefined), {
    message: "Send emailNotifications, locationTracking, timeZone or autoBackup",
  });
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;
