// Measures the gzip size of the JavaScript a route needs before it is interactive:
// index.html's entry and its static imports, plus (for signed-in routes) the lazily
// loaded route chunks and their static imports. Run after `vite build --manifest`
// (`npm run build` does that). Fails when a budget is exceeded.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = new URL("../dist/", import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no manifest entry ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
}

const gzipKb = (files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;

const budgets = [
  { name: "landing", kb: 120, keys: ["index.html"] },
  {
    name: "dashboard",
    kb: 200,
    keys: ["index.html", "src/app/routes/app/layout.tsx", "src/app/routes/app/dashboard.tsx"],
  },
  { name: "leads", kb: 200, keys: ["index.html", "src/app/routes/app/layout.tsx", "src/app/routes/app/clients.tsx"] },
  { name: "pipeline", kb: 200, keys: ["index.html", "src/app/routes/app/layout.tsx", "src/app/routes/app/pipeline.tsx"] },
  { name: "finance", kb: 200, keys: ["index.html", "src/app/routes/app/layout.tsx", "src/app/routes/app/expenses.tsx"] },
  { name: "goals", kb: 200, keys: ["index.html", "src/app/routes/app/layout.tsx", "src/app/routes/app/goals.tsx"] },
  { name: "teams", kb: 200, keys: ["index.html", "src/app/routes/app/layout.tsx", "src/app/routes/app/teams.tsx"] },
  { name: "profile", kb: 200, keys: ["index.html", "src/app/routes/app/layout.tsx", "src/app/routes/app/profile.tsx"] },
  { name: "privacy", kb: 200, keys: ["index.html", "src/app/routes/app/layout.tsx", "src/app/routes/app/privacy.tsx"] },
];

let failed = false;
for (const budget of budgets) {
  const files = closure(budget.keys);
  const kb = gzipKb(files);
  const ok = kb <= budget.kb;
  failed ||= !ok;
  console.log(`${ok ? "ok  " : "OVER"} ${budget.name}: ${kb.toFixed(1)} KB gzip of ${budget.kb} KB (${files.length} files)`);
  if (process.argv.includes("--verbose")) for (const file of files) console.log(`       ${file}`);
}
process.exitCode = failed ? 1 : 0;
