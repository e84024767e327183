import { Monitor, Moon, Sun } from "lucide-react";
import { useState } from "react";
import { Page, PageHeader, PageSection } from "@/components/layout/page";
import { SettingList, SettingRow } from "@/components/settings/setting-row";
import { type DisplaySettings, readDisplaySettings, setDisplaySettings } from "@/lib/display-settings";
import { readStoredTheme, setTheme, type Theme } from "@/lib/theme";

const THEMES: readonly { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

/**
 * Theme & Display (spec section 2): Light, Dark or System, and the Compact view, Animations and High
 * contrast switches. Each choice applies at once and is kept on this device (local storage `theme`
 * and `displaySettings`, spec section 9), as the theme already was before this screen existed.
 */
export function ThemeSettingsPage() {
  const [theme, chooseTheme] = useState<Theme>(readStoredTheme);
  const [display, changeDisplay] = useState<DisplaySettings>(readDisplaySettings);

  const pickTheme = (next: Theme) => {
    chooseTheme(next);
    setTheme(next);
  };
  const toggle = (key: keyof DisplaySettings) => (on: boolean) => {
    const next = { ...display, [key]: on };
    changeDisplay(next);
    setDisplaySettings(next);
  };

  return (
    <Page className="max-w-2xl">
      <PageHeader title="Theme & Display" description="How Measured looks on this device." />
      <PageSection title="Theme">
        <fieldset className="grid grid-cols-3 gap-2">
          <legend className="sr-only">Theme</legend>
          {THEMES.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border bg-card px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => pickTheme(value)}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-muted-foreground">System follows your phone or computer's light or dark setting.</p>
      </PageSection>
      <PageSection title="Display">
        <SettingList>
          <SettingRow
            label="Compact view"
            description="Smaller text and spacing, so more fits on the screen."
            checked={display.compactMode}
            onCheckedChange={toggle("compactMode")}
          />
          <SettingRow
            label="Animations"
            description="Motion when screens, sheets and figures change."
            checked={display.animations}
            onCheckedChange={toggle("animations")}
          />
          <SettingRow
            label="High contrast"
            description="Darker secondary text and stronger borders, for bright sunlight."
            checked={display.highContrast}
            onCheckedChange={toggle("highContrast")}
          />
        </SettingList>
      </PageSection>
    </Page>
  );
}
