import { describe, expect, it } from "vitest";
import { autoLogoutLabel, DEFAULT_PRIVACY_SETTINGS, screenViewSchema, updatePrivacySettingsSchema } from "./settings";

describe("privacy settings", () => {
  it("accepts a period from the list and refuses any other with the list named", () => {
    expect(updatePrivacySettingsSchema.safeParse({ autoLogoutMinutes: 60 }).success).toBe(true);
    const refused = updatePrivacySettingsSchema.safeParse({ autoLogoutMinutes: 45 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Choose 5 minutes, 15 minutes, 30 minutes, 1 hour, 2 hours, 4 hours, 8 hours");
  });

  it("refuses an empty change and unknown fields", () => {
    expect(updatePrivacySettingsSchema.safeParse({}).success).toBe(false);
    expect(updatePrivacySettingsSchema.safeParse({ autoLogout: true, extra: 1 }).success).toBe(false);
  });

  it("defaults to auto logout on after 30 minutes and both analytics switches off", () => {
    expect(DEFAULT_PRIVACY_SETTINGS).toEqual({
      autoLogout: true,
      autoLogoutMinutes: 30,
      analyticsTracking: false,
      usageStatistics: false,
    });
    expect(autoLogoutLabel(30)).toBe("30 minutes");
    expect(autoLogoutLabel(60)).toBe("1 hour");
  });

  it("records views only of the app's own screens", () => {
    expect(screenViewSchema.safeParse({ screen: "/pipeline" }).success).toBe(true);
    expect(screenViewSchema.safeParse({ screen: "/clients?search=Jane" }).success).toBe(false);
    expect(screenViewSchema.safeParse({ screen: "/no-such-page" }).success).toBe(false);
  });
});
