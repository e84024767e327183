/**
 * `npm start`: builds the web app and the compiled server when the build tools are installed, then
 * runs the compiled server (apps/server/dist/server.js) in this process. After `npm ci --omit=dev`
 * the tools are gone, so it runs what an earlier `npm run build` made, and says so when nothing was
 * built. No TypeScript is compiled at boot either way (issue 22).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "apps/server/dist/server.js");
const webIndex = path.join(root, "apps/web/dist/index.html");

function canBuild() {
  const require = createRequire(path.join(root, "apps/web/package.json"));
  try {
    require.resolve("vite/package.json");
    require.resolve("esbuild");
    return true;
  } catch {
    return false;
  }
}

if (canBuild()) {
  const built = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else if (!existsSync(server) || !existsSync(webIndex)) {
  console.error("Nothing is built and the build tools are not installed: run `npm ci && npm run build` first.");
  process.exit(1);
}
await import(pathToFileURL(server).href);
