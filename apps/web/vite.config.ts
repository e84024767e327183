import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { entryAfterPaint } from "./vite-plugins/entry-after-paint";
import { prerenderAndCompress } from "./vite-plugins/prerender";
import { stylesheetFirst } from "./vite-plugins/stylesheet-first";
import { themeBoot } from "./vite-plugins/theme-boot";

const LOADED_ON_DEMAND =
  /(quick-expense-dialog|quick-mileage-dialog|add-revenue-dialog|entry-dialogs|trip-tracker|categories-dialog)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), themeBoot(), stylesheetFirst(), entryAfterPaint(), prerenderAndCompress()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    // The API server listens on 5000 in development (scripts/dev.mjs).
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    modulePreload: {
      // The finance dialogs (the +'s Quick Expense and Log Mileage, Add Revenue on the pipeline and a signed
      // lead, the Finance screen's add and edit dialogs) and the trip tracker fetch their own imports when
      // first used: listing them for preload put dozens of file names into the first JavaScript of every
      // signed-in screen, past its 200 KB budget.
      resolveDependencies: (filename, deps) => (LOADED_ON_DEMAND.test(filename) ? [] : deps),
    },
  },
});
