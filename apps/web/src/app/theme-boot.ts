// Applies the stored theme before the first paint, with the rules of src/lib/theme.ts (which takes
// over once the app runs). A classic script in <head>, so it blocks rendering: prerendered pages
// paint before the app's module script runs, and the CSP allows no inline script.
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
})();
