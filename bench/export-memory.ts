/**
 * The heaviest rep's year as CSV (issue 23): GET /api/export/expenses?year= downloaded a few times, one
 * after another, timed to the last byte, while the server's resident memory is read from /proc every
 * 20 ms. A streamed export keeps it flat whatever the year holds; one built in memory grows with it.
 */
import { readFileSync } from "node:fs";
import http from "node:http";

export interface ExportRun {
  seconds: number;
  bytes: number;
  rows: number;
  status: number;
  /** The server's largest resident set while this download ran (MB). */
  rssPeakMb: number;
}

export interface ExportMemory {
  runs: ExportRun[];
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
}

/** The process's resident set (MB), from /proc/<pid>/status. */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? Number.NaN) / 1024;
}

function download(baseUrl: string, path: string, token: string): Promise<Omit<ExportRun, "rssPeakMb">> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, baseUrl), { headers: { authorization: `Bearer ${token}` } }, (response) => {
      let bytes = 0;
      let rows = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) rows++;
      });
      response.on("end", () =>
        resolve({ seconds: (performance.now() - started) / 1000, bytes, rows, status: response.statusCode ?? 0 }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

export async function timeExports(
  baseUrl: string,
  path: string,
  token: string,
  serverPid: number,
  times: number,
): Promise<ExportMemory> {
  // Let the start-up's garbage settle before the baseline is read.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssBeforeMb = residentMb(serverPid);
  let runPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    runPeakMb = Math.max(runPeakMb, residentMb(serverPid));
  }, 20);
  const runs: ExportRun[] = [];
  try {
    for (let i = 0; i < times; i++) {
      runPeakMb = residentMb(serverPid);
      const run = await download(baseUrl, path, token);
      runs.push({ ...run, rssPeakMb: Math.max(runPeakMb, residentMb(serverPid)) });
    }
  } finally {
    clearInterval(sampler);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssPeakMb = Math.max(rssBeforeMb, ...runs.map((r) => r.rssPeakMb));
  return { runs, rssBeforeMb, rssPeakMb, rssAfterMb: residentMb(serverPid) };
}
