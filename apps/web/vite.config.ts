import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderAndCompress } from "./vite-plugins/prerender";
import { stylesheetFirst } from "./vite-plugins/stylesheet-first";
import { themeBoot } from "./vite-plugins/theme-boot";

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
  },
});
