/**
 * `npm run bench:abuse` (issue 9): the real server (production mode, embedded PGlite in a temp
 * dir, pinned to CPU 0) against each attack class of bench/abuse-attacks.ts for a bounded time,
 * while a second rep (bench/abuse-observer.ts, its own process on CPU 1) signs in and reads the
 * dashboard in a loop. Prints, per class, the second rep's latency and errors and the server's
 * resident memory before, at its peak during, and after; a crash is reported and the server
 * restarted on the same data. Targets: p99 under 250 ms, memory growth under 200 MB, no crash; also
 * listed as missed: limits that let more through than they allow, and strangers locking the rep out.
 * Options: --seconds N (per class, default 15), --only name,name, --engine pglite|postgres, --out file.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { addDays, todayIn } from "@measured/core";
import { ATTACKS, type AttackContext, type AttackResult, newTally } from "./abuse-attacks";
import { BOOK_ATTACKS } from "./abuse-book-attacks";
import { closeAgents, percentile, send } from "./abuse-http";
import type { ObserverReport } from "./abuse-observer";
import {
  cleanUp,
  freePort,
  LOAD_CPU,
  ROOT,
  SERVER_CPU,
  type Server,
  serverProblems,
  startPostgres,
  startServer,
  TSX,
  tempDir,
} from "./processes";
import { loadAverage, ms, note, report, say, table } from "./report";

const APP_SERVER = "apps/server/src/server.ts";
const TARGET_P99_MS = 250;
const TARGET_GROWTH_MB = 200;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** The second rep's process: answers one JSON report per "report" line. */
function startObserver(baseUrl: string, email: string, password: string) {
  const child = spawn(
    "taskset",
    ["-c", LOAD_CPU, process.execPath, ...TSX, "bench/abuse-observer.ts", baseUrl, email, password],
    {
      cwd: ROOT,
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const waiting: ((r: ObserverReport) => void)[] = [];
  lines.on("line", (line) => waiting.shift()?.(JSON.parse(line) as ObserverReport));
  return {
    report(): Promise<ObserverReport> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write("report\n");
      });
    },
    stop(): Promise<void> {
      return new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.stdin.write("stop\n");
      });
    },
  };
}

/** Opens the confirmation link sign-up mailed (decision 054), as the rep would: a full book needs a confirmed address. */
async function confirmFromMailLog(baseUrl: string, mailLog: string, email: string): Promise<void> {
  const mails = readFileSync(mailLog, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { to: string; text: string });
  const link = mails
    .filter((mail) => mail.to === email)
    .map((mail) => /\/confirm-email\?token=(\S+)/.exec(mail.text)?.[1])
    .findLast((token) => token !== undefined);
  if (!link) throw new Error(`no confirmation e-mail to ${email} in ${mailLog}`);
  const res = await send(baseUrl, "/api/auth/confirm-email", { method: "POST", body: { token: decodeURIComponent(link) } });
  if (res.status !== 200) throw new Error(`confirm ${email}: ${res.status} ${res.body}`);
}

