import { DIGEST_HOUR } from "@measured/core";
import { DataExportPanel } from "@/components/data-export/data-export-panel";
import { Page, PageHeader, PageSection } from "@/components/layout/page";
import { ErrorState, LoadingState } from "@/components/layout/page-state";
import { useNotificationSettings } from "@/components/settings/api/get-notification-settings";
import { useUpdateNotificationSettings } from "@/components/settings/api/update-notification-settings";
import { SettingList, SettingRow } from "@/components/settings/setting-row";

/**
 * Spec section 2, Settings. Only what works is shown (decision 039): the e-mail switch (the morning
 * digest of follow-ups due, issue 11), location tracking (the mileage tracker, issue 23), Export All Data
 * and the weekly auto backup (issue 25). The spec's push, SMS and offline mode switches return with the
 * features they control, each in the issue that builds it.
 */
export function SettingsPage() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  return (
    <Page className="max-w-2xl">
      <PageHeader title="Settings" description="Notifications and preferences for this account." />
      <PageSection title="Notifications">
        {settings.isPending ? (
          <LoadingState label="Loading your settings…" />
        ) : settings.isError ? (
          <ErrorState title="Your settings could not be loaded" onRetry={() => void settings.refetch()} />
        ) : (
          <SettingList>
            <SettingRow
              label="Email notifications"
              description={`A morning e-mail (${DIGEST_HOUR}:00 in your time zone) listing the follow-ups due that day.`}
              checked={settings.data.emailNotifications}
              onCheckedChange={(emailNotifications) => update.mutate({ emailNotifications })}
            />
          </SettingList>
        )}
      </PageSection>
      <PageSection title="Location">
        {settings.data ? (
          <SettingList>
            <SettingRow
              label="Location tracking"
              description="Lets the mileage tracker follow your phone's position during a trip you start. Your positions stay on your phone; only the miles are saved."
              checked={settings.data.locationTracking}
              onCheckedChange={(locationTracking) => update.mutate({ locationTracking })}
            />
          </SettingList>
        ) : null}
      </PageSection>
      <PageSection title="Your data">
        <div className="grid gap-4">
          <DataExportPanel label="Export All Data" />
          {settings.data ? (
            <SettingList>
              <SettingRow
                label="Auto backup"
                description="Once a week, an e-mail with a link to a fresh export of all your data (the same ZIP file, kept for a day). Everything you save is also kept on our servers as you go."
                checked={settings.data.autoBackup}
                onCheckedChange={(autoBackup) => update.mutate({ autoBackup })}
              />
            </SettingList>
          ) : null}
        </div>
      </PageSection>
    </Page>
  );
}
