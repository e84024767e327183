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
const lead = {
  firstName: "Audit",
  lastName: "Lead",
  email: "lead@example.com",
  phone: "(555) 123-4567",
  address: "1 Oak St",
  notes: "n",
};
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
  // Issue 11: leads, appointments, the pipeline and the digest's settings (lead 1 and appointment 1 exist).
  { method: "GET", path: "/api/clients?q=(555)%2012&status=lead&limit=50", signedIn: true },
  { method: "GET", path: "/api/clients/1*", signedIn: true },
  { method: "GET", path: "/api/clients/summary", signedIn: true },
  { method: "GET", path: "/api/clients/follow-ups-due", signedIn: true },
  { method: "GET", path: "/api/clients/export", signedIn: true },
  { method: "POST", path: "/api/clients", body: lead, signedIn: true },
  { method: "PUT", path: "/api/clients/1*", body: lead, signedIn: true },
  { method: "PATCH", path: "/api/clients/1*", body: { phone: "555 000 1111", nextFollowUpDate: date }, signedIn: true },
  {
    method: "POST",
    path: "/api/clients/import",
    body: { rows: [{ line: 2, values: { firstName: "Csv", lastName: "Lead", email: "csv@example.com" } }] },
    signedIn: true,
  },
  { method: "GET", path: "/api/appointments?limit=5", signedIn: true },
  {
    method: "POST",
    path: "/api/appointments",
    body: { clientId: 1, title: "Consultation", scheduledAt: "2026-11-20T17:00:00.000Z", status: "scheduled", notes: "" },
    signedIn: true,
  },
  {
    method: "POST",
    path: "/api/appointments",
    body: {
      client: { name: "Ana Ruiz", phone: "555", email: "", address: "", status: "lead" },
      date,
      time: "10:00",
      type: "Consultation",
      notes: "",
      status: "scheduled",
    },
    signedIn: true,
  },
  { method: "PATCH", path: "/api/appointments/1*", body: { status: "completed" }, signedIn: true },
  { method: "GET", path: "/api/pipeline", signedIn: true },
  {
    method: "PATCH",
    path: "/api/user/notifications",
    body: { emailNotifications: true, timeZone: "America/Denver" },
    signedIn: true,
  },
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
    const made = await api(server.url, "POST", "/api/appointments", {
      token,
      body: { client: { name: "Audit Lead", phone: "", email: "", address: "", status: "lead" }, date, time: "09:00" },
    });
    if (made.status !== 201) throw new Error(`could not make lead 1 and appointment 1: ${made.status}`);
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
