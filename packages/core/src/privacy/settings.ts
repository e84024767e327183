import { z } from "zod";

/**
 * Privacy & Security's switches (spec section 2; issue 25, decision 069). Auto logout is on by default
 * after 30 minutes without activity; the periods a rep can choose are these. Analytics tracking and
 * usage statistics are off by default and first-party only: what they record stays in this app's own
 * database and is sent to no one.
 */
export const AUTO_LOGOUT_MINUTES = [5, 15, 30, 60, 120, 240, 480] as const;
export type AutoLogoutMinutes = (typeof AUTO_LOGOUT_MINUTES)[number];
export const DEFAULT_AUTO_LOGOUT_MINUTES: AutoLogoutMinutes = 30;

export function isAutoLogoutMinutes(value: number): value is AutoLogoutMinutes {
  return (AUTO_LOGOUT_MINUTES as readonly number[]).includes(value);
}

/** "30 minutes", "1 hour", "8 hours". */
export function autoLogoutLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

export const privacySettingsSchema = z.object({
  autoLogout: z.boolean(),
  autoLogoutMinutes: z.number().int(),
  analyticsTracking: z.boolean(),
  usageStatistics: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  autoLogout: true,
  autoLogoutMinutes: DEFAULT_AUTO_LOGOUT_MINUTES,
  analyticsTracking: false,
  usageStatistics: false,
};

export const PRIVACY_MESSAGES = {
  period: `Choose ${AUTO_LOGOUT_MINUTES.map(autoLogoutLabel).join(", ")}`,
  nothingSent: "Send autoLogout, autoLogoutMinutes, analyticsTracking or usageStatistics",
} as const;

export const updatePrivacySettingsSchema = z
  .strictObject({
    autoLogout: z.boolean({ error: "autoLogout must be true or false" }).optional(),
    autoLogoutMinutes: z
      .number({ error: PRIVACY_MESSAGES.period })
      .refine(isAutoLogoutMinutes, PRIVACY_MESSAGES.period)
      .optional(),
    analyticsTracking: z.boolean({ error: "analyticsTracking must be true or false" }).optional(),
    usageStatistics: z.boolean({ error: "usageStatistics must be true or false" }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: PRIVACY_MESSAGES.nothingSent });
export type UpdatePrivacySettings = z.infer<typeof updatePrivacySettingsSchema>;

/**
 * The screens a view may be recorded for: the signed-in screens of spec section 1, by path. A closed
 * list, so what analytics tracking keeps for a rep is bounded (this many rows a day at most) and holds
 * nothing a rep typed.
 */
export const TRACKED_SCREENS = [
  "/",
  "/daily-input",
  "/daily-input-fixed",
  "/pipeline",
  "/expenses",
  "/clients",
  "/settings",
  "/profile",
  "/customize-metrics",
  "/change-industry",
  "/goals",
  "/teams",
  "/theme-settings",
  "/privacy",
  "/accept-invitation",
] as const;
export type TrackedScreen = (typeof TRACKED_SCREENS)[number];

export function isTrackedScreen(path: string): path is TrackedScreen {
  return (TRACKED_SCREENS as readonly string[]).includes(path);
}

export const screenViewSchema = z.strictObject({
  screen: z.enum(TRACKED_SCREENS, { error: "Unknown screen" }),
});

/** How long analytics tracking keeps a rep's screen views (the nightly clean-up drops older days). */
export const SCREEN_VIEW_DAYS = 90;

/** What analytics tracking has recorded for the rep, shown on Privacy & Security. */
export const screenViewTotalsSchema = z.object({
  days: z.number().int(),
  // One row a screen: the closed list bounds it.
  screens: z.array(z.object({ screen: z.string(), views: z.number().int() })).max(TRACKED_SCREENS.length),
});
export type ScreenViewTotals = z.infer<typeof screenViewTotalsSchema>;
