/**
 * Compiles the API server to JavaScript (issue 22): `apps/server/dist/server.js` and the embedded
 * database's thread `apps/server/dist/worker.js`, with our workspaces (core, db) bundled in and every
 * npm package left to node_modules, so `npm ci --omit=dev && npm start` runs no TypeScript at boot.
 * Paths the code reads at run time (the migrations, the web build) are found through the workspace
 * packages, not beside the file, so they hold from the source and from this bundle alike.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const manifests = ["apps/server", "packages/core", "packages/db"].map((dir) =>
  JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")),
);
const external = [
  ...new Set(manifests.flatMap((m) => Object.keys(m.dependencies ?? {})).filter((name) => !name.startsWith("@measured/"))),
].flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: {
    server: path.join(root, "apps/server/src/server.ts"),
    worker: path.join(root, "packages/db/src/pglite-worker/worker.ts"),
  },
  outdir: path.join(root, "apps/server/dist"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});
console.log("apps/server/dist/server.js and worker.js written");
