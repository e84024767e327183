import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "core", include: ["packages/core/src/**/*.test.ts"] },
      },
      {
        // The web app's pure logic (form plans, formatting): no DOM, `@/` as in apps/web/vite.config.ts.
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: { name: "web", include: ["apps/web/src/**/*.test.ts", "apps/web/vite-plugins/**/*.test.ts"], environment: "node" },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "packages/db/src/**/*.test.ts"],
          exclude: ["apps/server/src/fault/**"],
          globalSetup: ["packages/db/src/testing/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: "forks",
          maxWorkers: 2,
          // Files share a worker's modules (no test changes module state), so the server's modules load
          // once per worker rather than once per file (~1.8 s each, a quarter of the suite's time).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Real server processes, killed and restarted: run one file at a time.
        test: {
          name: "fault",
          include: ["apps/server/src/fault/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          pool: "forks",
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
