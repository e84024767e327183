import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderAndCompress } from "./vite-plugins/prerender";
import { stylesheetFirst } from "./vite-plugins/stylesheet-first";
import { themeBoot } from "./vite-plugins/theme-boot";

const OPENED_ELSEWHERE = /\/(quick-expense-dialog|quick-mileage-dialog|add-revenue-dialog)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), themeBoot(), stylesheetFirst(), prerenderAndCompress()],
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
      // The finance dialogs opened from other screens (the +'s Quick Expense and Log Mileage, Add Revenue on
      // the pipeline and a signed lead) fetch their own imports when first opened: listing them for preload
      // put some forty file names into every signed-in screen's first JavaScript, past its 200 KB budget.
      resolveDependencies: (filename, deps) => (OPENED_ELSEWHERE.test(filename) ? [] : deps),
    },
  },
});
