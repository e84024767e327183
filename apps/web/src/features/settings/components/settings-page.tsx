import { DIGEST_HOUR } from "@measured/core";
import { Download } from "lucide-react";
import { Page, PageHeader, PageSection } from "@/components/layout/page";
import { ErrorState, LoadingState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { useNotificationSettings } from "../api/get-notification-settings";
import { useUpdateNotificationSettings } from "../api/update-notification-settings";
import { SettingList, SettingRow } from "./setting-row";

const LATER = "Coming in a later update.";

/**
 * Spec section 2, Settings: notification and preference toggles and Export All Data. The e-mail
 * switch works (the morning digest of follow-ups due, issue 11); the others are shown as the spec
 * lists them, visibly not working yet rather than pretending to (decision 030).
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
            <SettingRow label="Push notifications" description={LATER} checked={false} disabled />
            <SettingRow label="SMS notifications" description={LATER} checked={false} disabled />
          </SettingList>
        )}
      </PageSection>
      <PageSection title="Preferences">
        <SettingList>
          <SettingRow label="Auto backup" description="Everything you save is kept on our servers as you go." checked disabled />
          <SettingRow label="Offline mode" description={LATER} checked={false} disabled />
          <SettingRow label="Location tracking" description={`Used by the mileage tracker. ${LATER}`} checked disabled />
        </SettingList>
      </PageSection>
      <PageSection title="Your data">
        <div className="grid gap-2">
          <Button variant="outline" className="justify-self-start" disabled>
            <Download aria-hidden="true" />
            Export All Data
          </Button>
          <p className="text-sm text-muted-foreground">{LATER}</p>
        </div>
      </PageSection>
    </Page>
  );
}