async function register(baseUrl: string, mailLog: string, email: string, password: string, from: string): Promise<string> {
  const res = await send(baseUrl, "/api/auth/register", {
    method: "POST",
    body: { email, password, firstName: "Bench", lastName: "Rep" },
    from,
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${res.body}`);
  const token = (JSON.parse(res.body) as { token: string }).token;
  await confirmFromMailLog(baseUrl, mailLog, email);
  const onboard = await send(baseUrl, "/api/onboarding", {
    method: "POST",
    token,
    body: { industry: "solar", kpis: ["hoursWorked", "doorsKnocked", "knockingApptSets", "tagsPut"] },
  });
  if (onboard.status !== 200) throw new Error(`onboarding ${email}: ${onboard.status} ${onboard.body}`);
  return token;
}

interface Row {
  name: string;
  result: AttackResult;
  seen: ObserverReport;
  rss: { before: number | null; peak: number | null; after: number | null };
  crashed: boolean;
}

async function main() {
  const seconds = Number(option("seconds") ?? 15);
  const only = option("only")?.split(",");
  const out = path.resolve(ROOT, option("out") ?? "bench/results/abuse-latest.txt");
  const dir = tempDir("abuse");
  const port = await freePort();
  const mailLog = path.join(dir, "mail.jsonl");
  const engine = option("engine") ?? "pglite";
  if (engine !== "pglite" && engine !== "postgres") throw new Error("--engine: pglite or postgres");
  const postgres = engine === "postgres" ? await startPostgres() : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(dir, "data"),
    DATABASE_URL: postgres?.url ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    MAIL_LOG_FILE: mailLog,
  };
  say(`# Abuse bench (issue 9), ${new Date().toISOString()}`);
  say(`machine: ${os.cpus().length} cores, Node ${process.version}, load average ${loadAverage()}`);
  say(`database: ${postgres ? `PostgreSQL (${postgres.version}): ${postgres.command}` : "embedded PGlite in a temp directory"}`);
  say(
    `server:  taskset -c ${SERVER_CPU} env DATA_DIR=<temp> NODE_ENV=production HOST=127.0.0.1 PORT=${port} LOG_LEVEL=warn MAIL_LOG_FILE=<temp> node --import tsx ${APP_SERVER}`,
  );
  say(
    `         (every limit at its default; the second rep on CPU ${LOAD_CPU}, the attacks from this process on CPU ${LOAD_CPU})`,
  );
  say(`each class: ${seconds} s of attack (bounded request counts), loopback only; the second rep signs in, reads`);
  say("this month's dashboard, logs out, pauses 50 ms, again. Its latency is per request (sign-in and dashboard).");
  say();

  let server: Server = await startServer(APP_SERVER, env, path.join(dir, "app.log"));
  const baseUrl = server.baseUrl;
  const today = todayIn("UTC");
  const victim = { email: "second.rep@example.com", password: "second rep's password" };
  const victimToken = await register(baseUrl, mailLog, victim.email, victim.password, "127.0.0.1");
  // The second rep's data: 90 days of four metrics.
  for (let d = 0; d < 90; d++) {
    const date = addDays(today, -d);
    const entries = ["Hours Worked", "Doors Knocked", "Knocking Appt Sets", "Tags Put"].map((metricName, i) => ({
      metricName,
      value: i === 0 ? 6 : 10 + ((d * 7 + i) % 30),
      date,
    }));
    const res = await send(baseUrl, "/api/kpi-entries/bulk", { method: "POST", token: victimToken, body: { entries } });
    if (res.status !== 200) throw new Error(`the second rep's data: ${res.status} ${res.body}`);
  }
  const attackerPassword = "attacker's own password";
  const attacker = {
    email: "attacker@example.com",
    password: attackerPassword,
    token: await register(baseUrl, mailLog, "attacker@example.com", attackerPassword, "127.0.0.6"),
  };
  note("second rep (90 days of 4 metrics) and attacker signed up");

  const observer = startObserver(baseUrl, victim.email, victim.password);
  const ctx: AttackContext = { baseUrl, attacker, victim, today, mailLog };
  const rows: Row[] = [];
  for (const attack of [...ATTACKS, ...BOOK_ATTACKS].filter((a) => !only || only.includes(a.name))) {
    note(`${attack.name}: ${attack.what}`);
    await attack.prepare?.(ctx);
    await observer.report(); // discard what came before
    const before = rssMb(server.child.pid);
    let peak = before;
    const sampler = setInterval(() => {
      const now = rssMb(server.child.pid);
      if (now !== null && (peak === null || now > peak)) peak = now;
    }, 200);
    let result: AttackResult;
    try {
      result = await attack.run(ctx, seconds);
    } catch (error) {
      result = { tally: newTally(), through: `the attack failed: ${error instanceof Error ? error.message : String(error)}` };
    }
    await new Promise((r) => setTimeout(r, 2000));
    clearInterval(sampler);
    const seen = await observer.report();
    const crashed = server.child.exitCode !== null || server.child.signalCode !== null;
    const after = rssMb(server.child.pid);
    rows.push({ name: attack.name, result, seen, rss: { before, peak, after }, crashed });
    note(`${result.through}; p99 ${ms(percentile([...seen.signIn, ...seen.dashboard], 99))} ms${crashed ? "; CRASHED" : ""}`);
    if (crashed) {
      note("the server crashed: restarting it on the same data");
      server = await startServer(APP_SERVER, env, path.join(dir, `app-after-${attack.name.replace(/\W+/g, "-")}.log`));
    }
  }
  await observer.stop();
  closeAgents();

  const mb = (n: number | null) => (n === null ? "-" : n.toFixed(0));
  const statuses = (r: Row) =>
    [...r.result.tally.byStatus]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${n}×${status}`)
      .join(" ") || "-";
  say("## Results");
  say();
  const header = [
    "class",
    "attack requests",
    "sign-in p50/p99 ms",
    "dashboard p50/p99 ms",
    "p99 all ms",
    "2nd rep errors",
    "RSS MB before/peak/after",
    "growth MB",
    "crash",
  ];
  const tableRows = rows.map((r) => {
    const all = [...r.seen.signIn, ...r.seen.dashboard];
    const errors = Object.entries(r.seen.errors)
      .map(([k, n]) => `${n}× ${k}`)
      .join(", ");
    const growth = r.rss.peak !== null && r.rss.before !== null ? r.rss.peak - r.rss.before : null;
    return [
      r.name,
      `${r.result.tally.sent}: ${statuses(r)}`,
      `${ms(percentile(r.seen.signIn, 50))} / ${ms(percentile(r.seen.signIn, 99))}`,
      `${ms(percentile(r.seen.dashboard, 50))} / ${ms(percentile(r.seen.dashboard, 99))}`,
      ms(percentile(all, 99)),
      errors || `0 of ${all.length}`,
      `${mb(r.rss.before)} / ${mb(r.rss.peak)} / ${mb(r.rss.after)}`,
      mb(growth),
      r.crashed ? "CRASH" : "no",
    ];
  });
  for (const line of table(header, tableRows, (i) => i === 4 || i === 7)) say(line);
  say();
  say("What got through:");
  for (const r of rows) say(`  ${r.name}: ${r.result.through}`);
  say();
  const misses = rows.flatMap((r) => {
    const p99 = percentile([...r.seen.signIn, ...r.seen.dashboard], 99);
    const growth = r.rss.peak !== null && r.rss.before !== null ? r.rss.peak - r.rss.before : 0;
    return [
      ...(p99 === null || p99 >= TARGET_P99_MS ? [`${r.name}: second rep's p99 ${ms(p99)} ms (target < ${TARGET_P99_MS})`] : []),
      ...(growth >= TARGET_GROWTH_MB ? [`${r.name}: memory grew ${growth.toFixed(0)} MB (target < ${TARGET_GROWTH_MB})`] : []),
      ...(r.crashed ? [`${r.name}: the server crashed`] : []),
      ...(Object.keys(r.seen.errors).length > 0 ? [`${r.name}: the second rep saw errors`] : []),
      ...(r.result.breaches ?? []).map((b) => `${r.name}: ${b}`),
    ];
  });
  say(misses.length === 0 ? "Every target met." : `Targets missed (${misses.length}):`);
  for (const m of misses) say(`  ${m}`);
  const problems = serverProblems(server.logFile);
  say(problems.length === 0 ? "server log: no warnings or errors" : "server log (warn and worse, counted):");
  for (const p of problems.slice(0, 15)) say(`  ${p}`);

  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${report.join("\n")}\n`);
  console.log(`\nwritten to ${path.relative(ROOT, out)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
