/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile, its default) on the landing page, sign-in,
 * and the dashboard, pipeline, leads and Finance (Expenses) of a seeded rep (a book of 200 leads, 120 days
 * of expenses, trips and revenue), three runs each,
 * printing the median scores. Needs a
 * production build (`npm run build`) and Debian's Chromium; fetches Lighthouse with npx.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { api, startServer } from "../apps/server/src/fault/server-process";
import { freePort } from "./processes";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

interface Report {
  categories: Record<string, { score: number | null }>;
  runtimeError?: { code: string };
}

const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run";

type Cookies = { name: string; value: string }[];

/**
 * A signed-in rep's browser: Chromium on a fresh profile (a cold cache, as on a first visit of the
 * day) with the session and zone cookies set in its cookie jar. Sent as a header instead, the
 * cookie reached the page but not the page's own requests (401 on /api/auth/user).
 */
async function signedInChromium(origin: string, cookies: Cookies): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "measured-lh-profile-"));
  const child: ChildProcess = spawn(
    "/usr/bin/chromium",
    [...CHROME_FLAGS.split(" "), `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    // Its own process group, so stopping it stops its helper processes too.
    { stdio: "ignore", detached: true },
  );
  let browser: Awaited<ReturnType<typeof chromium.connectOverCDP>> | undefined;
  for (let i = 0; i < 50 && !browser; i++) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(async () => {
      await new Promise((r) => setTimeout(r, 200));
      return undefined;
    });
  }
  if (!browser) throw new Error("chromium did not open its debugging port");
  await browser.contexts()[0]?.addCookies(cookies.map((c) => ({ ...c, url: origin })));
  await browser.close();
  return {
    port,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await exited;
      // A helper may still be writing the profile for a moment after the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/**
 * One Lighthouse run, in its own Chromium (signed in when cookies are given). Chromium now and then
 * fails to record the trace on this machine (NO_NAVSTART, no scores): such a run is tried again,
 * up to three times.
 */
async function runLighthouse(url: string, cookies: Cookies, out: string): Promise<Report> {
  let failure = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const browser = cookies.length > 0 ? await signedInChromium(new URL(url).origin, cookies) : undefined;
    const run = spawnSync(
      "npx",
      [
        "-y",
        "lighthouse@12.8.2",
        url,
        `--only-categories=${CATEGORIES.join(",")}`,
        // Its own Chromium when signed out; the signed-in one, keeping its cookies, otherwise.
        ...(browser ? [`--port=${browser.port}`, "--disable-storage-reset"] : [`--chrome-flags=${CHROME_FLAGS}`]),
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        // LIGHTHOUSE_SAVE_ASSETS=1 keeps each run's trace beside its report (to see the long tasks).
        ...(process.env.LIGHTHOUSE_SAVE_ASSETS ? ["--save-assets"] : []),
      ],
      { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, encoding: "utf8" },
    );
    await browser?.stop();
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
      ...["--users", "1", "--days", "120", "--email-prefix", "lh", "--lead-users", "1", "--leads", "200", "--finance-users", "1"],
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
    // A returning rep: signed in, and the app stored the browser's zone (this machine's, UTC) at an earlier visit.
    const rep: Cookies = [
      { name: "measured_session", value: token },
      { name: "measured_tz", value: "UTC" },
    ];
    const allPages = [
      { name: "landing", url: `${server.url}/`, cookies: [] },
      { name: "sign-in", url: `${server.url}/signin`, cookies: [] },
      { name: "dashboard", url: `${server.url}/`, cookies: rep },
      { name: "pipeline", url: `${server.url}/pipeline`, cookies: rep },
      { name: "leads", url: `${server.url}/clients`, cookies: rep },
      { name: "expenses", url: `${server.url}/expenses`, cookies: rep },
    ];
    // LIGHTHOUSE_PAGES=dashboard,sign-in measures only those pages.
    const only = process.env.LIGHTHOUSE_PAGES?.split(",");
    const pages = allPages.filter((page) => !only || only.includes(page.name));
    console.log(`Lighthouse 12 (mobile), median of ${RUNS} runs, server ${server.url}\n`);
    console.log(`page        ${CATEGORIES.map((c) => c.padStart(c.length + 2)).join(" ")}`);
    for (const page of pages) {
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      for (let i = 0; i < RUNS; i++) {
        const out = path.join(outDir, `${page.name}-${i}.json`);
        const report = await runLighthouse(page.url, page.cookies, out);
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
