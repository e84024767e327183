/** The bench report: printed as it goes and kept for bench/results/latest.txt. */
import os from "node:os";

export const report: string[] = [];
export function say(line = "") {
  console.log(line);
  report.push(line);
}
/** Progress that is printed but kept out of the written report. */
export const note = (line: string) => console.log(`  … ${line}`);

export function table(header: string[], rows: string[][], rightAligned: (i: number) => boolean): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
export const ms = (n: number | null) =>
  n === null || Number.isNaN(n) ? "-" : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0);
