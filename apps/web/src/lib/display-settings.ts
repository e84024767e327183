/**
 * Spec sections 2, 4 and 9: Theme & Display's switches (Compact view, Animations, High contrast), kept
 * in local storage under `displaySettings`; each is a class on the root element (`compact`,
 * `no-animations`, `high-contrast`) that index.css turns into the look. Per device, like the theme.
 */
export interface DisplaySettings {
  compactMode: boolean;
  animations: boolean;
  highContrast: boolean;
}

export const DISPLAY_STORAGE_KEY = "displaySettings";
export const DEFAULT_DISPLAY: DisplaySettings = { compactMode: false, animations: true, highContrast: false };

/** What is stored, each switch read on its own: a missing or broken value is its default. */
export function readDisplaySettings(): DisplaySettings {
  let stored: unknown = null;
  try {
    stored = JSON.parse(window.localStorage.getItem(DISPLAY_STORAGE_KEY) ?? "null");
  } catch {
    // Unreadable or unavailable storage: the defaults.
  }
  const value = (key: keyof DisplaySettings) => {
    const v = (stored as Partial<Record<keyof DisplaySettings, unknown>> | null)?.[key];
    return typeof v === "boolean" ? v : DEFAULT_DISPLAY[key];
  };
  return { compactMode: value("compactMode"), animations: value("animations"), highContrast: value("highContrast") };
}

export function applyDisplaySettings(settings: DisplaySettings): void {
  const root = document.documentElement.classList;
  root.toggle("compact", settings.compactMode);
  root.toggle("no-animations", !settings.animations);
  root.toggle("high-contrast", settings.highContrast);
}

/** Stores the switches and applies them at once. */
export function setDisplaySettings(settings: DisplaySettings): void {
  try {
    window.localStorage.setItem(DISPLAY_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Not stored, but still applied for this page.
  }
  applyDisplaySettings(settings);
}
