import { z } from "zod";
import { isValidTimeZone } from "../kpi/periods";
import { TEXT_LIMITS } from "../limits/quotas";

/**
 * Settings, Notifications (spec section 2). E-mail is the one switch that works today (issue 11):
 * it sends the morning digest of follow-ups due. The browser sends its zone with it, so the
 * digest knows when the rep's morning is.
 */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  timeZone: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const timeZone = z
  .string({ error: "Time zone must be text" })
  .max(TEXT_LIMITS.timeZone, "Unknown time zone")
  .refine(isValidTimeZone, "Unknown time zone");

export const updateNotificationSettingsSchema = z
  .strictObject({
    emailNotifications: z.boolean({ error: "emailNotifications must be true or false" }).optional(),
    timeZone: timeZone.optional(),
  })
  .refine((b) => b.emailNotifications !== undefined || b.timeZone !== undefined, {
    message: "Send emailNotifications or timeZone",
  });
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;
