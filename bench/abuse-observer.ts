/**
 * The second rep of `npm run bench:abuse`, in its own process so the attack's client work
 * cannot slow its clock: signs in and reads the dashboard in a loop from 127.0.0.1, and on each
 * "report" line from stdin prints one JSON line with what it saw since the last report.
 * Usage: abuse-observer.ts <baseUrl> <email> <password>
 */
import { createInterface } from "node:readline";
import { closeAgents, send } from "./abuse-http";

export interface ObserverReport {
  signIn: number[];
  dashboard: number[];
  /** Answers that were not 2xx, or no answer, by what they were ("sign-in 429", "dashboard failed: …"). */
  errors: Record<string, number>;
}

const [baseUrl = "", email = "", password = ""] = process.argv.slice(2);
let current: ObserverReport = { signIn: [], dashboard: [], errors: {} };
let stopping = false;
const PAUSE_MS = 50;

function error(label: string) {
  current.errors[label] = (current.errors[label] ?? 0) + 1;
}

async function loop() {
  while (!stopping) {
    const login = await send(baseUrl, "/api/auth/login", { method: "POST", body: { email, password } });
    current.signIn.push(login.ms);
    if (login.status !== 200) {
      error(`sign-in ${login.failed ? `failed: ${login.failed}` : login.status}`);
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    const token = (JSON.parse(login.body) as { token: string }).token;
    const dashboard = await send(baseUrl, "/api/dashboard?period=month&timeZone=UTC", { token });
    current.dashboard.push(dashboard.ms);
    if (dashboard.status !== 200) error(`dashboard ${dashboard.failed ? `failed: ${dashboard.failed}` : dashboard.status}`);
    // Ends the session, so the rep does not pile up sessions over the run.
    await send(baseUrl, "/api/auth/logout", { method: "POST", token });
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
}

const running = loop();
createInterface({ input: process.stdin }).on("line", async (line) => {
  if (line === "report") {
    process.stdout.write(`${JSON.stringify(current)}\n`);
    current = { signIn: [], dashboard: [], errors: {} };
  }
  if (line === "stop") {
    stopping = true;
    await running;
    closeAgents();
    process.exit(0);
  }
});
