/**
 * CPU time spent by the server process and by PostgreSQL while a load runs, from /proc (Linux).
 * Wall-time figures move with whatever else the host does (a stall costs latency, not CPU); CPU a
 * request does not, so it is how two versions of one endpoint are compared on a noisy machine.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/**
 * utime + stime of one process (every thread), in ms; 0 once it has gone. With `reaped`, also the
 * CPU of its children that have ended (cutime + cstime), which the kernel adds to the parent.
 */
function processCpuMs(pid: number, reaped = false): number {
  try {
    // The command name is in parentheses and may hold spaces: the fields start after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Every PostgreSQL process's CPU (postmaster, backends, background workers), in ms, ended ones
 * included: a backend or an autovacuum worker that exits during a load moves its CPU into the
 * postmaster's reaped children's, where a sum of live processes alone would lose it (and read less
 * at the end than at the start).
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") total += processCpuMs(Number(entry), true);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

export interface CpuUse {
  /** The server process (for PGlite its database thread too). */
  serverMs: number;
  postgresMs: number;
}

/** Starts counting; call the answer to read what was used since. */
export function cpuMeter(serverPid: number): () => CpuUse {
  const server = processCpuMs(serverPid);
  const postgres = postgresCpuMs();
  return () => ({ serverMs: processCpuMs(serverPid) - server, postgresMs: postgresCpuMs() - postgres });
}
