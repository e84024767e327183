import { PageSection } from "@/components/layout/page";
import { useNotificationSettings } from "@/components/settings/api/get-notification-settings";
import { usePrivacySettings, useScreenViewTotals, useUpdatePrivacySettings } from "@/components/settings/api/privacy-settings";
import { useUpdateNotificationSettings } from "@/components/settings/api/update-notification-settings";
import { SettingList, SettingRow } from "@/components/settings/setting-row";
import { formatCount } from "@/lib/format";

/**
 * Analytics tracking, location data collection and usage statistics (decision 069). All first-party:
 * the page says plainly that nothing goes to anyone else, switched on or off.
 */
export function DataCollectionSection() {
  const privacy = usePrivacySettings();
  const location = useNotificationSettings();
  const update = useUpdatePrivacySettings();
  const updateLocation = useUpdateNotificationSettings();
  const tracking = privacy.data?.analyticsTracking ?? false;
  const recorded = useScreenViewTotals(tracking);
  if (!privacy.data || !location.data) return null;
  return (
    <PageSection
      title="Data collection"
      description="Measured sends nothing about you to advertisers, analytics companies or anyone else, with these on or off. What they record stays in your account here."
    >
      <SettingList>
        <SettingRow
          label="Analytics tracking"
          description="Counts which screens you open each day, kept for 90 days and shown below. Turning it off deletes them."
          checked={tracking}
          onCheckedChange={(analyticsTracking) => update.mutate({ analyticsTracking })}
        />
        <SettingRow
          label="Location data collection"
          description="Lets the mileage tracker follow your phone's position during a trip you start. Positions stay on your phone; only the miles are saved."
          checked={location.data.locationTracking}
          onCheckedChange={(locationTracking) => updateLocation.mutate({ locationTracking })}
        />
        <SettingRow
          label="Usage statistics"
          description="Adds to daily counts of how often each screen is used, with no name or account attached, so we know what to improve."
          checked={privacy.data.usageStatistics}
          onCheckedChange={(usageStatistics) => update.mutate({ usageStatistics })}
        />
      </SettingList>
      {tracking ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Recorded in the last 90 days</p>
          {recorded.isPending ? (
            <p className="text-muted-foreground">Loading…</p>
          ) : recorded.isError ? (
            <p className="text-muted-foreground">What was recorded could not be loaded.</p>
          ) : recorded.data.screens.length === 0 ? (
            <p className="text-muted-foreground">Nothing yet.</p>
          ) : (
            <ul className="grid gap-0.5 text-muted-foreground">
              {recorded.data.screens.map((row) => (
                <li key={row.screen} className="flex justify-between gap-4">
                  <span className="truncate">{row.screen}</span>
                  <span className="tabular-nums">{formatCount(row.views, "view", "views")}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </PageSection>
  );
}
