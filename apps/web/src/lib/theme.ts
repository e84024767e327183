/**
 * Spec sections 2 and 9: the theme is Light, Dark or System (the default), kept in
 * local storage under `theme`; dark mode is a `dark` class on the root element.
 * Applied before the first paint by theme-boot.ts, and again from a module at start-up before React renders.
 */
import { applyDisplaySettings, DISPLAY_STORAGE_KEY, readDisplaySettings } from "./display-settings";

export type Theme = "light" | "dark" | "system";

export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: Theme = "system";

const DARK_QUERY = "(prefers-color-scheme: dark)";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark" || value === "system";
}

export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage can be unavailable (privacy modes); fall back to the default.
    return DEFAULT_THEME;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme): "light" | "dark" {
  if (theme === "system") return systemPrefersDark() ? "dark" : "light";
  return theme;
}

/**
 * Puts (or removes) the `dark` class on <html> and tells the browser which scheme its own controls use.
 * Writes only what differs: setting `color-scheme` on <html>, even to the value it has, restyles every
 * element under it, and at start-up (theme-boot.ts has already applied the theme) that cost a second
 * style and layout of the whole server-rendered page inside the app's first task (profiled, issue 21).
 */
export function applyTheme(theme: Theme): void {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved;
}

/** Stores a choice and applies it (for the Theme & Display screen). */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not stored, but still applied for this page.
  }
  applyTheme(theme);
}

let started = false;

/** Applies the stored theme and display switches, and follows system changes and changes made in other tabs. */
export function startTheme(): void {
  applyTheme(readStoredTheme());
  applyDisplaySettings(readDisplaySettings());
  if (started) return;
  started = true;
  if (typeof window.matchMedia === "function") {
    window.matchMedia(DARK_QUERY).addEventListener("change", () => applyTheme(readStoredTheme()));
  }
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) applyTheme(readStoredTheme());
    if (event.key === null || event.key === DISPLAY_STORAGE_KEY) applyDisplaySettings(readDisplaySettings());
  });
}
