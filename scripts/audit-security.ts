/**
 * `npm run audit:security`: starts the app on a throwaway embedded database and points
 * Debian's sqlmap at every route that takes input, signed in. Prints what sqlmap found
 * (the target is nothing). Slow, so it is not part of `npm test`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { api, signUp, startServer } from "../apps/server/src/fault/server-process";

interface Target {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: Record<string, unknown>;
  signedIn: boolean;
}

const date = "2026-11-20";
const TARGETS: Target[] = [
  { method: "POST", path: "/api/auth/login", body: { email: "audit@example.com", password: "whatever1" }, signedIn: false },
  { method: "POST", path: "/api/auth/forgot-password", body: { email: "audit@example.com" }, signedIn: false },
  { method: "GET", path: "/api/auth/validate-reset-token?token=abc", signedIn: false },
  { method: "POST", path: "/api/auth/reset-password", body: { token: "abc", newPassword: "longenough" }, signedIn: false },
  { method: "GET", path: "/api/kpi-entries?startDate=2026-11-01&endDate=2026-11-30", signedIn: true },
  { method: "POST", path: "/api/kpi-entries", body: { metricName: "Doors Knocked", value: 1, date }, signedIn: true },
  {
    method: "POST",
    path: "/api/kpi-entries/bulk",
    body: { entries: [{ metricName: "Doors Knocked", value: 1, date }] },
    signedIn: true,
  },
  { method: "POST", path: "/api/kpi-definitions", body: { name: "Audit Metric", unit: "count" }, signedIn: true },
  { method: "DELETE", path: "/api/kpi-definitions/1*", signedIn: true },
  { method: "GET", path: "/api/dashboard?period=custom&startDate=2026-01-01&endDate=2026-02-01&timeZone=UTC", signedIn: true },
  { method: "PATCH", path: "/api/user/preferences", body: { metricVisibility: { "Doors Knocked": false } }, signedIn: true },
  { method: "PUT", path: "/api/user/preferences", body: { metricOrder: ["Doors Knocked"] }, signedIn: true },
  { method: "PATCH", path: "/api/user/industry", body: { industry: "alarm" }, signedIn: true },
  { method: "POST", path: "/api/onboarding", body: { industry: "solar", kpis: ["hoursWorked"] }, signedIn: true },
];

async function main() {
  if (spawnSync("sqlmap", ["--version"]).status !== 0) {
    console.error("sqlmap is not installed: apt-get install sqlmap");
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "measured-audit-"));
  const outDir = mkdtempSync(path.join(tmpdir(), "measured-sqlmap-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    REGISTER_LIMIT_PER_ADDRESS: "100000",
    LOGIN_LIMIT_PER_ADDRESS: "100000",
  });
  const findings: string[] = [];
  try {
    const token = await signUp(server.url, "audit@example.com");
    await api(server.url, "POST", "/api/kpi-entries", { token, body: { metricName: "Doors Knocked", value: 1, date } });
    for (const t of TARGETS) {
      const args = [
        "-u",
        `${server.url}${t.path}`,
        "--method",
        t.method,
        "--batch",
        "--level=2",
        "--risk=1",
        "--flush-session",
        `--output-dir=${outDir}`,
        "--disable-coloring",
        "--ignore-code=400,401,403,404,409,413,415,422,429",
      ];
      if (t.body) args.push("--data", JSON.stringify(t.body), "--headers", "Content-Type: application/json");
      if (t.signedIn) args.push("--headers", `Authorization: Bearer ${token}${t.body ? "\nContent-Type: application/json" : ""}`);
      const started = Date.now();
      const run = spawnSync("sqlmap", args, { encoding: "utf8", timeout: 10 * 60_000 });
      const output = `${run.stdout}${run.stderr}`;
      const vulnerable = /is vulnerable|might be injectable|sqlmap identified the following injection point/i.test(output);
      console.log(`${vulnerable ? "FOUND" : "clean"}  ${t.method} ${t.path}  (${Math.round((Date.now() - started) / 1000)} s)`);
      if (vulnerable) findings.push(`${t.method} ${t.path}\n${output.slice(-3000)}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
  console.log(
    findings.length === 0
      ? "\nsqlmap found no injection point."
      : `\nsqlmap reported ${findings.length}:\n${findings.join("\n\n")}`,
  );
  process.exit(findings.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
