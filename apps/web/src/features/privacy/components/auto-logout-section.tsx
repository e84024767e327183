import { AUTO_LOGOUT_MINUTES, autoLogoutLabel, isAutoLogoutMinutes } from "@measured/core";
import { PageSection } from "@/components/layout/page";
import { ErrorState, LoadingState } from "@/components/layout/page-state";
import { usePrivacySettings, useUpdatePrivacySettings } from "@/components/settings/api/privacy-settings";
import { SettingList, SettingRow } from "@/components/settings/setting-row";
import { SelectField } from "@/components/ui/form-field";

const PERIOD_OPTIONS = AUTO_LOGOUT_MINUTES.map((minutes) => ({ value: String(minutes), label: autoLogoutLabel(minutes) }));

/** Auto logout (default on) and its period (decision 069). */
export function AutoLogoutSection() {
  const settings = usePrivacySettings();
  const update = useUpdatePrivacySettings();
  return (
    <PageSection title="Auto logout">
      {settings.isPending ? (
        <LoadingState label="Loading your settings…" />
      ) : settings.isError ? (
        <ErrorState title="Your settings could not be loaded" onRetry={() => void settings.refetch()} />
      ) : (
        <SettingList>
          <SettingRow
            label="Auto logout"
            description="Signs you out of this browser after a time without a tap, key or scroll, in case your phone is lost or shared."
            checked={settings.data.autoLogout}
            onCheckedChange={(autoLogout) => update.mutate({ autoLogout })}
          />
          {settings.data.autoLogout ? (
            <li className="py-3">
              <SelectField
                label="Sign out after"
                options={PERIOD_OPTIONS}
                value={String(settings.data.autoLogoutMinutes)}
                onChange={(event) => {
                  const minutes = Number(event.target.value);
                  if (isAutoLogoutMinutes(minutes)) update.mutate({ autoLogoutMinutes: minutes });
                }}
              />
            </li>
          ) : null}
        </SettingList>
      )}
    </PageSection>
  );
}
