/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile, its default) on the landing page, sign-in,
 * and the dashboard, pipeline and leads of a seeded rep (a book of 200 leads), three runs each,
 * printing the median scores. Needs a
 * production build (`npm run build`) and Debian's Chromium; fetches Lighthouse with npx.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { api, startServer } from "../apps/server/src/fault/server-process";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

interface Report {
  categories: Record<string, { score: number | null }>;
  runtimeError?: { code: string };
}

/**
 * One Lighthouse run. Chromium now and then fails to record the trace on this machine
 * (NO_NAVSTART, no scores): such a run is tried again, up to three times.
 */
function runLighthouse(url: string, headers: Record<string, string | undefined>, out: string): Report {
  let failure = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = spawnSync(
      "npx",
      [
        "-y",
        "lighthouse@12.8.2",
        url,
        `--only-categories=${CATEGORIES.join(",")}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run",
        `--extra-headers=${JSON.stringify(headers)}`,
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, encoding: "utf8" },
    );
    failure = run.stderr.slice(-2000);
    if (run.status !== 0) continue;
    const report = JSON.parse(readFileSync(out, "utf8")) as Report;
    if (!report.runtimeError) return report;
    failure = report.runtimeError.code;
  }
  throw new Error(`lighthouse failed on ${url}: ${failure}`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "measured-lh-"));
  // LIGHTHOUSE_OUT_DIR keeps the JSON reports (to read the audits behind a score).
  const keepDir = process.env.LIGHTHOUSE_OUT_DIR;
  const outDir = keepDir ? path.resolve(keepDir) : mkdtempSync(path.join(tmpdir(), "measured-lh-out-"));
  mkdirSync(outDir, { recursive: true });
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "packages/db/src/seed.ts",
      ...["--users", "1", "--days", "120", "--email-prefix", "lh", "--lead-users", "1", "--leads", "200"],
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: "ignore",
    },
  );
  const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: "production" });
  try {
    const login = await api(server.url, "POST", "/api/auth/login", {
      body: { email: "lh1@measured.local", password: "demo-password" },
    });
    const token = String(login.json().token);
    const allPages = [
      { name: "landing", url: `${server.url}/`, headers: {} },
      { name: "sign-in", url: `${server.url}/signin`, headers: {} },
      // A returning rep: the app stored the browser's zone (this machine's, UTC) at an earlier visit.
      { name: "dashboard", url: `${server.url}/`, headers: { Cookie: `measured_session=${token}; measured_tz=UTC` } },
      { name: "pipeline", url: `${server.url}/pipeline`, headers: { Cookie: `measured_session=${token}; measured_tz=UTC` } },
      { name: "leads", url: `${server.url}/clients`, headers: { Cookie: `measured_session=${token}; measured_tz=UTC` } },
    ];
    // LIGHTHOUSE_PAGES=dashboard,sign-in measures only those pages.
    const only = process.env.LIGHTHOUSE_PAGES?.split(",");
    const pages = allPages.filter((page) => !only || only.includes(page.name));
    console.log(`Lighthouse 12 (mobile), median of ${RUNS} runs, server ${server.url}\n`);
    console.log("page        performance  accessibility  best-practices");
    for (const page of pages) {
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      for (let i = 0; i < RUNS; i++) {
        const out = path.join(outDir, `${page.name}-${i}.json`);
        const report = runLighthouse(page.url, page.headers, out);
        for (const c of CATEGORIES) scores[c]?.push(Math.round((report.categories[c]?.score ?? 0) * 100));
      }
      console.log(
        `${page.name.padEnd(12)}${CATEGORIES.map((c) => String(median(scores[c] ?? [])).padStart(c.length + 2)).join(" ")}   (runs: ${CATEGORIES.map((c) => (scores[c] ?? []).join("/")).join(", ")})`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!keepDir) rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
