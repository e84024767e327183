// Applies the stored theme before the first paint, with the rules of src/lib/theme.ts (which takes
// over once the app runs). A classic script in <head>, so it blocks rendering: prerendered pages
// paint before the app's module script runs. Written inline in the page, allowed by its hash in the CSP.
// No imports or exports: the build emits it on its own (vite-plugins/theme-boot.ts).
(() => {
  let theme = "system";
  try {
    theme = window.localStorage.getItem("theme") || "system";
  } catch {
    // Storage unavailable: the default.
  }
  const dark =
    theme === "dark" ||
    (theme !== "light" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
  // Theme & Display's switches (lib/display-settings.ts), so a compact page does not shift once the app runs.
  try {
    const display = JSON.parse(window.localStorage.getItem("displaySettings") || "null") || {};
    document.documentElement.classList.toggle("compact", display.compactMode === true);
    document.documentElement.classList.toggle("no-animations", display.animations === false);
    document.documentElement.classList.toggle("high-contrast", display.highContrast === true);
  } catch {
    // Storage unavailable or unreadable: the defaults.
  }
})();
